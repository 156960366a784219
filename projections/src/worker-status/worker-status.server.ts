import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Readiness } from './readiness.js';

export interface WorkerStatusSources {
  readiness(): Readiness;
  /** The Prometheus text exposition and its content type. */
  metrics(): Promise<{ readonly contentType: string; readonly body: string }>;
}

export interface WorkerStatusServer {
  readonly port: number;
  close(): Promise<void>;
}

const json = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
};

async function answer(request: IncomingMessage, response: ServerResponse, sources: WorkerStatusSources): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://worker').pathname;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  switch (path) {
    case '/health':
      json(response, 200, { status: 'ok' });
      return;
    case '/ready': {
      const readiness = sources.readiness();
      json(response, readiness.status === 'ready' ? 200 : 503, readiness);
      return;
    }
    case '/metrics': {
      const { contentType, body } = await sources.metrics();
      response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
      response.end(body);
      return;
    }
    default:
      json(response, 404, { status: 'not_found', paths: ['/health', '/ready', '/metrics'] });
  }
}

/**
 * The projector worker's small HTTP server for orchestrators and scrapers: `/health` (the
 * process answers), `/ready` (every projection has caught up, none failed) and `/metrics`.
 */
export function startWorkerStatusServer(
  sources: WorkerStatusSources,
  { host, port }: { readonly host: string; readonly port: number },
): Promise<WorkerStatusServer> {
  const server = createServer((request, response) => {
    answer(request, response, sources).catch((error: unknown) => {
      if (!response.headersSent) json(response, 500, { status: 'error', message: String(error) });
      else response.destroy();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address !== null ? address.port : port,
        close: () =>
          new Promise((done) => {
            server.close(() => {
              done();
            });
            server.closeAllConnections();
          }),
      });
    });
  });
}
