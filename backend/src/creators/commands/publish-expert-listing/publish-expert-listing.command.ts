import { Command } from '@nestjs/cqrs';
import type { CommandAnswer, ExpertListing } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

/** The acting creator lists themselves on the experts page, or replaces their listing. */
export class PublishExpertListing extends Command<CommandAnswer> {
  constructor(
    readonly listing: ExpertListing,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
