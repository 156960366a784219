import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from './read-cache.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sets the headers of a public answer and gives what to send: its body, or nothing when the
 * client's copy is current (304). Browsers and CDNs may keep it but must revalidate each use
 * (`no-cache`), so a change is seen on the next load. An answer for one visitor, or to a
 * read-your-writes request, is private.
 */
export function prepareAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  shared: boolean,
): Buffer | undefined {
  const privately = !shared || request.headers['x-consistent-with'] !== undefined;
  void reply
    .header('x-read-position', String(answer.position))
    .header('etag', answer.etag)
    .header('cache-control', privately ? 'private, no-cache' : 'public, no-cache')
    .header('vary', answer.variesByViewer ? 'Cookie, X-Consistent-With' : 'X-Consistent-With');
  if (ifNoneMatch(request.headers['if-none-match'], answer.etag)) {
    void reply.code(304);
    return undefined;
  }
  void reply.header('content-type', JSON_TYPE);
  return answer.body;
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): `W/` is ignored on either side. */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  return header.split(',').some((listed) => {
    const tag = listed.trim();
    return tag === '*' || (tag.startsWith('W/') ? tag.slice(2) : tag) === opaque;
  });
}
