import { Command } from '@nestjs/cqrs';
import type { CommandAnswer } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

export interface AddedLinkAnswer extends CommandAnswer {
  readonly id: string;
}

/** A creator adds a link at the end of their list. */
export class AddLink extends Command<AddedLinkAnswer> {
  constructor(
    readonly title: string,
    readonly url: string,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
