import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  REFUND_REQUEST_DAYS,
  heldVersion,
  releaseDifference,
  type Library,
  type LibraryEntry,
} from '@creators/contracts';
import { findItemDeliverables, findSale, listLibrary, type SaleDoc } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { licenceText } from '../../domain/licence.js';
import { Holdings, linksOf } from '../../downloads/holdings.js';
import { GetLibrary } from './get-library.query.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when a purchase's buyer may ask for a refund (none once asked, or too late), and the request's state. */
function refundOf(sale: SaleDoc | null, nowMs: number): LibraryEntry['refund'] {
  if (sale?.paidAt == null) return null;
  const until = new Date(Date.parse(sale.paidAt) + REFUND_REQUEST_DAYS * DAY_MS);
  const request = sale.requestStatus === 'none' ? null : sale.requestStatus;
  return { requestableUntil: request === null && until.getTime() > nowMs ? until.toISOString() : null, request };
}

@QueryHandler(GetLibrary)
export class GetLibraryHandler implements IQueryHandler<GetLibrary, Library> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly holdings: Holdings,
  ) {}

  async execute({ accountId }: GetLibrary): Promise<Library> {
    const now = Date.now();
    const held = await listLibrary(this.documents, accountId);
    const entries = await Promise.all(
      held.map(async (entry): Promise<LibraryEntry | null> => {
        const item = await findItemDeliverables(this.documents, entry.itemId);
        // Never published under the deliverables model (cannot happen for a real get): nothing to hand over.
        if (item === null) return null;
        return {
          itemId: entry.itemId,
          kind: item.kind,
          slug: item.slug,
          title: item.title,
          coverImage: item.coverImage ?? null,
          coverImageUrl: item.coverImageUrl ?? null,
          creator: { handle: item.creator.handle, name: item.creator.name },
          way: entry.way,
          acquiredAt: entry.acquiredAt,
          receipt: entry.receipt,
          licenceId: entry.licenceId,
          licenceText: licenceText(entry.way, item.title, item.creator.name),
          stillListed: item.listed,
          refund: entry.orderId === null ? null : refundOf(await findSale(this.documents, entry.orderId), now),
          files: await this.holdings.files(item, accountId, now),
          links: linksOf(item),
          releases: await this.holdings.releases(item, accountId, now),
          downloadedVersion: entry.downloadedVersion ?? null,
          update: releaseDifference(
            item.releases,
            heldVersion(item.releases, entry.downloadedVersion, entry.acquiredAt),
          ),
          muted: entry.muted ?? false,
        };
      }),
    );
    return { entries: entries.filter((entry): entry is LibraryEntry => entry !== null) };
  }
}
