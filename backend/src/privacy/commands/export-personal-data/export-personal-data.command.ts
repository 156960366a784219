import type { Readable } from 'node:stream';
import { Command } from '@nestjs/cqrs';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

/** The signed-in creator downloads everything the product holds about them, as a ZIP. */
export class ExportPersonalData extends Command<{ readonly fileName: string; readonly body: Readable }> {
  constructor(readonly metadata: SignedInMetadata) {
    super();
  }
}
