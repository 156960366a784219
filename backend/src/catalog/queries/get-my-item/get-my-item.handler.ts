import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { KINDS, type ItemView } from '@creators/contracts';
import { findItem } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { catalogError } from '../../catalog.errors.js';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { toItemViews } from '../item-view.js';
import { GetMyItem } from './get-my-item.query.js';

@QueryHandler(GetMyItem)
export class GetMyItemHandler implements IQueryHandler<GetMyItem, ItemView> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ kind, creatorId, itemId }: GetMyItem): Promise<ItemView> {
    const item = await findItem(this.documents, itemId);
    if (item?.creatorId !== creatorId || item.kind !== kind) {
      throw catalogError('item_not_found', `no such ${KINDS[kind].singular}`);
    }
    const [view] = await toItemViews(this.documents, [item]);
    if (view === undefined) throw catalogError('item_not_found', `no such ${KINDS[kind].singular}`);
    return view;
  }
}
