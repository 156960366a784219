import { Command } from '@nestjs/cqrs';
import type { AccountAnswer } from '@creators/contracts';
import type { CommandMetadata } from '../../../platform/command-metadata.js';

export interface JoinDetails {
  readonly email: string;
  readonly password: string;
  readonly handle: string;
  readonly name: string;
}

/**
 * Someone joins: a creator (the creators' sign-up) and the account they sign in with (accounts'
 * credentials). It starts no session (the HTTP route does), so the demo seeder can send it as it is.
 */
export class Join extends Command<AccountAnswer> {
  constructor(
    readonly details: JoinDetails,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
