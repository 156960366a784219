import { Command } from '@nestjs/cqrs';
import type { CommandAnswer } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';
import type { LinkChanges } from '../../domain/links.decider.js';

/** A creator changes a link's title and/or address. */
export class EditLink extends Command<CommandAnswer> {
  constructor(
    readonly linkId: string,
    readonly changes: LinkChanges,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
