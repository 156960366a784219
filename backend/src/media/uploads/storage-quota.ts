import { Inject, Injectable } from '@nestjs/common';
import type { StorageUsage } from '@creators/contracts';
import { MEDIA_USAGE } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE, MEDIA_SETTINGS } from '../../platform/tokens.js';
import { mediaError } from '../media.errors.js';
import type { MediaSettings } from '../media-settings.js';

/** A size as people read it: 600 bytes, 12 kB, 340 MB, 4.8 GB. */
export function readableSize(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`;
  if (bytes >= 1e6) return `${Math.round(bytes / 1e6)} MB`;
  if (bytes >= 1e3) return `${Math.round(bytes / 1e3)} kB`;
  return `${bytes} bytes`;
}

/**
 * What each account keeps stored in its uploads (the media-references read model, until a sweep
 * deletes them), against one quota: an upload that would pass it is refused, from its declared
 * length before it is read and from what was stored once it is.
 */
@Injectable()
export class StorageQuota {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(MEDIA_SETTINGS) private readonly settings: MediaSettings,
  ) {}

  async usage(ownerId: string): Promise<StorageUsage> {
    const doc = await this.documents.get(MEDIA_USAGE, ownerId);
    return { usedBytes: doc?.bytes ?? 0, quotaBytes: this.settings.quotaBytes, uploads: doc?.uploads ?? 0 };
  }

  /** Refuses `adding` more bytes when they would take the account past its quota. */
  async check(ownerId: string, adding: number): Promise<void> {
    const { usedBytes, quotaBytes } = await this.usage(ownerId);
    if (usedBytes + adding <= quotaBytes) return;
    throw mediaError(
      'storage_quota_exceeded',
      `your uploads keep ${readableSize(usedBytes)} of your ${readableSize(quotaBytes)}: this one does not fit; ` +
        'remove files from your items (unused uploads are deleted after a day)',
    );
  }
}
