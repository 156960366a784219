import { Inject, Injectable } from '@nestjs/common';
import { collectionName, type CollectionSpec, type DocumentStore } from '@creators/storage';
import type { AccountEmails } from '../../platform/account-emails.js';
import { DOCUMENT_STORE } from '../../platform/tokens.js';

export const ACCOUNTS = collectionName<Credentials>('accounts');

export const ACCOUNTS_COLLECTION: CollectionSpec = {
  name: ACCOUNTS,
  fields: { creatorId: 'string' },
  indexes: [['creatorId']],
};

/** A creator's sign-in credentials, keyed by the hash of their normalised e-mail address. */
export interface Credentials {
  readonly id: string;
  readonly email: string;
  readonly creatorId: string;
  readonly passwordHash: string;
  readonly createdAt: string;
  readonly [field: string]: unknown;
}

/** Credentials live in the document store, never in the event log (which is kept forever and replayed). */
@Injectable()
export class CredentialStore implements AccountEmails {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async save(credentials: Credentials): Promise<void> {
    await this.documents.write([{ op: 'put', collection: ACCOUNTS, doc: credentials }]);
  }

  find(emailKey: string): Promise<Credentials | null> {
    return this.documents.get(ACCOUNTS, emailKey);
  }

  /** A creator's credentials, whatever their address. */
  async ofCreator(creatorId: string): Promise<Credentials | null> {
    const page = await this.documents.find(ACCOUNTS, { filter: { creatorId }, limit: 1 });
    return page.items[0] ?? null;
  }

  /** Moves credentials to a new address (and its keyed name) in one write. */
  async move(credentials: Credentials, email: string, emailKey: string): Promise<void> {
    await this.documents.write([
      { op: 'put', collection: ACCOUNTS, doc: { ...credentials, id: emailKey, email } },
      { op: 'delete', collection: ACCOUNTS, id: credentials.id },
    ]);
  }

  /** Deletes the credentials: the address and the password's hash are gone. */
  async forget(credentials: Credentials): Promise<void> {
    await this.documents.write([{ op: 'delete', collection: ACCOUNTS, id: credentials.id }]);
  }

  /** The address of a creator's account (the `AccountEmails` port, for the outbox's messages). */
  async addressOf(creatorId: string): Promise<string | null> {
    const page = await this.documents.find(ACCOUNTS, { filter: { creatorId }, limit: 1 });
    return page.items[0]?.email ?? null;
  }
}
