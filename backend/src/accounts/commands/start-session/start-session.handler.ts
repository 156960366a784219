import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionStore } from '../../sessions/session-store.js';
import { StartSession } from './start-session.command.js';

@CommandHandler(StartSession)
export class StartSessionHandler implements ICommandHandler<StartSession, { readonly token: string }> {
  constructor(private readonly sessions: SessionStore) {}

  async execute({ creatorId, replacesSessionId, origin }: StartSession): Promise<{ readonly token: string }> {
    // Never reuse a session id across a sign-in (session fixation): the old one ends, a new one starts.
    if (replacesSessionId !== null) await this.sessions.end(replacesSessionId);
    const { token } = await this.sessions.start(creatorId, origin);
    return { token };
  }
}
