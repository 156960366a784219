import { Command } from '@nestjs/cqrs';
import type { AccountAnswer } from '@creators/contracts';
import type { CommandMetadata } from '../../../platform/command-metadata.js';

/** The second step of signing in: the challenge the password earned, and a code (from the app, or a recovery code). */
export class AnswerSecondFactor extends Command<AccountAnswer> {
  constructor(
    readonly challenge: string,
    readonly code: string,
    /** Who is trying (the client's IP address), for throttling. */
    readonly client: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
