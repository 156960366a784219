import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ItemView, Page } from '@creators/contracts';
import { listCreatorItems } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { toItemViews } from '../item-view.js';
import { ListMyItems } from './list-my-items.query.js';

@QueryHandler(ListMyItems)
export class ListMyItemsHandler implements IQueryHandler<ListMyItems, Page<ItemView>> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ kind, creatorId, limit, cursor }: ListMyItems): Promise<Page<ItemView>> {
    const page = await listCreatorItems(this.documents, { creatorId, kind, limit, cursor });
    return { items: await toItemViews(this.documents, page.items), nextCursor: page.nextCursor };
  }
}
