import { Command } from '@nestjs/cqrs';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

/** Two-factor sign-in off: only with the password and a code (from the app, or a recovery code). */
export class DisableTwoFactor extends Command<void> {
  constructor(
    readonly password: string,
    readonly code: string,
    readonly client: string,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
