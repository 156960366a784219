import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionLimits {
  /** Open connections one address may hold; one more is closed at once. */
  readonly perAddress: number;
  /** A request's headers must have arrived within this long. */
  readonly headersTimeoutMs: number;
}

/** Generous for browsers (six per origin, more behind a shared address), cheap to refuse for a flood. */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = { perAddress: 256, headersTimeoutMs: 20_000 };

/**
 * Caps the connections each address holds, so one client cannot take every socket the server
 * has (a trickling client is cut off by the request and header timeouts; many of them by this).
 */
export function limitConnections(server: Server, limits: ConnectionLimits): void {
  server.headersTimeout = limits.headersTimeoutMs;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
