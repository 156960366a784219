import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ItemPageView } from '@creators/contracts';
import { itemPageView, type Lookup } from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import { withHolderOnlyLinks } from '../../../platform/holder-only-links.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../../../platform/tokens.js';
import { shownItem } from '../published-item.js';
import { GetItemPage } from './get-item-page.query.js';

@QueryHandler(GetItemPage)
export class GetItemPageHandler implements IQueryHandler<GetItemPage, Lookup<ItemPageView>> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  async execute({ kind, slug, viewerId }: GetItemPage): Promise<Lookup<ItemPageView>> {
    const lookup = await shownItem(this.documents, this.events, kind, slug);
    if (!('found' in lookup)) return lookup;
    const page = await itemPageView(this.documents, lookup.found, viewerId);
    return { found: await withHolderOnlyLinks(this.documents, page, lookup.found.creatorId, viewerId) };
  }
}
