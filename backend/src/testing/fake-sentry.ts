import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** How the fake answers: like Sentry, with a rate limit, with a failure, or never. */
export type FakeSentryMode = 'accept' | 'rate-limit' | 'fail' | 'hang';

export interface FakeSentry {
  readonly port: number;
  readonly received: ReceivedRequest[];
  mode: FakeSentryMode;
  /** Resolves once `count` requests have arrived in full. */
  receivedCount(count: number): Promise<readonly ReceivedRequest[]>;
  close(): Promise<void>;
}

/** A stand-in for a Sentry ingest on 127.0.0.1 that records every request it receives. */
export async function startFakeSentry(): Promise<FakeSentry> {
  const received: ReceivedRequest[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
      switch (fake.mode) {
        case 'accept':
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end('{"id":"0123456789abcdef0123456789abcdef"}');
          return;
        case 'rate-limit':
          response
            .writeHead(429, { 'retry-after': '60', 'x-sentry-rate-limits': '60:error:organization' })
            .end('{"detail":"too many"}');
          return;
        case 'fail':
          response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>internal error at upstream</h1>');
          return;
        case 'hang':
          return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeSentry = {
    port: (server.address() as AddressInfo).port,
    received,
    mode: 'accept',
    receivedCount: (count) =>
      new Promise((resolve) => {
        if (received.length >= count) resolve(received);
        else
          waiters.push({
            count,
            resolve: () => {
              resolve(received);
            },
          });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
  return fake;
}

/** A port on 127.0.0.1 that nothing listens on. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  return port;
}
