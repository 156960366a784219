import { imageUrl, KINDS, type ItemBody, type ItemFields, type ItemFile, type ItemKind } from '@creators/contracts';
import { invalidField } from '../../platform/domain-error.js';
import type { UploadReferences } from '../../platform/uploads/upload-references.js';

/** The widths the single addresses of an uploaded cover and gallery image point at (cards, the item page). */
const COVER_URL_WIDTH = 800;
const GALLERY_URL_WIDTH = 1200;

function refuseRepeats(ids: readonly string[], field: string): void {
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    if (seen.has(id)) throw invalidField(`${field}[${i}]`, 'lists the same upload twice');
    seen.add(id);
  });
}

/**
 * The item fields a body's uploads stand for: each id is checked against its upload's own stream
 * (it must be the creator's, of the right sort, not swept) and becomes a reference with its
 * renditions. An uploaded image also sets the single address (`coverImageUrl`, `galleryImageUrls`),
 * and an address sent alone drops the uploaded image it replaces.
 */
export async function mediaFields(
  uploads: UploadReferences,
  kind: ItemKind,
  body: ItemBody,
  creatorId: string,
  creating: boolean,
): Promise<Partial<ItemFields>> {
  const fields: { -readonly [K in keyof ItemFields]?: ItemFields[K] } = {};
  const { coverImageId, galleryImageIds, files } = body;

  if (coverImageId !== undefined && body.coverImageUrl !== undefined) {
    throw invalidField('coverImageId', 'send either coverImageId or coverImageUrl, not both');
  }
  if (coverImageId === null) {
    fields.coverImage = null;
    fields.coverImageUrl = null;
  } else if (coverImageId !== undefined) {
    const cover = await uploads.image(coverImageId, creatorId, 'item-image', 'coverImageId');
    fields.coverImage = cover;
    fields.coverImageUrl = imageUrl(cover, COVER_URL_WIDTH);
  } else if (body.coverImageUrl !== undefined && !creating) {
    fields.coverImage = null;
  }

  if (galleryImageIds !== undefined && body.galleryImageUrls !== undefined) {
    throw invalidField('galleryImageIds', 'send either galleryImageIds or galleryImageUrls, not both');
  }
  if (galleryImageIds !== undefined) {
    refuseRepeats(galleryImageIds, 'galleryImageIds');
    const gallery = [];
    for (const [i, id] of galleryImageIds.entries()) {
      gallery.push(await uploads.image(id, creatorId, 'item-image', `galleryImageIds[${i}]`));
    }
    fields.galleryImages = gallery;
    fields.galleryImageUrls = gallery.map((image) => imageUrl(image, GALLERY_URL_WIDTH));
  } else if (body.galleryImageUrls !== undefined && !creating) {
    fields.galleryImages = [];
  }

  if (files !== undefined) {
    const perFormat = KINDS[kind].deliverables === 'per-format';
    refuseRepeats(
      files.map((file) => file.uploadId),
      'files',
    );
    const resolved: ItemFile[] = [];
    for (const [i, file] of files.entries()) {
      if (perFormat && file.format === undefined)
        throw invalidField(`files[${i}].format`, 'says which format the file is in');
      if (!perFormat && file.format !== undefined) throw invalidField(`files[${i}].format`, `is only for vectors`);
      const ref = await uploads.file(file.uploadId, creatorId, `files[${i}].uploadId`);
      resolved.push({ ...ref, format: file.format ?? null });
    }
    fields.files = resolved;
  }
  return fields;
}
