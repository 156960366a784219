import { createRequire } from 'node:module';
import type * as Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayMetrics } from './gateway-metrics.js';

/** Requests no route matched share one label, so probes of random URLs cannot add series. */
const UNMATCHED = '(unmatched)';

const routeOf = (request: FastifyRequest): string => request.routeOptions.url ?? UNMATCHED;

/**
 * Per-request figures as two Fastify hooks (cheaper than a Nest interceptor, and they see every
 * response, 404s and static files included): the request id goes back in `X-Request-Id`, and
 * each response is timed into the duration histogram.
 */
export function observeHttp(fastify: FastifyInstance, metrics: GatewayMetrics): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, routeOf(request), reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

/**
 * Fastify accepts only a LogController of its own copy (it checks with instanceof), and the
 * adapter may load a copy other than ours: take the class from the one the adapter loads.
 */
const adapterRequire = createRequire(createRequire(import.meta.url).resolve('@nestjs/platform-fastify'));
const { LogController } = adapterRequire('fastify') as typeof Fastify;

/**
 * Fastify's request lines, one per request instead of two: method, path (without its query,
 * which may carry tokens), route pattern, status and duration, under the request id. Bodies are
 * never logged.
 */
export class RequestLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(): void {
    // The completed line says it all.
  }

  override routeNotFound(): void {
    // The completed line shows the 404 with the route `(unmatched)`.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const query = request.url.indexOf('?');
    const line = {
      method: request.method,
      path: query === -1 ? request.url : request.url.slice(0, query),
      route: routeOf(request),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      // When debugging, the headers too (cookies and credentials redacted by the logger).
      ...(reply.log.level === 'debug' || reply.log.level === 'trace' ? { headers: request.headers } : {}),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
