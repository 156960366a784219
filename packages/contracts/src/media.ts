import { eventGuard, everyEventType } from './event-guard.js';
/**
 * Uploads: images (item covers and galleries, creator avatars) and deliverable files. The bytes
 * live in the blob store under their SHA-256; events and read models hold only references: hash,
 * size, media type, dimensions.
 */

/** Encodings every image is served in: WebP for every current browser, JPEG for the rest. */
export const IMAGE_FORMATS = ['webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_PURPOSES = ['cover', 'gallery', 'avatar'] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

/** One rendition of an image: a width in one format, stored as its own blob. */
export interface ImageVariant {
  readonly width: number;
  readonly height: number;
  readonly format: ImageFormat;
  /** The rendition's own SHA-256: its blob and the last part of its address. */
  readonly hash: string;
  readonly size: number;
}

/** An uploaded image as items and profiles refer to it. */
export interface ImageRef {
  readonly uploadId: string;
  /** SHA-256 of the bytes the creator sent (which are not kept: they may carry EXIF and GPS). */
  readonly hash: string;
  /** Of the image as served (its largest rendition, upright: EXIF orientation applied). */
  readonly width: number;
  readonly height: number;
  /** A tiny blurred WebP as a data: URI, painted while the real image loads. */
  readonly placeholder: string;
  readonly variants: readonly ImageVariant[];
}

/** A deliverable file: what a buyer or visitor downloads. */
export interface FileRef {
  readonly uploadId: string;
  readonly hash: string;
  readonly size: number;
  /** Recognised from the content, never from the name; `application/octet-stream` when unknown. */
  readonly mediaType: string;
  /** The name it downloads as (cleaned of paths and control characters). */
  readonly name: string;
}

/** A file attached to an item; vectors say which format each file is. */
export interface ItemFile extends FileRef {
  readonly format: string | null;
}

/** A plugin version and what changed in it. */
export interface ChangelogEntry {
  readonly version: string;
  readonly notes: string;
  readonly date: string;
}

export type MediaEvent =
  | {
      readonly type: 'ImageUploaded';
      readonly data: {
        readonly uploadId: string;
        readonly ownerId: string;
        readonly purpose: ImagePurpose;
        /** What was sent: its size and the type its first bytes showed. */
        readonly size: number;
        readonly mediaType: string;
        readonly image: ImageRef;
      };
    }
  | {
      readonly type: 'FileUploaded';
      readonly data: { readonly uploadId: string; readonly ownerId: string; readonly file: FileRef };
    }
  | {
      /** Nothing referred to the upload for the grace period: its blobs that nothing else uses were deleted. */
      readonly type: 'UploadSwept';
      readonly data: { readonly uploadId: string; readonly deletedBlobs: readonly string[] };
    };

export const MEDIA_EVENT_TYPES = everyEventType<MediaEvent>()(['ImageUploaded', 'FileUploaded', 'UploadSwept']);

export const uploadStreamId = (uploadId: string): string => `upload-${uploadId}`;

export const asMediaEvent = eventGuard<MediaEvent>(MEDIA_EVENT_TYPES);

/** Where image renditions are served: immutable, named by their own hash. */
export const MEDIA_PATH = '/creators-assets/media/';

const EXTENSIONS: Readonly<Record<ImageFormat, string>> = { webp: 'webp', jpeg: 'jpg' };

export const formatOfExtension = (extension: string): ImageFormat | null =>
  extension === 'webp' ? 'webp' : extension === 'jpg' ? 'jpeg' : null;

export const variantUrl = (variant: Pick<ImageVariant, 'hash' | 'width' | 'format'>): string =>
  `${MEDIA_PATH}${variant.hash}-${variant.width}.${EXTENSIONS[variant.format]}`;

/** `url 400w, url 800w, ...` for one format: what `srcset` wants. */
export function srcsetOf(image: ImageRef, format: ImageFormat): string {
  return image.variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variantUrl(variant)} ${variant.width}w`)
    .join(', ');
}

/**
 * A single address for places that take one (`coverImageUrl`, `avatarUrl`, social previews): the
 * JPEG closest to `width` from above, else the largest.
 */
export function imageUrl(image: ImageRef, width = 800): string {
  const jpegs = image.variants.filter((variant) => variant.format === 'jpeg').sort((a, b) => a.width - b.width);
  const chosen = jpegs.find((variant) => variant.width >= width) ?? jpegs.at(-1) ?? image.variants[0];
  return chosen === undefined ? '' : variantUrl(chosen);
}
