import { mediaError } from '../../media.errors.js';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { uploadStreamId, type FileRef, type FileUploadAnswer } from '@creators/contracts';
import { BlobStoreError, type BlobStore, type EventStore } from '@creators/storage';
import { newIdFor } from '../../../platform/command-metadata.js';
import { DomainError, invalidField } from '../../../platform/domain-error.js';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { BLOB_STORE, EVENT_STORE, MEDIA_SETTINGS } from '../../../platform/tokens.js';
import { fileNameProblem } from '../../../platform/file-names.js';
import { fileTypeOf, isExecutable } from '../../domain/media-type.js';
import { uploadDecider } from '../../domain/upload.decider.js';
import type { MediaSettings } from '../../media-settings.js';
import { StorageQuota } from '../../uploads/storage-quota.js';
import { UploadFile } from './upload-file.command.js';

/** Enough of a file's start to tell what it is. */
const HEAD_BYTES = 4096;

@CommandHandler(UploadFile)
export class UploadFileHandler implements ICommandHandler<UploadFile, FileUploadAnswer> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(MEDIA_SETTINGS) private readonly settings: MediaSettings,
    private readonly quota: StorageQuota,
  ) {}

  async execute({ name, body, declaredLength, metadata }: UploadFile): Promise<FileUploadAnswer> {
    const ownerId = metadata.creatorId;
    const problem = fileNameProblem(name);
    if (problem !== null) throw invalidField('name', problem);
    const limit = this.settings.maxFileBytes;
    if (declaredLength !== null && declaredLength > limit) throw tooLarge(limit);
    await this.quota.check(ownerId, declaredLength ?? 0);

    const sniffed = sniffing(body);
    let stored;
    try {
      // Streamed to the store, hashed on the way: a 100 MB file never sits in memory.
      stored = await this.blobs.put(sniffed.body, { maxBytes: limit });
    } catch (error) {
      if (error instanceof BlobStoreError && error.code === 'too_large') throw tooLarge(limit);
      throw error;
    }
    // What was stored but not recorded is deleted by the sweep (blobs no upload recorded).
    await this.quota.check(ownerId, stored.size);
    const uploadId = newIdFor(metadata, 'upload');
    const file: FileRef = { uploadId, hash: stored.hash, size: stored.size, mediaType: sniffed.mediaType(), name };
    const outcome = await handleCommand(
      this.events,
      uploadStreamId(uploadId),
      uploadDecider,
      { type: 'RecordFile', uploadId, ownerId, file },
      metadata,
    );
    const recorded = outcome.state.status === 'file' ? outcome.state.file : file;
    return { id: uploadId, file: recorded, position: String(outcome.position) };
  }
}

const tooLarge = (limit: number): DomainError =>
  mediaError('payload_too_large', `a file may be at most ${limit / 1e6} MB`);

/**
 * Passes a body through, judging it by its first bytes on the way: an empty body or a program
 * stops the stream, so the store keeps nothing of it.
 */
function sniffing(source: AsyncIterable<Uint8Array>): { body: AsyncIterable<Uint8Array>; mediaType: () => string } {
  let mediaType = 'application/octet-stream';
  const judge = (head: Buffer): void => {
    if (isExecutable(head)) {
      throw mediaError('unsupported_media_type', 'programs and scripts are not accepted as deliverables');
    }
    mediaType = fileTypeOf(head);
  };
  async function* body(): AsyncGenerator<Uint8Array> {
    let head: Buffer | null = Buffer.alloc(0);
    for await (const chunk of source) {
      if (head === null) {
        yield chunk;
        continue;
      }
      head = Buffer.concat([head, chunk]);
      if (head.length >= HEAD_BYTES) {
        judge(head);
        yield head;
        head = null;
      }
    }
    if (head === null) return;
    if (head.length === 0) throw invalidField('body', 'is empty');
    judge(head);
    yield head;
  }
  return { body: body(), mediaType: () => mediaType };
}
