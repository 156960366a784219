import { mediaError } from '../../media.errors.js';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { uploadStreamId, type FileRef } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { loadState } from '../../../platform/event-sourcing.js';
import { EVENT_STORE } from '../../../platform/tokens.js';
import { uploadDecider } from '../../domain/upload.decider.js';
import { UPLOAD_ID } from '../../domain/upload-id.js';
import { GetUploadedFile } from './get-uploaded-file.query.js';

@QueryHandler(GetUploadedFile)
export class GetUploadedFileHandler implements IQueryHandler<GetUploadedFile, FileRef> {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  async execute({ uploadId, viewerId }: GetUploadedFile): Promise<FileRef> {
    const notFound = mediaError('upload_not_found', 'no file of yours has this id');
    if (!UPLOAD_ID.test(uploadId)) throw notFound;
    const { state } = await loadState(this.events, uploadStreamId(uploadId), uploadDecider);
    if (state.status !== 'file' || state.ownerId !== viewerId) throw notFound;
    return state.file;
  }
}
