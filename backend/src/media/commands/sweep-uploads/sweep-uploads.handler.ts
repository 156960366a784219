import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { uploadStreamId } from '@creators/contracts';
import { MEDIA_BLOBS, MEDIA_UPLOADS, type MediaUploadDoc } from '@creators/projections';
import type { BlobStore, DocumentStore, EventStore } from '@creators/storage';
import { systemMetadata } from '../../../platform/command-metadata.js';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { BLOB_STORE, DOCUMENT_STORE, EVENT_STORE } from '../../../platform/tokens.js';
import { uploadDecider } from '../../domain/upload.decider.js';
import { SweepUploads, type SweepReport } from './sweep-uploads.command.js';

const PAGE = 100;

/**
 * The collector: the media-references read model says which uploads nothing has referred to
 * since before the cutoff; each is recorded as swept (so no item can take it up any more), then
 * the blobs that only it held are deleted. A blob stored again after the cutoff (the same bytes
 * uploaded anew, not yet in the read model) is spared, and so is anything another upload holds.
 * Gateways may sweep at once: the swept event is appended at the revision read, so one wins.
 */
@CommandHandler(SweepUploads)
export class SweepUploadsHandler implements ICommandHandler<SweepUploads, SweepReport> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async execute({ now, graceMs }: SweepUploads): Promise<SweepReport> {
    const cutoff = new Date(now.getTime() - graceMs);
    let uploads = 0;
    let deleted = 0;
    let cursor: string | null = null;
    do {
      const page: { items: MediaUploadDoc[]; nextCursor: string | null } = await this.documents.find(MEDIA_UPLOADS, {
        filter: { sweepable: true, idleSince: { lte: cutoff.toISOString() } },
        sort: [{ field: 'idleSince', direction: 'asc' }],
        limit: PAGE,
        cursor,
      });
      for (const upload of page.items) {
        const count = await this.sweep(upload, cutoff);
        if (count !== null) {
          uploads += 1;
          deleted += count;
        }
      }
      cursor = page.nextCursor;
    } while (cursor !== null);
    return { uploads, blobs: deleted, orphans: await this.sweepOrphans(cutoff) };
  }

  private async sweep(upload: MediaUploadDoc, cutoff: Date): Promise<number | null> {
    const holders = await this.documents.getMany(MEDIA_BLOBS, upload.blobs);
    const own: string[] = [];
    for (const hash of upload.blobs) {
      const others = (holders.get(hash)?.uploadIds ?? []).filter((id) => id !== upload.id);
      if (others.length > 0) continue;
      const info = await this.blobs.stat(hash);
      if (info !== null && info.modifiedAt > cutoff) continue;
      own.push(hash);
    }
    const outcome = await handleCommand(
      this.events,
      uploadStreamId(upload.id),
      uploadDecider,
      { type: 'Sweep', uploadId: upload.id, deletedBlobs: own },
      systemMetadata(),
    ).catch(() => null);
    // Swept by someone else meanwhile, or no longer sweepable: leave it.
    if (outcome === null || outcome.events.length === 0) return null;
    for (const hash of own) await this.blobs.delete(hash);
    return own.length;
  }

  private async sweepOrphans(cutoff: Date): Promise<number> {
    let orphans = 0;
    for await (const info of this.blobs.list()) {
      if (info.modifiedAt > cutoff) continue;
      if ((await this.documents.get(MEDIA_BLOBS, info.hash)) !== null) continue;
      if (await this.blobs.delete(info.hash)) orphans += 1;
    }
    return orphans;
  }
}
