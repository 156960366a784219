import { Command } from '@nestjs/cqrs';
import type { AccountAnswer } from '@creators/contracts';
import type { CheckedAccount } from '../../../accounts/credentials/account-opening.js';
import type { CommandMetadata } from '../../../platform/command-metadata.js';

/** An address and password as typed (demo content, tools): checked and hashed on the way in. */
export interface TypedCredentials {
  readonly email: string;
  readonly password: string;
}

export interface JoinDetails {
  /** The address and password: as typed, or already checked and hashed (a confirmed sign-up). */
  readonly account: CheckedAccount | TypedCredentials;
  readonly handle: string;
  readonly name: string;
  /** The creator's id when one was chosen before (a confirmed sign-up); a new one otherwise. */
  readonly creatorId?: string;
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
