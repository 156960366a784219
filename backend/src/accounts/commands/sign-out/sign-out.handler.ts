import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionStore } from '../../sessions/session-store.js';
import { SignOut } from './sign-out.command.js';

@CommandHandler(SignOut)
export class SignOutHandler implements ICommandHandler<SignOut, void> {
  constructor(private readonly sessions: SessionStore) {}

  async execute({ sessionId }: SignOut): Promise<void> {
    if (sessionId !== null) await this.sessions.end(sessionId);
  }
}
