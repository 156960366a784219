import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { collectionName, type CollectionSpec, type DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../platform/tokens.js';

export const SESSIONS = collectionName<Session>('sessions');
export { SESSION_COOKIE } from '../../platform/http/cookies.js';
export const SESSION_DAYS = 30;

export const SESSIONS_COLLECTION: CollectionSpec = {
  name: SESSIONS,
  fields: { creatorId: 'string', expiresAt: 'string' },
  indexes: [['creatorId']],
};

/** Where a session was started from, to help its owner recognise it. */
export interface SessionOrigin {
  readonly userAgent: string;
  /** A coarse network address: the last part hidden. */
  readonly client: string;
}

export interface Session {
  readonly id: string;
  readonly creatorId: string;
  readonly createdAt: string;
  readonly expiresAt: string;
  /** Absent on sessions started before they were recorded. */
  readonly userAgent?: string;
  readonly client?: string;
  readonly lastUsedAt?: string;
  readonly [field: string]: unknown;
}

/** Last use is written at most this often: a session's list needs the hour, not every request. */
const LAST_USED_EVERY_MS = 5 * 60_000;

/** An address with its last part hidden (`198.51.100.*`, `2001:db8:1:2:*`): enough to recognise, no more. */
export function coarseClient(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/.exec(ip);
  if (v4?.[1] !== undefined) return `${v4[1]}.*`;
  const groups = ip.split(':').filter((group) => group !== '');
  return groups.length > 1 ? `${groups.slice(0, 4).join(':')}:*` : 'unknown';
}

/** Only a hash of the session token is stored: a leaked database holds no usable session. */
const idOf = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** Sessions live in the document store, never in the event log. */
@Injectable()
export class SessionStore {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  /** Starts a session with a fresh token (so signing in rotates the session id). */
  async start(
    creatorId: string,
    origin: SessionOrigin | null = null,
    now = new Date(),
  ): Promise<{ token: string; session: Session }> {
    const token = randomBytes(32).toString('base64url');
    const session: Session = {
      id: idOf(token),
      creatorId,
      createdAt: now.toISOString(),
      lastUsedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000).toISOString(),
      ...origin,
    };
    await this.documents.write([{ op: 'put', collection: SESSIONS, doc: session }]);
    return { token, session };
  }

  async find(token: string, now = new Date()): Promise<Session | null> {
    if (token.length < 20 || token.length > 100) return null;
    const session = await this.documents.get(SESSIONS, idOf(token));
    if (session === null || session.expiresAt <= now.toISOString()) return null;
    return session;
  }

  async end(sessionId: string): Promise<void> {
    await this.documents.write([{ op: 'delete', collection: SESSIONS, id: sessionId }]);
  }

  /** Notes that a session was used now, unless that was noted a little while ago. */
  async touch(session: Session, now = new Date()): Promise<void> {
    const last = Date.parse(session.lastUsedAt ?? session.createdAt);
    if (now.getTime() - last < LAST_USED_EVERY_MS) return;
    const doc: Session = { ...session, lastUsedAt: now.toISOString() };
    await this.documents.write([{ op: 'put', collection: SESSIONS, doc }]);
  }

  /** A creator's sessions still valid, last used first. */
  async listOf(creatorId: string, now = new Date()): Promise<Session[]> {
    const page = await this.documents.find(SESSIONS, { filter: { creatorId }, limit: 1000 });
    const live = page.items.filter((session) => session.expiresAt > now.toISOString());
    const lastUse = (session: Session): string => session.lastUsedAt ?? session.createdAt;
    return live.sort((a, b) => lastUse(b).localeCompare(lastUse(a)));
  }

  /** Ends every session of a creator but the one kept (none: every one); gives how many ended. */
  async endAllOf(creatorId: string, keep: string | null): Promise<number> {
    const page = await this.documents.find(SESSIONS, { filter: { creatorId }, limit: 10_000 });
    const ending = page.items.filter((session) => session.id !== keep);
    if (ending.length > 0)
      await this.documents.write(ending.map((session) => ({ op: 'delete', collection: SESSIONS, id: session.id })));
    return ending.length;
  }
}
