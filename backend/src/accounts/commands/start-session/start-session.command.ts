import { Command } from '@nestjs/cqrs';

/** Starts a session with a fresh token for a creator who has just signed up or in, ending the one it replaces. */
export class StartSession extends Command<{ readonly token: string }> {
  constructor(
    readonly creatorId: string,
    readonly replacesSessionId: string | null,
  ) {
    super();
  }
}
