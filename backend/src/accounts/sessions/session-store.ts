import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CollectionSpec, DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../platform/tokens.js';

export const SESSIONS = 'sessions';
export { SESSION_COOKIE } from '../../platform/http/cookies.js';
export const SESSION_DAYS = 30;

export const SESSIONS_COLLECTION: CollectionSpec = {
  name: SESSIONS,
  fields: { creatorId: 'string', expiresAt: 'string' },
  indexes: [['creatorId']],
};

export interface Session {
  readonly id: string;
  readonly creatorId: string;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly [field: string]: unknown;
}

/** Only a hash of the session token is stored: a leaked database holds no usable session. */
const idOf = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** Sessions live in the document store, never in the event log. */
@Injectable()
export class SessionStore {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  /** Starts a session with a fresh token (so signing in rotates the session id). */
  async start(creatorId: string, now = new Date()): Promise<{ token: string; session: Session }> {
    const token = randomBytes(32).toString('base64url');
    const session: Session = {
      id: idOf(token),
      creatorId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000).toISOString(),
    };
    await this.documents.write([{ op: 'put', collection: SESSIONS, doc: session }]);
    return { token, session };
  }

  async find(token: string, now = new Date()): Promise<Session | null> {
    if (token.length < 20 || token.length > 100) return null;
    const session = await this.documents.get<Session>(SESSIONS, idOf(token));
    if (session === null || session.expiresAt <= now.toISOString()) return null;
    return session;
  }

  async end(sessionId: string): Promise<void> {
    await this.documents.write([{ op: 'delete', collection: SESSIONS, id: sessionId }]);
  }
}
