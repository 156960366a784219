import { Command } from '@nestjs/cqrs';
import type { CommandAnswer } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

/** The acting creator takes their listing off the experts page. */
export class WithdrawExpertListing extends Command<CommandAnswer> {
  constructor(readonly metadata: SignedInMetadata) {
    super();
  }
}
