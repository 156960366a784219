import { Module } from '@nestjs/common';
import { SweepUploadsHandler } from './commands/sweep-uploads/sweep-uploads.handler.js';
import { UploadFileHandler } from './commands/upload-file/upload-file.handler.js';
import { UploadImageHandler } from './commands/upload-image/upload-image.handler.js';
import { MediaUploadsController } from './http/media-uploads.controller.js';
import { GetStorageUsageHandler } from './queries/get-storage-usage/get-storage-usage.handler.js';
import { GetUploadedFileHandler } from './queries/get-uploaded-file/get-uploaded-file.handler.js';
import { MediaSweeper } from './sweep/media-sweeper.js';
import { StorageQuota } from './uploads/storage-quota.js';

/**
 * Uploads: images made into renditions, deliverable files streamed to the blob store, their
 * downloads, and the sweep of what nothing refers to. Image renditions are served by a plain
 * Fastify route (http/serve-media.ts), registered with the static files.
 */
@Module({
  controllers: [MediaUploadsController],
  providers: [
    UploadImageHandler,
    UploadFileHandler,
    SweepUploadsHandler,
    GetUploadedFileHandler,
    GetStorageUsageHandler,
    MediaSweeper,
    StorageQuota,
  ],
})
export class MediaModule {}
