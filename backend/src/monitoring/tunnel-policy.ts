import { canonicalDsn, envelopeEndpoint, parseDsn, type Dsn } from './dsn.js';

/** The query Sentry's tunnel helpers append: organisation, project and region. */
export interface TunnelQuery {
  readonly o?: string;
  readonly p?: string;
  readonly r?: string;
}

export type Admission =
  | { readonly admitted: true; readonly upstream: string }
  | {
      readonly admitted: false;
      readonly code: 'malformed_envelope' | 'dsn_not_accepted' | 'query_mismatch';
      readonly detail: string;
    };

/**
 * Decides whether an envelope may pass, from its header line, the request's query and the DSNs
 * the server accepts. The upstream comes from the accepted DSN, never from the request. Pure.
 */
export function admitEnvelope(headerLine: string, query: unknown, accepted: readonly Dsn[]): Admission {
  const tunnelQuery = readTunnelQuery(query);
  if (tunnelQuery === null) {
    return refuse('query_mismatch', 'o, p and r may each be given at most once');
  }
  const dsnText = headerDsn(headerLine);
  if (dsnText === null) {
    return refuse('malformed_envelope', 'the envelope does not start with a JSON header naming its dsn');
  }
  const dsn = parseDsn(dsnText);
  if (dsn === null) return refuse('malformed_envelope', 'the envelope header names no valid dsn');

  const canonical = canonicalDsn(dsn);
  const match = accepted.find((known) => canonicalDsn(known) === canonical);
  if (match === undefined) return refuse('dsn_not_accepted', 'this server does not forward envelopes for that dsn');
  if (!queryAgrees(match, tunnelQuery)) {
    return refuse('query_mismatch', 'the o, p and r parameters do not match the envelope dsn');
  }
  return { admitted: true, upstream: envelopeEndpoint(match) };
}

/** Each parameter that is present must match the DSN; a self-hosted DSN has no organisation or region. */
export function queryAgrees(dsn: Dsn, query: TunnelQuery): boolean {
  return (
    (query.p === undefined || query.p === dsn.projectId) &&
    (query.o === undefined || query.o === dsn.organisation) &&
    (query.r === undefined || query.r === dsn.region)
  );
}

/** The o, p and r parameters, or null when one of them is repeated or not text. */
export function readTunnelQuery(query: unknown): TunnelQuery | null {
  if (query === undefined || query === null) return {};
  if (typeof query !== 'object') return null;
  const result: { o?: string; p?: string; r?: string } = {};
  for (const name of ['o', 'p', 'r'] as const) {
    const value: unknown = (query as Record<string, unknown>)[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') return null;
    result[name] = value;
  }
  return result;
}

function headerDsn(headerLine: string): string | null {
  let header: unknown;
  try {
    header = JSON.parse(headerLine);
  } catch {
    return null;
  }
  if (typeof header !== 'object' || header === null || !('dsn' in header)) return null;
  return typeof header.dsn === 'string' ? header.dsn : null;
}

function refuse(code: Exclude<Admission, { admitted: true }>['code'], detail: string): Admission {
  return { admitted: false, code, detail };
}
