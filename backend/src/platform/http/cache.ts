import type { FastifyReply } from 'fastify';

/**
 * A moved item or creator: 301 to where it lives now, with the new slug in the body. Revalidated
 * on each use like every public answer: a slug can move on again, or back.
 */
export function sendMoved(reply: FastifyReply, location: string, movedTo: string): FastifyReply {
  return reply.code(301).header('location', location).header('cache-control', 'public, no-cache').send({ movedTo });
}
