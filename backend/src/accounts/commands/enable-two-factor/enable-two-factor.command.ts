import { Command } from '@nestjs/cqrs';
import type { RecoveryCodes } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

/** A code from the app confirms the set-up: two-factor sign-in is on, with ten recovery codes. */
export class EnableTwoFactor extends Command<RecoveryCodes> {
  constructor(
    readonly code: string,
    readonly client: string,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
