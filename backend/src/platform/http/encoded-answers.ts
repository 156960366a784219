import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Types whose answers are sent brotli or gzip when the request accepts it (text, JSON, XML, scripts, SVG). */
const ENCODABLE = /^text\/(?!event-stream)|[+/](?:json|xml|javascript)\s*(?:;|$)/i;

/**
 * Every answer whose bytes depend on Accept-Encoding says so (`Vary: accept-encoding`), whether it
 * was encoded here, sent precompressed by the static server, or sent plain to a client that takes
 * no encoding: a shared cache must never hand one client's encoding to another. Added before any
 * route, so no route can forget it; spelled as the compression plugin spells it, so it is never
 * listed twice.
 */
export function varyByEncoding(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (_request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    const type = reply.getHeader('content-type');
    if (payload !== null && (reply.hasHeader('content-encoding') || (typeof type === 'string' && ENCODABLE.test(type))))
      addVary(reply, 'accept-encoding');
    done(null, payload);
  });
}

/**
 * Answers up to this size are compressed in one call on the event loop (a fraction of a
 * millisecond for a page of cards) rather than through a zlib stream on the threadpool, whose hand-off
 * and return cost more than the compressing on a busy host of two cores.
 */
const COMPRESSED_AT_ONCE_BYTES = 64 * 1024;

/** JSON and pages compressed on the way out (assets were compressed at build time). */
export async function encodeAnswers(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: COMPRESSED_AT_ONCE_BYTES,
    globalDecompression: false,
    customTypes: ENCODABLE,
  });
}

function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : typeof current === 'string' ? current : '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (fields.some((name) => name.toLowerCase() === field || name === '*')) return;
  void reply.header('vary', [...fields, field].join(', '));
}
