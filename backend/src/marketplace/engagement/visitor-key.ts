import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { readCookie, sessionCookie } from '../../platform/http/cookies.js';
import { GatewaySecrets } from '../../platform/gateway-secrets.js';
import { RateLimiter, type RateLimit } from '../../platform/rate-limits.js';

export const VISITOR_COOKIE = 'vid';
const VISITOR_COOKIE_DAYS = 365;
/**
 * New visitor ids one address may be given a day. Beyond it (a script that drops its cookie each
 * time), the address itself is the visitor: one count per item and day, whatever it sends.
 */
export const NEW_VISITORS_PER_ADDRESS: RateLimit = { name: 'new-visitors', limit: 5, windowMs: 86_400_000 };

/** Who a sighting is from, and the cookie to set when a new visitor id was given. */
export interface VisitorIdentity {
  readonly identity: string;
  readonly setCookie: string | null;
}

/**
 * One visitor, for counting views and previews once per item and day: a signed first-party
 * cookie bound to the address it was given to (`vid=<id>.<HMAC of id and address>`), or the
 * address itself. The user agent plays no part: changing it changes nothing. The key kept in the
 * log is a keyed hash of the visitor and the day, never an address.
 */
@Injectable()
export class VisitorKeys {
  constructor(
    private readonly secrets: GatewaySecrets,
    private readonly limiter: RateLimiter,
  ) {}

  async identify(address: string, cookieHeader: string | undefined, secure: boolean): Promise<VisitorIdentity> {
    const secret = await this.secrets.secret('visitor-cookie');
    const mac = (id: string): string =>
      createHmac('sha256', secret).update(`${id}\u0000${address}`).digest('base64url');
    const [id = '', given = ''] = (readCookie(cookieHeader, VISITOR_COOKIE) ?? '').split('.');
    const expected = Buffer.from(mac(id));
    if (id !== '' && given.length === expected.length && timingSafeEqual(Buffer.from(given), expected)) {
      return { identity: `v:${id}`, setCookie: null };
    }
    if (!(await this.limiter.hit(NEW_VISITORS_PER_ADDRESS, address)))
      return { identity: `a:${address}`, setCookie: null };
    const fresh = randomUUID();
    const maxAgeSeconds = VISITOR_COOKIE_DAYS * 86_400;
    return {
      identity: `v:${fresh}`,
      setCookie: sessionCookie(VISITOR_COOKIE, `${fresh}.${mac(fresh)}`, { maxAgeSeconds, secure }),
    };
  }

  /** The visitor's key for one day: opaque, and not linkable to the same visitor on another day. */
  async keyFor(identity: string, day: string): Promise<string> {
    const secret = await this.secrets.secret('visitor-key');
    return createHmac('sha256', secret).update(`${identity}\u0000${day}`).digest('base64url').slice(0, 22);
  }
}
