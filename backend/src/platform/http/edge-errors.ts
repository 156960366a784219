import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ProblemDocument } from '@creators/contracts';

/**
 * A whole request, headers and body, may take this long: a 100 MB upload at about 170 kB/s. A body
 * that slows below the minimum rate is cut long before (body-progress.ts).
 */
export const REQUEST_TIMEOUT_MS = 600_000;
/** How often Node checks requests against their header and request timeouts. */
export const TIMEOUT_CHECK_MS = 5_000;
/** A connection with nothing moving for this long is closed. */
export const CONNECTION_IDLE_MS = 30_000;

const edgeProblem = (status: number, title: string, detail: string): ProblemDocument => ({
  type: `/problems/${title.toLowerCase().replaceAll(' ', '-')}`,
  title,
  status,
  detail,
});

/**
 * Refusals Fastify makes before a route runs (a URL that does not decode, a bad content length):
 * problem documents like every other refusal, never an unexpected error.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status =
    error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/problem+json')
    .send(JSON.stringify(edgeProblem(status, 'Bad request', error.message)));
}

const CLIENT_ERRORS: Readonly<Record<string, { status: number; reason: string; detail: string }>> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    detail: 'the request’s headers are larger than this server reads',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', detail: 'the request took too long to arrive' },
};

/**
 * Errors Node's HTTP parser meets before Fastify has a request (headers too large, a malformed
 * request line, a request that took too long): answered as a problem document on the socket.
 */
export function clientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const known = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    reason: 'Bad Request',
    detail: 'the request could not be read as HTTP',
  };
  endWithProblem(socket, known.status, known.reason, known.detail);
}

/** Answers on the socket itself, outside any request's reply, and closes the connection once it is sent. */
export function endWithProblem(socket: Socket, status: number, reason: string, detail: string): void {
  const body = JSON.stringify(edgeProblem(status, reason, detail));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/problem+json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\nCache-Control: no-store\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}
