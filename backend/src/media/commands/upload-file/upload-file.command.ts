import { Command } from '@nestjs/cqrs';
import type { FileUploadAnswer } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

/** A creator sends a deliverable: a vector file, an archive, an attachment. */
export class UploadFile extends Command<FileUploadAnswer> {
  constructor(
    readonly name: string,
    readonly body: AsyncIterable<Uint8Array>,
    readonly declaredLength: number | null,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
