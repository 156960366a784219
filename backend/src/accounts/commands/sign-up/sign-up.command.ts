import { Command } from '@nestjs/cqrs';
import type { AccountAnswer } from '@creators/contracts';
import type { CommandMetadata } from '../../../platform/command-metadata.js';

export interface SignUpDetails {
  readonly email: string;
  readonly password: string;
  readonly handle: string;
  readonly name: string;
}

/**
 * Someone becomes a creator: an account (e-mail and password) and a creator stream. It starts no
 * session (the HTTP route does), so the demo seeder can send it as it is.
 */
export class SignUp extends Command<AccountAnswer> {
  constructor(
    readonly details: SignUpDetails,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
