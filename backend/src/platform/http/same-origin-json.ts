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
    if (!CHANGES_STATE.has(request.method) || !request.url.startsWith('/api/')) return;
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
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    void parse(request, text, (error, value) => {
      if (error === null) done(null, value);
      else done(commonError('invalid_input', `body: ${INVALID_JSON}`, [{ field: 'body', message: INVALID_JSON }]));
    });
  });
}

const INVALID_JSON = 'is not valid JSON, or holds a key such as __proto__ that is not allowed';
