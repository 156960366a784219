import { Command } from '@nestjs/cqrs';
import type { ImagePurpose, ImageUploadAnswer } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

/** A creator sends an image for a cover, a gallery or their avatar. */
export class UploadImage extends Command<ImageUploadAnswer> {
  constructor(
    readonly purpose: ImagePurpose,
    readonly body: AsyncIterable<Uint8Array>,
    /** Content-Length, when sent: an image over the limit is refused before a byte is read. */
    readonly declaredLength: number | null,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
