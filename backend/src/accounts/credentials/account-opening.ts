import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { emailClaimStreamId } from '@creators/contracts';
import { collectionName, type CollectionSpec, type DocumentStore, type EventStore } from '@creators/storage';
import { DOCUMENT_STORE, EVENT_STORE } from '../../platform/tokens.js';
import type { CommandMetadata } from '../../platform/command-metadata.js';
import { claimHolder, releaseEmailClaim, type UniqueClaim } from '../../platform/unique-claims.js';
import { emailClaim } from '../domain/email-claims.js';
import { EmailKeys } from '../domain/email-keys.js';
import { checkEmail, legacyEmailKeyOf, normaliseEmail } from '../domain/email.js';
import { checkPassword } from '../domain/password.js';
import { CredentialStore, type Credentials } from './credential-store.js';
import { PasswordHasher } from './password-hasher.js';

export const PENDING_ACCOUNTS = collectionName<PendingAccount>('pending_accounts');
export const PENDING_ACCOUNTS_COLLECTION: CollectionSpec = {
  name: PENDING_ACCOUNTS,
  fields: { expiresAt: 'string' },
  indexes: [['expiresAt']],
};

/** How long a confirmation link works: a day. */
export const CONFIRMATION_VALID_MS = 24 * 3_600_000;

/** An address and password that passed every check, the password already hashed. */
export interface CheckedAccount {
  readonly email: string;
  readonly emailKey: string;
  readonly passwordHash: string;
}

/** A sign-up waiting for its owner to open the link sent to the address. */
export interface PendingAccount {
  readonly id: string;
  readonly account: CheckedAccount;
  readonly creatorId: string;
  /** What the creator side of the sign-up needs (the handle and name), kept as given. */
  readonly details: Readonly<Record<string, string>>;
  readonly expiresAt: string;
  readonly [field: string]: unknown;
}

/** An account checked and ready: the address to claim with the creator, and the credentials to keep once they exist. */
export interface PreparedAccount {
  readonly emailClaim: UniqueClaim;
  readonly credentials: Credentials;
}

/** Links carry the token; the store keeps only its hash, so a read of the store opens no account. */
const tokenKey = (token: string): string => createHash('sha256').update(token).digest('base64url');

/**
 * Opening the account a new creator signs in with: every check first (nothing is written, so a
 * refusal leaves nothing behind); then, for a sign-up from the web, a pending account kept until
 * the address's owner confirms it; then the credentials, kept once the creator and their address
 * are claimed.
 */
@Injectable()
export class AccountOpening {
  constructor(
    private readonly credentials: CredentialStore,
    private readonly hasher: PasswordHasher,
    private readonly emailKeys: EmailKeys,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async check(email: string, password: string): Promise<CheckedAccount> {
    const normalised = normaliseEmail(email);
    checkEmail(normalised);
    checkPassword(password);
    const emailKey = await this.emailKeys.keyOf(normalised);
    return { email: normalised, emailKey, passwordHash: await this.hasher.hash(password) };
  }

  /** Whether the address has an account (under its keyed name, or the plain hash of older accounts). */
  async hasAccount({ email, emailKey }: CheckedAccount): Promise<boolean> {
    const streams = [emailClaimStreamId(emailKey), emailClaimStreamId(legacyEmailKeyOf(email))];
    const holders = await Promise.all(streams.map((stream) => claimHolder(this.events, stream)));
    return holders.some((holder) => holder !== null);
  }

  /** The account was deleted: its address (under either name) may open a new account. */
  async releaseAddress(credentials: Credentials, metadata: CommandMetadata): Promise<void> {
    for (const stream of [emailClaimStreamId(credentials.id), emailClaimStreamId(legacyEmailKeyOf(credentials.email))])
      await releaseEmailClaim(this.events, stream, credentials.creatorId, metadata);
  }

  /** Keeps a sign-up until its confirmation; gives the token its link carries. */
  async holdPending(
    account: CheckedAccount,
    creatorId: string,
    details: Readonly<Record<string, string>>,
    now: number,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const pending: PendingAccount = {
      id: tokenKey(token),
      account,
      creatorId,
      details,
      expiresAt: new Date(now + CONFIRMATION_VALID_MS).toISOString(),
    };
    await this.documents.write([{ op: 'put', collection: PENDING_ACCOUNTS, doc: pending }]);
    return token;
  }

  /** The pending sign-up a link's token names, while it is valid; null once used or expired. */
  async pending(token: string, now: number): Promise<PendingAccount | null> {
    const pending = await this.documents.get(PENDING_ACCOUNTS, tokenKey(token));
    return pending !== null && Date.parse(pending.expiresAt) > now ? pending : null;
  }

  async dropPending(pending: PendingAccount): Promise<void> {
    await this.documents.write([{ op: 'delete', collection: PENDING_ACCOUNTS, id: pending.id }]);
  }

  async prepare(account: CheckedAccount, creatorId: string, now: string): Promise<PreparedAccount> {
    const claim = emailClaim(account.emailKey, creatorId);
    // An account opened before keyed names holds its address under the plain hash.
    if ((await claimHolder(this.events, emailClaimStreamId(legacyEmailKeyOf(account.email)))) !== null)
      throw claim.taken();
    return {
      emailClaim: claim,
      credentials: {
        id: account.emailKey,
        email: account.email,
        creatorId,
        passwordHash: account.passwordHash,
        createdAt: now,
      },
    };
  }

  async open(account: PreparedAccount): Promise<void> {
    await this.credentials.save(account.credentials);
  }
}
