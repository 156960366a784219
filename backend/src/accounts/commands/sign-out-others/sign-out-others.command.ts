import { Command } from '@nestjs/cqrs';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

/** Ends every session of the signed-in creator but the one asking. */
export class SignOutOthers extends Command<{ readonly sessionsEnded: number }> {
  constructor(
    readonly sessionId: string,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
