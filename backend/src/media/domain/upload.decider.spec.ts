import type { ImageRef, RecordedEvent } from '@creators/contracts';
import { DomainError } from '../../platform/domain-error.js';
import { decideUpload, referenceTo, uploadDecider, type UploadState } from './upload.decider.js';

const image: ImageRef = { uploadId: 'u1', hash: 'h', width: 10, height: 10, placeholder: 'p', variants: [] };
const recorded = (type: string, data: object): RecordedEvent => ({
  type,
  version: 1,
  data,
  streamId: 'upload-u1',
  revision: 0,
  position: 1,
  metadata: { eventId: 'e', occurredAt: 'now', creatorId: null, correlationId: 'c', causationId: null },
});
const given = (...events: RecordedEvent[]): UploadState =>
  events.reduce<UploadState>((state, stored) => {
    const event = uploadDecider.read(stored);
    return event === null ? state : uploadDecider.evolve(state, event);
  }, uploadDecider.initial);
const cover = recorded('ImageUploaded', {
  uploadId: 'u1',
  ownerId: 'ana',
  purpose: 'cover',
  size: 1,
  mediaType: 'image/png',
  image,
});

describe('an upload', () => {
  it('is recorded once', () => {
    const command = {
      type: 'RecordImage',
      uploadId: 'u1',
      ownerId: 'ana',
      purpose: 'cover',
      size: 1,
      mediaType: 'image/png',
      image,
    } as const;
    expect(decideUpload(command, given())).toEqual([{ type: 'ImageUploaded', data: cover.data }]);
    expect(() => decideUpload(command, given(cover))).toThrow(DomainError);
  });

  it('is swept once, and never before it exists', () => {
    const sweep = { type: 'Sweep', uploadId: 'u1', deletedBlobs: ['h'] } as const;
    expect(decideUpload(sweep, given())).toEqual([]);
    expect(decideUpload(sweep, given(cover))).toEqual([
      { type: 'UploadSwept', data: { uploadId: 'u1', deletedBlobs: ['h'] } },
    ]);
    expect(decideUpload(sweep, given(cover, recorded('UploadSwept', { uploadId: 'u1', deletedBlobs: [] })))).toEqual(
      [],
    );
  });

  it('may be referred to by its owner only, for what it was uploaded as, until it is swept', () => {
    expect(referenceTo(given(cover), 'ana', 'item-image', 'coverImageId')).toBe(image);
    expect(() => referenceTo(given(cover), 'bo', 'item-image', 'coverImageId')).toThrow(/not an upload of yours/);
    expect(() => referenceTo(given(cover), 'ana', 'avatar', 'avatarImageId')).toThrow(/as an item image/);
    expect(() => referenceTo(given(cover), 'ana', 'file', 'files[0]')).toThrow(/image upload, not a file/);
    const swept = given(cover, recorded('UploadSwept', { uploadId: 'u1', deletedBlobs: [] }));
    expect(() => referenceTo(swept, 'ana', 'item-image', 'coverImageId')).toThrow(/not an upload of yours/);
  });
});
