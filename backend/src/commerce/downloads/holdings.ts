import { Injectable } from '@nestjs/common';
import type { EntitledFile, EntitledLinks, ItemFile } from '@creators/contracts';
import { DownloadLinks } from './download-links.js';

/** What an item hands over besides its files. */
export interface Deliverables {
  readonly id: string;
  readonly files?: readonly ItemFile[] | null;
  readonly remixUrl?: string | null;
  readonly installUrl?: string | null;
}

/** An item's deliverables as one entitled account sees them: every file with a fresh signed link. */
@Injectable()
export class Holdings {
  constructor(private readonly links: DownloadLinks) {}

  files(item: Deliverables, accountId: string, nowMs: number): Promise<EntitledFile[]> {
    return Promise.all(
      (item.files ?? []).map(async (file) => ({
        uploadId: file.uploadId,
        name: file.name,
        size: file.size,
        mediaType: file.mediaType,
        format: file.format,
        downloadUrl: await this.links.sign({ accountId, itemId: item.id, uploadId: file.uploadId }, nowMs),
      })),
    );
  }
}

export const linksOf = (item: Deliverables): EntitledLinks => ({
  ...(item.remixUrl ? { remixUrl: item.remixUrl } : {}),
  ...(item.installUrl ? { installUrl: item.installUrl } : {}),
});
