import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ItemPageView } from '@creators/contracts';
import { itemPageView, type Lookup } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { withHolderOnlyLinks } from '../../../platform/holder-only-links.js';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { publishedItem } from '../published-item.js';
import { GetItemPage } from './get-item-page.query.js';

@QueryHandler(GetItemPage)
export class GetItemPageHandler implements IQueryHandler<GetItemPage, Lookup<ItemPageView>> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ kind, slug, viewerId }: GetItemPage): Promise<Lookup<ItemPageView>> {
    const lookup = await publishedItem(this.documents, kind, slug);
    if (!('found' in lookup)) return lookup;
    const page = await itemPageView(this.documents, lookup.found, viewerId);
    return { found: await withHolderOnlyLinks(this.documents, page, lookup.found.creatorId, viewerId) };
  }
}
