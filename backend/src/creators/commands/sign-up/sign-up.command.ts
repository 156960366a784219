import { Command } from '@nestjs/cqrs';
import type { AccountAnswer } from '@creators/contracts';
import type { CommandMetadata } from '../../../platform/command-metadata.js';
import type { UniqueClaim } from '../../../platform/unique-claims.js';

/**
 * Someone becomes a creator: their stream starts and their handle is theirs. `alsoClaims` are
 * names held alongside (the e-mail address of the account they will sign in with), taken with the
 * handle or not at all.
 */
export class SignUp extends Command<AccountAnswer> {
  constructor(
    readonly creatorId: string,
    readonly handle: string,
    readonly name: string,
    readonly alsoClaims: readonly UniqueClaim[],
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
