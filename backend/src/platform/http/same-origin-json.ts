import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { commonError } from '../domain-error.js';
import { problemFor, type ProblemTypes } from './problem.js';
import { acceptUploadBodies, isUploadRoute, UPLOAD_MEDIA_TYPE } from './upload-route.js';

const CHANGES_STATE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A request that changes state must be JSON and come from our own origin (or from no browser at
 * all): refused before it reaches a handler. Together with SameSite=Lax cookies this shuts out
 * cross-site request forgery. /monitoring has its own rules (the tunnel). Upload routes take raw
 * bytes instead of JSON, under the same Origin check, declared as `application/octet-stream` or an
 * image type (see upload-route.ts): never a type another site's form could send.
 */
export function requireSameOriginJson(fastify: FastifyInstance, types: ProblemTypes): void {
  acceptJsonBodies(fastify);
  acceptUploadBodies(fastify);
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // The route that matched decides, not the raw URL: `/%61pi/...` reaches the same handler as `/api/...`.
    if (!CHANGES_STATE.has(request.method) || !(request.routeOptions.url ?? request.url).startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== `${request.protocol}://${request.host}`) {
      return refuse(
        reply,
        403,
        problemFor(types, 'bad_origin', `requests from ${origin} may not change anything here`),
      );
    }
    const hasBody =
      Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    const type = request.headers['content-type'] ?? '';
    if (isUploadRoute(request)) {
      if (!UPLOAD_MEDIA_TYPE.test(type)) {
        return refuse(
          reply,
          415,
          problemFor(
            types,
            'unsupported_media_type',
            'send the file itself as application/octet-stream (or its image type)',
          ),
        );
      }
      return;
    }
    if (hasBody && !/^application\/(?:[\w.+-]+\+)?json\s*(;|$)/i.test(type)) {
      return refuse(reply, 415, problemFor(types, 'unsupported_media_type', 'Content-Type must be application/json'));
    }
  });
}

function refuse(reply: FastifyReply, status: number, problem: object): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/problem+json')
    .send(JSON.stringify(problem));
}

/**
 * JSON bodies, parsed as Fastify does (keys such as __proto__ refused), except that an empty
 * body counts as `{}`: a command like "publish" needs no body, and clients often send none.
 */
function acceptJsonBodies(fastify: FastifyInstance): void {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // A signed notice (a payment provider's webhook) is verified over its exact text: hand it over unparsed.
    if (isRawJsonRoute(request)) {
      done(null, text);
      return;
    }
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    void parse(request, text, (error, value) => {
      if (error !== null) {
        done(commonError('invalid_input', `body: ${INVALID_JSON}`, [{ field: 'body', message: INVALID_JSON }]));
        return;
      }
      const tooBig = shapeProblem(value);
      if (tooBig === null) done(null, value);
      else done(commonError('invalid_input', `body: ${tooBig}`, [{ field: 'body', message: tooBig }]));
    });
  });
}

/**
 * The Fastify route config key that marks a route whose JSON body is handed to the handler as its
 * text: `@RouteConfig({ [RAW_JSON_ROUTE]: true })`.
 */
export const RAW_JSON_ROUTE = 'rawJson';

function isRawJsonRoute(request: FastifyRequest): boolean {
  const config: unknown = request.routeOptions.config;
  return typeof config === 'object' && config !== null && RAW_JSON_ROUTE in config && config[RAW_JSON_ROUTE] === true;
}

/** No command takes more: an item with every field, gallery image and file is a few hundred values. */
export const MAX_JSON_VALUES = 1000;
export const MAX_JSON_DEPTH = 32;

/**
 * Why a parsed body is too big to look at further, or null. Walked without recursion, so a body
 * nested thousands deep costs a loop, not the stack; counted before validation, whose cost grows
 * with every key (60,000 unknown keys held the event loop for seconds).
 */
export function shapeProblem(body: unknown): string | null {
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  let values = 0;
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    values += 1;
    if (values > MAX_JSON_VALUES) return `holds more than ${MAX_JSON_VALUES} values`;
    if (next.depth > MAX_JSON_DEPTH) return `is nested more than ${MAX_JSON_DEPTH} levels deep`;
    if (typeof next.value === 'object' && next.value !== null) {
      for (const child of Object.values(next.value)) pending.push({ value: child, depth: next.depth + 1 });
    }
  }
  return null;
}

const INVALID_JSON = 'is not valid JSON, or holds a key such as __proto__ that is not allowed';
