import type { FileRef, ImageRef } from '@creators/contracts';

/** What an uploaded image may be taken up as. */
export type ImageUse = 'item-image' | 'avatar';

/**
 * How a context takes up an upload by its id (an item's cover, gallery and files, a creator's
 * avatar) without knowing how uploads are kept: media/ provides it (`UPLOAD_REFERENCES`). Each
 * refuses, as an invalid `field`, an id that is not the creator's, of another sort, or swept.
 */
export interface UploadReferences {
  image(uploadId: string, creatorId: string, use: ImageUse, field: string): Promise<ImageRef>;
  file(uploadId: string, creatorId: string, field: string): Promise<FileRef>;
}
