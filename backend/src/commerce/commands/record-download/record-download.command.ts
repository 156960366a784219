import { Command } from '@nestjs/cqrs';
import type { FileDownloadedData } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

/** An entitled account downloads one of an item's files: counted for the creator's numbers. */
export class RecordDownload extends Command<void> {
  constructor(
    readonly download: FileDownloadedData,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
