import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AccountSessionView } from '@creators/contracts';
import { SessionStore } from '../../sessions/session-store.js';
import { ListSessions } from './list-sessions.query.js';

@QueryHandler(ListSessions)
export class ListSessionsHandler implements IQueryHandler<ListSessions, { readonly items: AccountSessionView[] }> {
  constructor(private readonly sessions: SessionStore) {}

  async execute({ creatorId, sessionId }: ListSessions): Promise<{ readonly items: AccountSessionView[] }> {
    const sessions = await this.sessions.listOf(creatorId);
    return {
      items: sessions.map((session) => ({
        // The stored id is a hash of the cookie's token; a shorter one names it well enough here.
        id: session.id.slice(0, 16),
        current: session.id === sessionId,
        userAgent: session.userAgent ?? 'unknown browser',
        client: session.client ?? 'unknown',
        createdAt: session.createdAt,
        lastUsedAt: session.lastUsedAt ?? session.createdAt,
      })),
    };
  }
}
