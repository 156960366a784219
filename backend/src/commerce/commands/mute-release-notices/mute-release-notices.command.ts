import { Command } from '@nestjs/cqrs';
import type { MuteAnswer } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

/** A holder stops (or starts again) the e-mail about an item's new releases. */
export class MuteReleaseNotices extends Command<MuteAnswer> {
  constructor(
    readonly itemId: string,
    readonly muted: boolean,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
