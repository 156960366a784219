import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { endWithProblem } from './edge-errors.js';

/** The minimum rate a request body must keep: so many bytes in each window of time. */
export interface BodyProgress {
  /** `BODY_STALL_SECONDS`: how often progress is judged. */
  readonly windowMs: number;
  /** `BODY_MIN_BYTES`: what a body still coming must bring in each window. */
  readonly minBytes: number;
  /** The whole body's time, however fast it comes (the request timeout). */
  readonly maxMs: number;
}

const hasBody = (raw: IncomingMessage): boolean =>
  raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;

/**
 * Cuts a request whose body stops making progress (fewer than `minBytes` in a window, such as a
 * byte every two seconds) with 408 and closes its connection: large uploads may take long, but a
 * trickling client holds no connection for the whole request timeout. Progress is read from the
 * socket's byte count, never by reading the body (its route reads it). A window in which what
 * arrived is still waiting to be read is the server's delay, not the client's, and is not judged.
 */
export function cutStalledBodies(fastify: FastifyInstance, progress: BodyProgress): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const { raw } = request;
    const { socket } = raw;
    if (!hasBody(raw)) {
      done();
      return;
    }
    const started = performance.now();
    let seen = socket.bytesRead;
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) {
        clearInterval(timer);
        return;
      }
      const read = socket.bytesRead;
      const stalled = raw.readableLength === 0 && read - seen < progress.minBytes;
      seen = read;
      if (!stalled && performance.now() - started < progress.maxMs) return;
      clearInterval(timer);
      // After an answer (say a refusal sent before the body was read) there is nothing more to say.
      if (socket.writable && !reply.raw.headersSent)
        endWithProblem(socket, 408, 'Request Timeout', 'the request body stopped arriving; send it again');
      else socket.destroy();
    }, progress.windowMs);
    timer.unref();
    // A keep-alive connection carries many requests: each takes its listeners off when it ends,
    // or they would pile up on the socket.
    const stop = (): void => {
      clearInterval(timer);
      raw.off('end', stop);
      socket.off('close', stop);
    };
    raw.once('end', stop);
    socket.once('close', stop);
    done();
  });
}
