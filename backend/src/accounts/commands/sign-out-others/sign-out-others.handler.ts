import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionStore } from '../../sessions/session-store.js';
import { AccountStream } from '../account-stream.js';
import { SignOutOthers } from './sign-out-others.command.js';

@CommandHandler(SignOutOthers)
export class SignOutOthersHandler implements ICommandHandler<SignOutOthers, { readonly sessionsEnded: number }> {
  constructor(
    private readonly sessions: SessionStore,
    private readonly stream: AccountStream,
  ) {}

  async execute({ sessionId, metadata }: SignOutOthers): Promise<{ readonly sessionsEnded: number }> {
    const creatorId = metadata.creatorId;
    const sessionsEnded = await this.sessions.endAllOf(creatorId, sessionId);
    await this.stream.decide({ type: 'SignOutOtherSessions', creatorId, sessionsEnded }, metadata);
    return { sessionsEnded };
  }
}
