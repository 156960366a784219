import { Command } from '@nestjs/cqrs';
import type { CommandAnswer } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

/** A creator puts all of their links in a new order. */
export class ReorderLinks extends Command<CommandAnswer> {
  constructor(
    readonly linkIds: readonly string[],
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
