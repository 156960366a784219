import { Module } from '@nestjs/common';
import { SweepUploadsHandler } from './commands/sweep-uploads/sweep-uploads.handler.js';
import { UploadFileHandler } from './commands/upload-file/upload-file.handler.js';
import { UploadImageHandler } from './commands/upload-image/upload-image.handler.js';
import { ItemFilesController } from './http/item-files.controller.js';
import { MediaUploadsController } from './http/media-uploads.controller.js';
import { GetItemFileHandler } from './queries/get-item-file/get-item-file.handler.js';
import { GetUploadedFileHandler } from './queries/get-uploaded-file/get-uploaded-file.handler.js';
import { MediaSweeper } from './sweep/media-sweeper.js';

/**
 * Uploads: images made into renditions, deliverable files streamed to the blob store, their
 * downloads, and the sweep of what nothing refers to. Image renditions are served by a plain
 * Fastify route (http/serve-media.ts), registered with the static files.
 */
@Module({
  controllers: [MediaUploadsController, ItemFilesController],
  providers: [
    UploadImageHandler,
    UploadFileHandler,
    SweepUploadsHandler,
    GetUploadedFileHandler,
    GetItemFileHandler,
    MediaSweeper,
  ],
})
export class MediaModule {}
