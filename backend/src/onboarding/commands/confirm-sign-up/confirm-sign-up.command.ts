import { Command } from '@nestjs/cqrs';
import type { AccountAnswer } from '@creators/contracts';
import type { CommandMetadata } from '../../../platform/command-metadata.js';

/** The owner of an address opened the link of their sign-up: the creator and account are made. */
export class ConfirmSignUp extends Command<AccountAnswer> {
  constructor(
    readonly token: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
