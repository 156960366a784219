import { uploadStreamId, type FileRef, type ImageRef } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { invalidField } from '../../platform/domain-error.js';
import { loadState } from '../../platform/event-sourcing.js';
import type { ImageUse, UploadReferences } from '../../platform/uploads/upload-references.js';
import { referenceTo, uploadDecider, type UploadState } from '../domain/upload.decider.js';
import { UPLOAD_ID } from '../domain/upload-id.js';

/**
 * How other contexts take up uploads: the upload is read from its own stream (the truth, not a
 * read model that may lag), and its owner must be the creator acting.
 */
export class StreamUploadReferences implements UploadReferences {
  constructor(private readonly events: EventStore) {}

  async image(uploadId: string, creatorId: string, use: ImageUse, field: string): Promise<ImageRef> {
    return referenceTo(await this.uploadState(uploadId, field), creatorId, use, field);
  }

  async file(uploadId: string, creatorId: string, field: string): Promise<FileRef> {
    return referenceTo(await this.uploadState(uploadId, field), creatorId, 'file', field);
  }

  private async uploadState(uploadId: string, field: string): Promise<UploadState> {
    if (!UPLOAD_ID.test(uploadId)) throw invalidField(field, 'is not an upload id');
    return (await loadState(this.events, uploadStreamId(uploadId), uploadDecider)).state;
  }
}
