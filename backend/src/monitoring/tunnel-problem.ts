import type { FastifyReply } from 'fastify';
import type { ProblemDocument } from '@creators/contracts';
import type { TunnelError, TunnelErrorCode } from './tunnel.error.js';

/** The one place a tunnel error becomes an HTTP status and title. */
export function tunnelStatus(code: TunnelErrorCode): { readonly status: number; readonly title: string } {
  switch (code) {
    case 'rate_limited':
      return { status: 429, title: 'Too many error reports' };
    case 'empty_envelope':
      return { status: 400, title: 'Empty envelope' };
    case 'malformed_envelope':
      return { status: 400, title: 'Malformed envelope' };
    case 'unsupported_media_type':
      return { status: 415, title: 'Unsupported envelope encoding' };
    case 'envelope_too_large':
      return { status: 413, title: 'Envelope too large' };
    case 'dsn_not_accepted':
      return { status: 403, title: 'DSN not accepted' };
    case 'query_mismatch':
      return { status: 400, title: 'Query does not match the DSN' };
    case 'upstream_rate_limited':
      return { status: 429, title: 'Error-reporting service rate limit' };
    case 'upstream_failed':
      return { status: 502, title: 'Error-reporting service failed' };
    case 'upstream_unreachable':
      return { status: 502, title: 'Error-reporting service unreachable' };
    case 'upstream_timeout':
      return { status: 504, title: 'Error-reporting service timed out' };
    case 'internal_error':
      return { status: 500, title: 'Internal error' };
  }
}

export function tunnelProblem(error: TunnelError): ProblemDocument {
  const { status, title } = tunnelStatus(error.code);
  return { type: `/problems/monitoring/${error.code.replaceAll('_', '-')}`, title, status, detail: error.detail };
}

export function sendTunnelProblem(reply: FastifyReply, error: TunnelError): FastifyReply {
  return sendProblem(reply, tunnelProblem(error), error.headers);
}

export function sendProblem(
  reply: FastifyReply,
  problem: ProblemDocument,
  headers: Readonly<Record<string, string>> = {},
): FastifyReply {
  return reply
    .code(problem.status)
    .headers({ ...headers, 'cache-control': 'no-store' })
    .type('application/problem+json')
    .send(JSON.stringify(problem));
}
