import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { GatewaySecrets } from '../../platform/gateway-secrets.js';
import { commerceError } from '../commerce.errors.js';

/** How long a download link works: enough to click it, too short to pass around. */
export const DOWNLOAD_LINK_TTL_MS = 15 * 60 * 1000;

/** Whose download of which file a link stands for. */
export interface DownloadGrant {
  readonly accountId: string;
  readonly itemId: string;
  readonly uploadId: string;
  /** A file of an earlier release, by its version (absent: the item's current files). */
  readonly version?: string;
}

interface SignedPayload {
  readonly a: string;
  readonly i: string;
  readonly u: string;
  readonly v?: string;
  /** Expiry, milliseconds since the epoch. */
  readonly e: number;
}

const isPayload = (value: unknown): value is SignedPayload =>
  typeof value === 'object' &&
  value !== null &&
  'a' in value &&
  typeof value.a === 'string' &&
  'i' in value &&
  typeof value.i === 'string' &&
  'u' in value &&
  typeof value.u === 'string' &&
  'e' in value &&
  typeof value.e === 'number';

/**
 * Signed, short-lived download links: `/api/downloads/<payload>.<HMAC-SHA256 of it>`, the payload
 * naming the account, item, file and expiry. The link is bound to the account: it works only in
 * that account's signed-in session, so a copied link is no use to anyone else.
 */
@Injectable()
export class DownloadLinks {
  constructor(private readonly secrets: GatewaySecrets) {}

  async sign(grant: DownloadGrant, nowMs: number): Promise<string> {
    const payload: SignedPayload = {
      a: grant.accountId,
      i: grant.itemId,
      u: grant.uploadId,
      ...(grant.version === undefined ? {} : { v: grant.version }),
      e: nowMs + DOWNLOAD_LINK_TTL_MS,
    };
    const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `/api/downloads/${encoded}.${await this.mac(encoded)}`;
  }

  /** The grant a token stands for; refuses a token that was altered or has expired. */
  async verify(token: string, nowMs: number): Promise<DownloadGrant> {
    const [encoded = '', mac = '', ...rest] = token.split('.');
    const expected = Buffer.from(await this.mac(encoded));
    const given = Buffer.from(mac);
    if (rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw commerceError('bad_link', 'this download link is not one the product made');
    }
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    } catch {
      payload = null;
    }
    if (!isPayload(payload)) throw commerceError('bad_link', 'this download link is not one the product made');
    if (payload.e <= nowMs)
      throw commerceError(
        'link_expired',
        'this download link has expired: open the item or your library again for a new one',
      );
    const version = typeof payload.v === 'string' ? { version: payload.v } : {};
    return { accountId: payload.a, itemId: payload.i, uploadId: payload.u, ...version };
  }

  private async mac(encoded: string): Promise<string> {
    return createHmac('sha256', await this.secrets.secret('download-links'))
      .update(encoded)
      .digest('base64url');
  }
}
