import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../platform/command-metadata.js';

/** The link from the reset e-mail and a new password: every session ends, and the address is told. */
export class ResetPassword extends Command<void> {
  constructor(
    readonly token: string,
    readonly password: string,
    readonly origin: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
