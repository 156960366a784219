import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Lets the server's connections go when it closes, so a held connection cannot keep the process up:
 * those between requests, and those that never sent one (Node's own idle sweep leaves these), are
 * closed at once; one with a request in flight as soon as its answer is sent; any still open after
 * `graceMs` are cut.
 */
export function drainConnectionsOnClose(fastify: FastifyInstance, graceMs: number): void {
  const server = fastify.server;
  /** Each open connection with the number of its requests in flight. */
  const open = new Map<Socket, number>();
  let draining = false;

  server.on('connection', (socket: Socket) => {
    open.set(socket, 0);
    socket.once('close', () => open.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    open.set(socket, (open.get(socket) ?? 0) + 1);
    // 'close' comes after the answer is sent, or when the connection is lost before.
    response.once('close', () => {
      const left = Math.max(0, (open.get(socket) ?? 1) - 1);
      if (!open.has(socket)) return;
      open.set(socket, left);
      if (draining && left === 0) socket.end();
    });
  });

  fastify.addHook('preClose', (done) => {
    draining = true;
    for (const [socket, inFlight] of open) if (inFlight === 0) socket.destroy();
    if (open.size > 0) {
      const cut = setTimeout(() => {
        if (open.size === 0) return;
        fastify.log.warn({ connections: open.size, graceMs }, 'requests still running after the grace period: cut off');
        for (const socket of open.keys()) socket.destroy();
      }, graceMs);
      // The open connections keep the process up until then; the timer alone must not.
      cut.unref();
      server.once('close', () => {
        clearTimeout(cut);
      });
    }
    done();
  });
}
