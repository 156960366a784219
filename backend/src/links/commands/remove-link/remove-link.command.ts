import { Command } from '@nestjs/cqrs';
import type { CommandAnswer } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

/** A creator removes one of their links. */
export class RemoveLink extends Command<CommandAnswer> {
  constructor(
    readonly linkId: string,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
