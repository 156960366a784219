import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../platform/command-metadata.js';

/** The link sent to a new address: the account signs in with it from now on, and the old one is told. */
export class ConfirmEmailChange extends Command<{ readonly email: string }> {
  constructor(
    readonly token: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
