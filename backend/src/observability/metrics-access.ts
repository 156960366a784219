import { createHash, timingSafeEqual } from 'node:crypto';
import { isLoopback } from '../platform/http/loopback.js';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * Who may read the gateway's metrics: a scraper on the same machine (the client address as
 * Fastify sees it, after TRUST_PROXY), or anyone sending `Authorization: Bearer <METRICS_TOKEN>`.
 * The token is compared in constant time (over digests, so lengths do not show either).
 */
export function mayReadMetrics(ip: string, authorization: string | undefined, token: string | null): boolean {
  if (isLoopback(ip)) return true;
  if (token === null || authorization === undefined) return false;
  const match = /^Bearer (\S+)$/i.exec(authorization.trim());
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}
