import type { FastifyReply } from 'fastify';

/**
 * A moved item or creator: thrown by a handler, answered at the edge (ProblemFilter) as a 301 to
 * where it lives now, with the new slug in the body. Thrown rather than sent from the handler, so
 * the framework never answers a request twice. Revalidated on each use like every public answer:
 * a slug can move on again, or back.
 */
export class MovedPermanently extends Error {
  constructor(
    readonly location: string,
    readonly movedTo: string,
  ) {
    super(`moved to ${location}`);
    this.name = 'MovedPermanently';
  }
}

export function sendMoved(reply: FastifyReply, moved: MovedPermanently): FastifyReply {
  return reply
    .code(301)
    .header('location', moved.location)
    .header('cache-control', 'public, no-cache')
    .send({ movedTo: moved.movedTo });
}
