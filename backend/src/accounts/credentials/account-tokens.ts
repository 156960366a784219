import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { collectionName, type CollectionSpec, type DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../platform/tokens.js';

export const ACCOUNT_TOKENS = collectionName<AccountToken>('account_tokens');
export const ACCOUNT_TOKENS_COLLECTION: CollectionSpec = {
  name: ACCOUNT_TOKENS,
  fields: { expiresAt: 'string' },
  indexes: [['expiresAt']],
};

/** What a token is for: a mailed link's, or a sign-in waiting for its second factor. */
export type TokenPurpose = 'password-reset' | 'email-change' | 'second-factor';

/** How long each kind of token works. */
export const TOKEN_VALID_MS: Readonly<Record<TokenPurpose, number>> = {
  'password-reset': 3_600_000,
  'email-change': 24 * 3_600_000,
  'second-factor': 10 * 60_000,
};

export interface AccountToken {
  readonly id: string;
  readonly purpose: TokenPurpose;
  readonly creatorId: string;
  /** For a new address: the address and its keyed name. */
  readonly email?: string;
  readonly emailKey?: string;
  readonly expiresAt: string;
  readonly [field: string]: unknown;
}

/** Links and challenges carry the token; the store keeps only its hash, so a read of the store opens nothing. */
const hashOf = (token: string): string => createHash('sha256').update(token).digest('base64url');

/**
 * Single-use tokens of an account (a password reset link, a new address's link, a sign-in waiting
 * for its code), kept in the document store, never in the log. Using one inserts a marker under
 * its hash: of two racing uses, one wins.
 */
@Injectable()
export class AccountTokens {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async issue(
    purpose: TokenPurpose,
    fields: { readonly creatorId: string; readonly email?: string; readonly emailKey?: string },
    nowMs: number,
  ): Promise<{ readonly token: string; readonly expiresAt: string }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(nowMs + TOKEN_VALID_MS[purpose]).toISOString();
    const doc: AccountToken = { id: `${purpose}:${hashOf(token)}`, purpose, ...fields, expiresAt };
    await this.documents.write([{ op: 'put', collection: ACCOUNT_TOKENS, doc }]);
    return { token, expiresAt };
  }

  /** The token's record while it is valid and unused; null otherwise. It stays usable. */
  async peek(purpose: TokenPurpose, token: string, nowMs: number): Promise<AccountToken | null> {
    const id = `${purpose}:${hashOf(token)}`;
    const [found, used] = await Promise.all([
      this.documents.get(ACCOUNT_TOKENS, id),
      this.documents.get(ACCOUNT_TOKENS, `used:${id}`),
    ]);
    return found !== null && used === null && Date.parse(found.expiresAt) > nowMs ? found : null;
  }

  /** Uses the token: its record, or null when it is not valid or another use won. */
  async use(purpose: TokenPurpose, token: string, nowMs: number): Promise<AccountToken | null> {
    const found = await this.peek(purpose, token, nowMs);
    if (found === null) return null;
    return (await this.markUsed(found.id, found.expiresAt)) ? found : null;
  }

  /**
   * Marks something used once (a token, a recovery code, an authenticator code's time step) until
   * `expiresAt`; false when it was used already.
   */
  markUsed(id: string, expiresAt: string): Promise<boolean> {
    return this.documents.insert(ACCOUNT_TOKENS, { id: `used:${id}`, expiresAt });
  }
}
