import {
  asItemEvent,
  asMediaEvent,
  asCreatorEvent,
  type ImageFormat,
  type ItemFields,
  type MediaEvent,
  type RecordedEvent,
} from '@creators/contracts';
import { collectionName, type CollectionName, type Doc, type DocumentChange } from '@creators/storage';
import { projectPicked, type DocumentReader, type Projector, takenBy } from '../runner/projector.js';

/**
 * An upload and how many things refer to it. One with no references is `sweepable` from
 * `idleSince`: the sweep deletes it once the grace period has passed.
 */
export interface MediaUploadDoc {
  readonly id: string;
  readonly ownerId: string;
  /** Its blobs: an image's renditions, or a file's one blob. */
  readonly blobs: readonly string[];
  /** Items (cover, gallery, files) and profiles (avatar) that refer to it; each counts once. */
  readonly references: number;
  readonly sweepable: boolean;
  readonly idleSince: string | null;
  readonly uploadedAt: string;
  /** What it keeps stored: an image's renditions, or a file's bytes. */
  readonly bytes: number;
  readonly [field: string]: unknown;
}

/** What one account keeps stored in its uploads (until they are swept), against its quota. */
export interface MediaUsageDoc {
  readonly id: string;
  readonly bytes: number;
  readonly uploads: number;
  readonly [field: string]: unknown;
}

/**
 * A blob and the live uploads that hold it: the same bytes uploaded twice are one blob, which a
 * sweep deletes only when its last upload goes. `imageFormat` says it is an image rendition, which
 * is all that the public media route serves.
 */
export interface MediaBlobDoc {
  readonly id: string;
  readonly uploadIds: readonly string[];
  readonly imageFormat: ImageFormat | null;
  /** An image rendition's width in pixels, which its address names; null for a file. */
  readonly width: number | null;
  readonly size: number;
  readonly [field: string]: unknown;
}

/** What one item or profile refers to, per field, so an edit of one field can be told apart from the rest. */
interface MediaHolderDoc {
  readonly id: string;
  readonly slots: Readonly<Record<string, readonly string[]>>;
  readonly [field: string]: unknown;
}

export const MEDIA_UPLOADS = collectionName<MediaUploadDoc>('media_uploads');
export const MEDIA_BLOBS = collectionName<MediaBlobDoc>('media_blobs');
export const MEDIA_USAGE = collectionName<MediaUsageDoc>('media_usage');
const MEDIA_HOLDERS = collectionName<MediaHolderDoc>('media_holders');

/** The upload ids an item's fields refer to, per field that the fields set. */
function itemSlots(fields: Partial<ItemFields>): Record<string, string[]> {
  const slots: Record<string, string[]> = {};
  if (fields.coverImage !== undefined)
    slots.coverImage = fields.coverImage === null ? [] : [fields.coverImage.uploadId];
  if (fields.galleryImages !== undefined) slots.galleryImages = fields.galleryImages.map((image) => image.uploadId);
  if (fields.files !== undefined) slots.files = fields.files.map((file) => file.uploadId);
  return slots;
}

/** How an event changes what a holder (an item, a profile) refers to. */
interface SlotChange {
  readonly holder: string;
  readonly replace: Record<string, string[]> | 'all';
  readonly removed?: boolean;
}

/** The slots of a holder after an event, or null when the event says nothing about its uploads. */
function nextSlots(event: RecordedEvent): SlotChange | null {
  const item = asItemEvent(event);
  if (item !== null) {
    const holder = `item:${item.data.itemId}`;
    switch (item.change) {
      case 'Created': {
        // Most items have no uploads: nothing to read or write for them.
        const replace = itemSlots(item.data.fields);
        return Object.values(replace).every((ids) => ids.length === 0) ? null : { holder, replace };
      }
      case 'Edited': {
        const replace = itemSlots(item.data.changes);
        return Object.keys(replace).length === 0 ? null : { holder, replace };
      }
      case 'Deleted':
        return { holder, replace: 'all', removed: true };
      case 'Released': {
        // Each release keeps its own files: its holders may download any earlier one.
        const ids = item.data.files.map((file) => file.uploadId);
        return { holder, replace: { files: ids, [`release:${item.data.version}`]: ids } };
      }
      case 'Published':
      case 'Unpublished':
        return null;
    }
  }
  const creator = asCreatorEvent(event);
  if (creator?.type === 'CreatorProfileUpdated' && creator.data.changes.avatar !== undefined) {
    const { avatar } = creator.data.changes;
    return {
      holder: `creator:${creator.data.creatorId}`,
      replace: { avatar: avatar === null ? [] : [avatar.uploadId] },
    };
  }
  return null;
}

const referenced = (slots: Readonly<Record<string, readonly string[]>>): Set<string> =>
  new Set(Object.values(slots).flat());

/** Documents read once and changed in place while one event is projected. */
class Changes {
  private readonly docs = new Map<string, Doc | null>();
  private readonly touched = new Set<string>();
  constructor(private readonly read: DocumentReader) {}

  get<T extends Doc>(collection: CollectionName<T>, id: string): T | null {
    const key = `${collection}\u0000${id}`;
    if (!this.docs.has(key)) this.docs.set(key, this.read.get(collection, id));
    return (this.docs.get(key) as T | null | undefined) ?? null;
  }

  put<T extends Doc>(collection: CollectionName<T>, doc: T): void {
    this.docs.set(`${collection}\u0000${doc.id}`, doc);
    this.touched.add(`${collection}\u0000${doc.id}`);
  }

  delete(collection: string, id: string): void {
    this.docs.set(`${collection}\u0000${id}`, null);
    this.touched.add(`${collection}\u0000${id}`);
  }

  list(): DocumentChange[] {
    return [...this.touched].map((key): DocumentChange => {
      const [collection = '', id = ''] = key.split('\u0000');
      const doc = this.docs.get(key) ?? null;
      return doc === null ? { op: 'delete', collection, id } : { op: 'put', collection, doc };
    });
  }
}

function addBlobHolder(
  changes: Changes,
  hash: string,
  uploadId: string,
  size: number,
  rendition: { readonly format: ImageFormat; readonly width: number } | null,
): void {
  const blob = changes.get(MEDIA_BLOBS, hash);
  changes.put(MEDIA_BLOBS, {
    id: hash,
    uploadIds: [...(blob?.uploadIds ?? []).filter((id) => id !== uploadId), uploadId],
    imageFormat: rendition?.format ?? blob?.imageFormat ?? null,
    width: rendition?.width ?? blob?.width ?? null,
    size,
  } satisfies MediaBlobDoc);
}

function countUsage(changes: Changes, ownerId: string, bytes: number, uploads: 1 | -1): void {
  const usage = changes.get(MEDIA_USAGE, ownerId);
  const next = { id: ownerId, bytes: (usage?.bytes ?? 0) + bytes, uploads: (usage?.uploads ?? 0) + uploads };
  if (next.uploads <= 0) changes.delete(MEDIA_USAGE, ownerId);
  else changes.put(MEDIA_USAGE, next satisfies MediaUsageDoc);
}

function countReference(changes: Changes, uploadId: string, by: 1 | -1, at: string): void {
  const upload = changes.get(MEDIA_UPLOADS, uploadId);
  // An upload already swept (or never seen) has nothing to count.
  if (upload === null) return;
  const references = Math.max(0, upload.references + by);
  const idle = references === 0;
  changes.put(MEDIA_UPLOADS, {
    ...upload,
    references,
    sweepable: idle,
    idleSince: idle ? (upload.idleSince ?? at) : null,
  } satisfies MediaUploadDoc);
}

function mediaOrSlots(event: RecordedEvent): { readonly media: MediaEvent } | { readonly next: SlotChange } | null {
  const media = asMediaEvent(event);
  if (media !== null) return { media };
  const next = nextSlots(event);
  return next === null ? null : { next };
}

/**
 * Reference counts of uploads, for the sweep that deletes what nothing refers to, and the blobs
 * each upload holds, for the public media route. Fed by upload, item and profile events.
 */
export const mediaReferencesProjector: Projector = {
  name: 'media-references',
  version: 3,
  collections: [
    {
      name: MEDIA_UPLOADS,
      fields: { sweepable: 'boolean', idleSince: 'string', ownerId: 'string' },
      indexes: [['sweepable', 'idleSince']],
    },
    { name: MEDIA_BLOBS, fields: {} },
    { name: MEDIA_HOLDERS, fields: {} },
    { name: MEDIA_USAGE, fields: {} },
  ],
  // An upload's own event, or one that changes what a holder (an item, a profile) refers to.
  takes: takenBy(asItemEvent, asCreatorEvent, asMediaEvent),
  project: projectPicked(mediaOrSlots, (picked, event, read) => {
    const changes = new Changes(read);
    const at = event.metadata.occurredAt;
    if ('media' in picked) {
      const { media } = picked;
      switch (media.type) {
        case 'ImageUploaded': {
          const { uploadId, ownerId, image } = media.data;
          const bytes = image.variants.reduce((sum, variant) => sum + variant.size, 0);
          changes.put(MEDIA_UPLOADS, {
            id: uploadId,
            ownerId,
            blobs: image.variants.map((variant) => variant.hash),
            references: 0,
            sweepable: true,
            idleSince: at,
            uploadedAt: at,
            bytes,
          } satisfies MediaUploadDoc);
          countUsage(changes, ownerId, bytes, 1);
          for (const variant of image.variants) {
            addBlobHolder(changes, variant.hash, uploadId, variant.size, variant);
          }
          break;
        }
        case 'FileUploaded': {
          const { uploadId, ownerId, file } = media.data;
          changes.put(MEDIA_UPLOADS, {
            id: uploadId,
            ownerId,
            blobs: [file.hash],
            references: 0,
            sweepable: true,
            idleSince: at,
            uploadedAt: at,
            bytes: file.size,
          } satisfies MediaUploadDoc);
          countUsage(changes, ownerId, file.size, 1);
          addBlobHolder(changes, file.hash, uploadId, file.size, null);
          break;
        }
        case 'UploadSwept': {
          const { uploadId } = media.data;
          const upload = changes.get(MEDIA_UPLOADS, uploadId);
          if (upload === null) break;
          changes.delete(MEDIA_UPLOADS, uploadId);
          countUsage(changes, upload.ownerId, -upload.bytes, -1);
          for (const hash of upload.blobs) {
            const blob = changes.get(MEDIA_BLOBS, hash);
            if (blob === null) continue;
            const rest = blob.uploadIds.filter((id) => id !== uploadId);
            if (rest.length === 0) changes.delete(MEDIA_BLOBS, hash);
            else changes.put(MEDIA_BLOBS, { ...blob, uploadIds: rest });
          }
          break;
        }
      }
      return changes.list();
    }

    const { next } = picked;
    const holder = changes.get(MEDIA_HOLDERS, next.holder);
    const before = holder?.slots ?? {};
    const after = next.replace === 'all' ? {} : { ...before, ...next.replace };
    const was = referenced(before);
    const is = referenced(after);
    for (const uploadId of is) if (!was.has(uploadId)) countReference(changes, uploadId, 1, at);
    for (const uploadId of was) if (!is.has(uploadId)) countReference(changes, uploadId, -1, at);
    if (next.removed === true || Object.values(after).every((ids) => ids.length === 0)) {
      if (holder !== null) changes.delete(MEDIA_HOLDERS, next.holder);
    } else {
      changes.put(MEDIA_HOLDERS, { id: next.holder, slots: after } satisfies MediaHolderDoc);
    }
    return changes.list();
  }),
};
