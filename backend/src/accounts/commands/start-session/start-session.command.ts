import { Command } from '@nestjs/cqrs';
import type { SessionOrigin } from '../../sessions/session-store.js';

/** Starts a session with a fresh token for a creator who has just signed up or in, ending the one it replaces. */
export class StartSession extends Command<{ readonly token: string }> {
  constructor(
    readonly creatorId: string,
    readonly replacesSessionId: string | null,
    /** The browser and network it is started from, for the list of sessions. */
    readonly origin: SessionOrigin | null = null,
  ) {
    super();
  }
}
