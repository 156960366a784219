import { Command } from '@nestjs/cqrs';

/** Ends a session (none when the visitor was not signed in: signing out is always allowed). */
export class SignOut extends Command<void> {
  constructor(readonly sessionId: string | null) {
    super();
  }
}
