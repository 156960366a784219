import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * An answer given to a signed-in visitor may hold what only they should see (their library's
 * signed links, orders, dashboard, insights, a page rendered with their cookies): no cache, the
 * browser's own disk included, may keep it. One rule for every route, so a new one cannot forget
 * it. Only an answer that says it is the same for everyone (`public`) is left as it is.
 */
export function keepPersonalAnswersUnstored(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    if (request.actor !== undefined && isPersonal(reply.getHeader('cache-control')))
      void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

function isPersonal(cacheControl: unknown): boolean {
  if (typeof cacheControl !== 'string') return true;
  return !/^\s*public\b/i.test(cacheControl) && !/\bno-store\b/i.test(cacheControl);
}
