import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { errorCodes, type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { reportUnexpectedError } from '../platform/error-reporting/report-unexpected.js';
import { sendTunnelProblem } from './tunnel-problem.js';
import { TunnelError } from './tunnel.error.js';

/** The Fastify route config key that marks the tunnel's route: `@RouteConfig({ [ENVELOPE_ROUTE]: true })`. */
export const ENVELOPE_ROUTE = 'sentryEnvelope';

export const MAX_ENVELOPE_BYTES = 1024 * 1024;

/**
 * What Sentry's SDKs send: the browser posts a text envelope as `text/plain;charset=UTF-8` and one
 * with binary attachments with no content type at all; other SDKs say `application/x-sentry-envelope`.
 */
const ENVELOPE_MEDIA_TYPES = new Set(['text/plain', 'application/x-sentry-envelope']);

/**
 * Lets the envelope route take its body as raw bytes, whatever the SDK calls it, and answer every
 * refusal before its handler (wrong media type, too large, cut short) as problem+json. Other routes
 * keep Fastify's behaviour: text/plain is a string, an unknown or missing type is 415. Must run
 * before `app.init()`, which registers the routes.
 */
export function prepareEnvelopeRoute(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const bodyLimit = fastify.initialConfig.bodyLimit ?? MAX_ENVELOPE_BYTES;

  fastify.addContentTypeParser('text/plain', { parseAs: 'buffer', bodyLimit }, (request, body, done) => {
    done(null, isEnvelopeRoute(request) ? body : body.toString('utf8'));
  });
  // '*' is Fastify's fallback, for a body with no or an unknown content type.
  for (const type of ['application/x-sentry-envelope', '*']) {
    fastify.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit }, (request, body, done) => {
      if (isEnvelopeRoute(request)) done(null, body);
      else if (request.is404) done(null, undefined);
      else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(), undefined);
    });
  }

  fastify.addHook('onRoute', (route) => {
    if (!hasEnvelopeFlag(route.config)) return;
    route.bodyLimit = MAX_ENVELOPE_BYTES;
    route.onRequest = [...asArray(route.onRequest), refuseOtherMediaTypes];
    route.errorHandler = answerAsProblem;
  });
}

function isEnvelopeRoute(request: FastifyRequest): boolean {
  return hasEnvelopeFlag(request.routeOptions.config);
}

function hasEnvelopeFlag(config: unknown): boolean {
  return typeof config === 'object' && config !== null && ENVELOPE_ROUTE in config && config[ENVELOPE_ROUTE] === true;
}

function asArray<T>(value: T | readonly T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
}

/** Refuses JSON, forms and the like before anything parses them. */
function refuseOtherMediaTypes(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const header = request.headers['content-type'];
  const mediaType = header?.split(';')[0]?.trim().toLowerCase();
  if (mediaType === undefined || ENVELOPE_MEDIA_TYPES.has(mediaType)) {
    done();
    return;
  }
  void sendTunnelProblem(
    reply,
    new TunnelError('unsupported_media_type', 'an envelope is text/plain, application/x-sentry-envelope or untyped'),
  );
}

/** Errors Fastify raises while reading the body of the envelope route. */
function answerAsProblem(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void sendTunnelProblem(reply, fromBodyError(error));
}

function fromBodyError(error: FastifyError): TunnelError {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new TunnelError('envelope_too_large', `an envelope may be at most ${MAX_ENVELOPE_BYTES} bytes`);
  }
  if (error.statusCode === 415) return new TunnelError('unsupported_media_type', 'the content type is not valid');
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return new TunnelError('malformed_envelope', 'the body could not be read');
  }
  reportUnexpectedError(error);
  return new TunnelError('internal_error', 'the envelope could not be handled');
}
