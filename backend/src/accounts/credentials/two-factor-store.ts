import { createHash, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { generateSecret, generateURI, verify } from 'otplib';
import { renderSVG } from 'uqr';
import type { TwoFactorSetup } from '@creators/contracts';
import { collectionName, type CollectionSpec, type DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../platform/tokens.js';
import { AccountTokens } from './account-tokens.js';

export const TWO_FACTOR = collectionName<TwoFactorDoc>('two_factor');
export const TWO_FACTOR_COLLECTION: CollectionSpec = { name: TWO_FACTOR, fields: {}, indexes: [] };

export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Creators Marketplace';
/** A code typed a little early or late (clocks drift, people are slow) still counts: one period either side. */
const TOLERANCE_SECONDS = 30;

/** A creator's authenticator secret and recovery codes (hashed), in the document store, never the log. */
export interface TwoFactorDoc {
  readonly id: string;
  /** The secret shown at set-up, until a code from the app confirms it. */
  readonly pendingSecret: string | null;
  /** The confirmed secret: set while two-factor sign-in is on. */
  readonly secret: string | null;
  readonly recoveryCodeHashes: readonly string[];
  readonly [field: string]: unknown;
}

/** Recovery codes compare without case, spaces or dashes: `abcde-fghij` is `ABCDEFGHIJ`. */
const normaliseCode = (code: string): string => code.replace(/[\s-]/g, '').toUpperCase();
const hashOf = (code: string): string => createHash('sha256').update(normaliseCode(code)).digest('base64url');

/** Letters and digits no one confuses (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Ten characters of 31: about 50 bits, shown as `XXXXX-XXXXX`. */
const newRecoveryCode = (): string => {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)] ?? '');
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
};

/** What matched, if anything: an authenticator code, or a recovery code (now used). */
export type CodeMatch = 'authenticator' | 'recovery' | null;

/**
 * Authenticator-app sign-in (TOTP, RFC 6238, through otplib): the secret, its set-up, and the
 * ten single-use recovery codes. Each code is good once: an authenticator code's time step and
 * a recovery code are marked used, so a code seen over a shoulder cannot be replayed.
 */
@Injectable()
export class TwoFactorStore {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly tokens: AccountTokens,
  ) {}

  find(creatorId: string): Promise<TwoFactorDoc | null> {
    return this.documents.get(TWO_FACTOR, creatorId);
  }

  async isOn(creatorId: string): Promise<boolean> {
    return ((await this.find(creatorId))?.secret ?? null) !== null;
  }

  /** A fresh secret, kept aside until a code confirms it (a set-up started again replaces it). */
  async begin(creatorId: string, label: string): Promise<TwoFactorSetup> {
    const secret = generateSecret();
    const doc: TwoFactorDoc = { id: creatorId, pendingSecret: secret, secret: null, recoveryCodeHashes: [] };
    await this.documents.write([{ op: 'put', collection: TWO_FACTOR, doc }]);
    const uri = generateURI({ issuer: ISSUER, label, secret });
    // Drawn here, so the browser needs no QR library: a few kilobytes of SVG, once per set-up.
    return { secret, uri, qrCode: renderSVG(uri, { border: 2 }) };
  }

  /** Whether the code matches the secret being set up. */
  async matchesPending(creatorId: string, code: string, nowMs: number): Promise<boolean> {
    const pending = (await this.find(creatorId))?.pendingSecret ?? null;
    return pending !== null && this.authenticatorCode(creatorId, pending, code, nowMs);
  }

  /** Turns the set-up secret on, with ten new recovery codes (given once, kept only hashed). */
  async turnOn(creatorId: string): Promise<string[]> {
    const doc = await this.find(creatorId);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const on: TwoFactorDoc = {
      id: creatorId,
      pendingSecret: null,
      secret: doc?.pendingSecret ?? doc?.secret ?? null,
      recoveryCodeHashes: codes.map(hashOf),
    };
    await this.documents.write([{ op: 'put', collection: TWO_FACTOR, doc: on }]);
    return codes;
  }

  async turnOff(creatorId: string): Promise<void> {
    await this.documents.write([{ op: 'delete', collection: TWO_FACTOR, id: creatorId }]);
  }

  /** Checks a code from the app or a recovery code; a recovery code that matches is used up. */
  async check(creatorId: string, code: string, nowMs: number): Promise<CodeMatch> {
    const doc = await this.find(creatorId);
    if (doc === null || doc.secret === null) return null;
    const typed = code.trim();
    if (/^\d{6}$/.test(typed))
      return (await this.authenticatorCode(creatorId, doc.secret, typed, nowMs)) ? 'authenticator' : null;
    const hash = hashOf(typed);
    if (!doc.recoveryCodeHashes.includes(hash)) return null;
    // Of two racing uses of one code, one wins; the code then leaves the list for good.
    if (!(await this.tokens.markUsed(`recovery:${creatorId}:${hash}`, new Date(nowMs + 86_400_000).toISOString())))
      return null;
    const left = doc.recoveryCodeHashes.filter((kept) => kept !== hash);
    await this.documents.write([{ op: 'put', collection: TWO_FACTOR, doc: { ...doc, recoveryCodeHashes: left } }]);
    return 'recovery';
  }

  private async authenticatorCode(creatorId: string, secret: string, code: string, nowMs: number): Promise<boolean> {
    const result = await verify({
      secret,
      token: code.trim(),
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: TOLERANCE_SECONDS,
    });
    if (!result.valid || !('timeStep' in result)) return false;
    // A time step's code signs in once.
    const until = new Date(nowMs + 4 * TOLERANCE_SECONDS * 1000).toISOString();
    return this.tokens.markUsed(`totp:${creatorId}:${result.timeStep}`, until);
  }
}
