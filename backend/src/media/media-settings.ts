import { FIELD_LIMITS } from '@creators/contracts';
import type { Configuration } from '@creators/storage';

/** Where uploads are kept and how large they may be. */
export interface MediaSettings {
  /** `S3_URL`: an S3-compatible endpoint; unset keeps blobs under DATA_DIR/blobs. */
  readonly s3Url: string | null;
  /** `S3_BUCKET`. */
  readonly s3Bucket: string | null;
  /** An image upload's bytes (15 MB): a phone photo is 3 to 8 MB. */
  readonly maxImageBytes: number;
  /** An image's pixels (40 megapixels), checked from its header before it is decoded: decompression bombs stop here. */
  readonly maxImagePixels: number;
  /** A deliverable file's bytes (100 MB), streamed to the blob store. */
  readonly maxFileBytes: number;
  /** Gallery images per item. */
  readonly maxGalleryImages: number;
  /** Files per item. */
  readonly maxItemFiles: number;
  /** How long an upload nothing refers to is kept before a sweep deletes it (`MEDIA_GRACE_HOURS`, 24). */
  readonly graceMs: number;
  /** How often the gateway sweeps (`MEDIA_SWEEP_MINUTES`, 60; 0 turns the sweep off). */
  readonly sweepEveryMs: number;
  /** What one account may keep stored in its uploads (`UPLOAD_QUOTA_MB`, 5000: fifty of the largest files). */
  readonly quotaBytes: number;
}

const MB = 1000 * 1000;

export const DEFAULT_MEDIA_SETTINGS: MediaSettings = {
  s3Url: null,
  s3Bucket: null,
  maxImageBytes: 15 * MB,
  maxImagePixels: 40 * MB,
  maxFileBytes: 100 * MB,
  maxGalleryImages: FIELD_LIMITS.galleryImages,
  maxItemFiles: FIELD_LIMITS.files,
  graceMs: 24 * 3_600_000,
  sweepEveryMs: 60 * 60_000,
  quotaBytes: 5000 * MB,
};

/** The settings from the shared configuration (where S3_URL, S3_BUCKET and the sweep's timing are checked). */
export function mediaSettingsFrom(config: Configuration): MediaSettings {
  return {
    ...DEFAULT_MEDIA_SETTINGS,
    s3Url: config.s3Url,
    s3Bucket: config.s3Bucket,
    graceMs: config.mediaGraceHours * 3_600_000,
    sweepEveryMs: config.mediaSweepMinutes * 60_000,
    quotaBytes: config.uploadQuotaMb * MB,
  };
}
