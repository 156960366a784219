import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Library, LibraryEntry } from '@creators/contracts';
import { findItemDeliverables, listLibrary } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { licenceText } from '../../domain/licence.js';
import { Holdings, linksOf } from '../../downloads/holdings.js';
import { GetLibrary } from './get-library.query.js';

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
          files: await this.holdings.files(item, accountId, now),
          links: linksOf(item),
        };
      }),
    );
    return { entries: entries.filter((entry): entry is LibraryEntry => entry !== null) };
  }
}
