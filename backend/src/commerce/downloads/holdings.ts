import { Injectable } from '@nestjs/common';
import type { EntitledFile, EntitledLinks, HeldRelease, ItemFile, ReleaseRecord } from '@creators/contracts';
import { DownloadLinks } from './download-links.js';

/** What an item hands over besides its files. */
export interface Deliverables {
  readonly id: string;
  readonly files?: readonly ItemFile[] | null;
  readonly releases?: readonly ReleaseRecord[];
  readonly remixUrl?: string | null;
  readonly installUrl?: string | null;
}

/** An item's deliverables as one entitled account sees them: every file with a fresh signed link. */
@Injectable()
export class Holdings {
  constructor(private readonly links: DownloadLinks) {}

  files(item: Deliverables, accountId: string, nowMs: number): Promise<EntitledFile[]> {
    return this.signed(item.files ?? [], item.id, accountId, nowMs);
  }

  /** Every release of the item, each file with a link to that release's copy. */
  releases(item: Deliverables, accountId: string, nowMs: number): Promise<HeldRelease[]> {
    return Promise.all(
      (item.releases ?? []).map(async ({ version, notes, date, files }) => ({
        version,
        notes,
        date,
        files: await this.signed(files, item.id, accountId, nowMs, version),
      })),
    );
  }

  private signed(
    files: readonly ItemFile[],
    itemId: string,
    accountId: string,
    nowMs: number,
    version?: string,
  ): Promise<EntitledFile[]> {
    const release = version === undefined ? {} : { version };
    return Promise.all(
      files.map(async (file) => ({
        uploadId: file.uploadId,
        name: file.name,
        size: file.size,
        mediaType: file.mediaType,
        format: file.format,
        downloadUrl: await this.links.sign({ accountId, itemId, uploadId: file.uploadId, ...release }, nowMs),
      })),
    );
  }
}

export const linksOf = (item: Deliverables): EntitledLinks => ({
  ...(item.remixUrl ? { remixUrl: item.remixUrl } : {}),
  ...(item.installUrl ? { installUrl: item.installUrl } : {}),
});
