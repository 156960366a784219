import { mediaError } from '../../media.errors.js';
import { Readable } from 'node:stream';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { uploadStreamId, type ImageRef, type ImageUploadAnswer } from '@creators/contracts';
import type { BlobStore } from '@creators/storage';
import { newIdFor } from '../../../platform/command-metadata.js';
import { ReadModelClock } from '../../../platform/read-model-clock.js';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { BLOB_STORE, EVENT_STORE, MEDIA_SETTINGS } from '../../../platform/tokens.js';
import type { EventStore } from '@creators/storage';
import { uploadDecider } from '../../domain/upload.decider.js';
import type { MediaSettings } from '../../media-settings.js';
import { processImage } from '../../processing/image-pipeline.js';
import { readAtMost } from '../../processing/read-at-most.js';
import { StorageQuota } from '../../uploads/storage-quota.js';
import { UploadImage } from './upload-image.command.js';

@CommandHandler(UploadImage)
export class UploadImageHandler implements ICommandHandler<UploadImage, ImageUploadAnswer> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(MEDIA_SETTINGS) private readonly settings: MediaSettings,
    private readonly clock: ReadModelClock,
    private readonly quota: StorageQuota,
  ) {}

  async execute({ purpose, body, declaredLength, metadata }: UploadImage): Promise<ImageUploadAnswer> {
    const ownerId = metadata.creatorId;
    const limit = this.settings.maxImageBytes;
    const tooLarge = mediaError('payload_too_large', `an image may be at most ${limit / 1e6} MB`);
    if (declaredLength !== null && declaredLength > limit) throw tooLarge;
    await this.quota.check(ownerId, declaredLength ?? 0);
    const bytes = await readAtMost(body, limit, tooLarge);
    const processed = await processImage(bytes, purpose, { maxPixels: this.settings.maxImagePixels });
    // The renditions are what is kept: they count against the quota, not the original.
    await this.quota.check(
      ownerId,
      processed.renditions.reduce((sum, rendition) => sum + rendition.bytes.length, 0),
    );

    const variants = [];
    for (const rendition of processed.renditions) {
      const { hash, size } = await this.blobs.put(Readable.from([rendition.bytes]));
      variants.push({ width: rendition.width, height: rendition.height, format: rendition.format, hash, size });
    }
    const uploadId = newIdFor(metadata, 'upload');
    const image: ImageRef = {
      uploadId,
      hash: processed.hash,
      width: processed.width,
      height: processed.height,
      placeholder: processed.placeholder,
      variants,
    };
    const outcome = await handleCommand(
      this.events,
      uploadStreamId(uploadId),
      uploadDecider,
      { type: 'RecordImage', uploadId, ownerId, purpose, size: processed.size, mediaType: processed.mediaType, image },
      metadata,
    );
    // A retried upload (same Idempotency-Key) finds its first recording and answers with it.
    const stored = outcome.state.status === 'image' ? outcome.state.image : image;
    // The renditions are served as the media read model knows them, and the browser asks for the
    // preview as soon as this answers (an image request carries no X-Consistent-With): wait
    // (briefly) for the read model, so the preview is not a 404.
    await this.clock.waitFor(outcome.position, 2000);
    return { id: uploadId, image: stored, position: String(outcome.position) };
  }
}
