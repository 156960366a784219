import { randomUUID } from 'node:crypto';

/** What an incoming X-Request-Id may be to be kept: a short token, safe in logs and event metadata. */
const SANE_REQUEST_ID = /^[\w.:-]{1,100}$/;

/**
 * The request's id: the caller's `X-Request-Id` when it is a sane token (so one id follows a
 * request through a proxy into our logs and events), else a new UUID.
 */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}
