import type { ImageRef, ItemFile, RecordedEvent } from '@creators/contracts';
import { fields } from '../testing/item-events.js';
import { project } from '../testing/project-events.js';
import {
  MEDIA_BLOBS,
  MEDIA_UPLOADS,
  MEDIA_USAGE,
  mediaReferencesProjector,
  type MediaBlobDoc,
  type MediaUploadDoc,
} from './media-references.projector.js';

let position = 0;
const at = (hour: number): string => `2026-03-01T${String(hour).padStart(2, '0')}:00:00.000Z`;
const event = (streamId: string, type: string, data: object, hour: number): RecordedEvent => {
  position += 1;
  return {
    type,
    version: 1,
    data,
    streamId,
    revision: 0,
    position,
    metadata: { eventId: `e${position}`, occurredAt: at(hour), creatorId: null, correlationId: 'c', causationId: null },
  };
};
const hash = (c: string): string => c.repeat(64);
const image = (uploadId: string, blob: string): ImageRef => ({
  uploadId,
  hash: hash('f'),
  width: 800,
  height: 600,
  placeholder: 'data:image/webp;base64,AA',
  variants: [
    { width: 400, height: 300, format: 'webp', hash: hash(blob), size: 10 },
    { width: 400, height: 300, format: 'jpeg', hash: hash(blob === 'a' ? 'b' : 'c'), size: 12 },
  ],
});
const imageUploaded = (uploadId: string, blob: string, hour = 1): RecordedEvent =>
  event(
    `upload-${uploadId}`,
    'ImageUploaded',
    {
      uploadId,
      ownerId: 'owner',
      purpose: 'cover',
      size: 1000,
      mediaType: 'image/png',
      image: image(uploadId, blob),
    },
    hour,
  );
const file = (uploadId: string): ItemFile => ({
  uploadId,
  hash: hash('d'),
  size: 99,
  mediaType: 'application/zip',
  name: 'kit.zip',
  format: null,
});
const fileUploaded = (uploadId: string, hour = 1): RecordedEvent =>
  event(`upload-${uploadId}`, 'FileUploaded', { uploadId, ownerId: 'owner', file: file(uploadId) }, hour);
const created = (itemId: string, extra: object, hour: number): RecordedEvent =>
  event(
    `template-${itemId}`,
    'TemplateCreated',
    {
      itemId,
      kind: 'templates',
      creatorId: 'owner',
      slug: itemId,
      fields: fields('Kit', extra),
    },
    hour,
  );
const edited = (itemId: string, changes: object, hour: number): RecordedEvent =>
  event(`template-${itemId}`, 'TemplateEdited', { itemId, kind: 'templates', changes }, hour);
const deleted = (itemId: string, hour: number): RecordedEvent =>
  event(`template-${itemId}`, 'TemplateDeleted', { itemId, kind: 'templates' }, hour);

const upload = (model: Awaited<ReturnType<typeof project>>, id: string): MediaUploadDoc | null =>
  model.get(MEDIA_UPLOADS, id) as MediaUploadDoc | null;

describe('media references projector', () => {
  it('given an upload nothing refers to, it is sweepable from when it was uploaded', async () => {
    const model = await project(mediaReferencesProjector, [imageUploaded('u1', 'a', 3)]);
    expect(upload(model, 'u1')).toEqual({
      id: 'u1',
      ownerId: 'owner',
      blobs: [hash('a'), hash('b')],
      references: 0,
      sweepable: true,
      idleSince: at(3),
      uploadedAt: at(3),
      bytes: 22,
    });
    expect(model.get(MEDIA_BLOBS, hash('a'))).toEqual({
      id: hash('a'),
      uploadIds: ['u1'],
      imageFormat: 'webp',
      width: 400,
      size: 10,
    });
  });

  it('given an item that uses it as cover, gallery image and file, counts the item once per upload', async () => {
    const model = await project(mediaReferencesProjector, [
      imageUploaded('u1', 'a'),
      fileUploaded('f1'),
      created('i1', { coverImage: image('u1', 'a'), galleryImages: [image('u1', 'a')], files: [file('f1')] }, 2),
    ]);
    expect(upload(model, 'u1')).toMatchObject({ references: 1, sweepable: false, idleSince: null });
    expect(upload(model, 'f1')).toMatchObject({ references: 1, sweepable: false });
  });

  it('given an edit of one field, leaves what the other fields refer to', async () => {
    const model = await project(mediaReferencesProjector, [
      imageUploaded('u1', 'a'),
      imageUploaded('u2', 'a'),
      fileUploaded('f1'),
      created('i1', { coverImage: image('u1', 'a'), files: [file('f1')] }, 2),
      edited('i1', { coverImage: image('u2', 'a') }, 5),
    ]);
    expect(upload(model, 'u1')).toMatchObject({ references: 0, sweepable: true, idleSince: at(5) });
    expect(upload(model, 'u2')).toMatchObject({ references: 1, sweepable: false });
    expect(upload(model, 'f1')).toMatchObject({ references: 1 });
  });

  it('given two items sharing an upload, keeps it referenced when one is deleted, idle when both are', async () => {
    const model = await project(mediaReferencesProjector, [
      imageUploaded('u1', 'a'),
      created('i1', { coverImage: image('u1', 'a') }, 2),
      created('i2', { galleryImages: [image('u1', 'a')] }, 3),
      deleted('i1', 4),
    ]);
    expect(upload(model, 'u1')).toMatchObject({ references: 1, sweepable: false });
    await model.given([deleted('i2', 6)]);
    expect(upload(model, 'u1')).toMatchObject({ references: 0, sweepable: true, idleSince: at(6) });
  });

  it('given an avatar replaced, frees the old one', async () => {
    const avatar = (id: string): RecordedEvent =>
      event('creator-owner', 'CreatorProfileUpdated', { creatorId: 'owner', changes: { avatar: image(id, 'a') } }, 7);
    const model = await project(mediaReferencesProjector, [
      imageUploaded('u1', 'a'),
      imageUploaded('u2', 'a'),
      avatar('u1'),
    ]);
    expect(upload(model, 'u1')).toMatchObject({ references: 1 });
    await model.given([avatar('u2')]);
    expect(upload(model, 'u1')).toMatchObject({ references: 0, sweepable: true });
    expect(upload(model, 'u2')).toMatchObject({ references: 1 });
  });

  it('given the same bytes in two uploads, a sweep of one leaves the blob to the other', async () => {
    const model = await project(mediaReferencesProjector, [imageUploaded('u1', 'a'), imageUploaded('u2', 'a')]);
    expect((model.get(MEDIA_BLOBS, hash('a')) as MediaBlobDoc).uploadIds).toEqual(['u1', 'u2']);
    await model.given([event('upload-u1', 'UploadSwept', { uploadId: 'u1', deletedBlobs: [] }, 9)]);
    expect(upload(model, 'u1')).toBeNull();
    expect((model.get(MEDIA_BLOBS, hash('a')) as MediaBlobDoc).uploadIds).toEqual(['u2']);
    await model.given([event('upload-u2', 'UploadSwept', { uploadId: 'u2', deletedBlobs: [hash('a')] }, 9)]);
    expect(model.get(MEDIA_BLOBS, hash('a'))).toBeNull();
    expect(model.ids(MEDIA_BLOBS)).toEqual([]);
  });

  it('given events that touch no upload, changes nothing', async () => {
    const model = await project(mediaReferencesProjector, [imageUploaded('u1', 'a')]);
    expect(await model.changesFor(edited('i9', { title: 'Renamed' }, 3))).toEqual([]);
    expect(await model.changesFor(created('i9', {}, 3))).toEqual([]);
  });

  it('given uploads and sweeps, counts what each owner keeps stored', async () => {
    const model = await project(mediaReferencesProjector, [imageUploaded('u1', 'a'), fileUploaded('f1')]);
    expect(model.get(MEDIA_USAGE, 'owner')).toEqual({ id: 'owner', bytes: 22 + 99, uploads: 2 });
    await model.given([event('upload-u1', 'UploadSwept', { uploadId: 'u1', deletedBlobs: [] }, 9)]);
    expect(model.get(MEDIA_USAGE, 'owner')).toEqual({ id: 'owner', bytes: 99, uploads: 1 });
    await model.given([event('upload-f1', 'UploadSwept', { uploadId: 'f1', deletedBlobs: [] }, 9)]);
    expect(model.get(MEDIA_USAGE, 'owner')).toBeNull();
  });
});
