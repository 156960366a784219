import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Public answers may be cached briefly by browsers and CDNs; an answer that depends on the
 * visitor (signed in) or that asked for read-your-writes is private and revalidated.
 */
export function cacheFor(request: FastifyRequest, reply: FastifyReply, seconds: number): void {
  const personal = request.actor !== undefined || request.headers['x-consistent-with'] !== undefined;
  void reply
    .header(
      'cache-control',
      personal ? 'private, no-cache' : `public, max-age=${seconds}, stale-while-revalidate=${seconds * 6}`,
    )
    .header('vary', 'Cookie, X-Consistent-With');
}

/** A moved item or creator: 301 to where it lives now, with the new slug in the body. */
export function sendMoved(reply: FastifyReply, location: string, movedTo: string): FastifyReply {
  return reply.code(301).header('location', location).header('cache-control', 'public, max-age=300').send({ movedTo });
}
