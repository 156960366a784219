import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { LabelPage } from '@creators/contracts';
import { itemCardView, type LabelDoc, type LabelMemberDoc } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { marketplaceError } from '../../marketplace.errors.js';
import { LABEL_INDEXES, toCount } from '../labels.js';
import { priceFilter, sortKeys } from '../listing-order.js';
import { ListLabelItems } from './list-label-items.query.js';

@QueryHandler(ListLabelItems)
export class ListLabelItemsHandler implements IQueryHandler<ListLabelItems, LabelPage> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ index, slug, sort, price, limit, cursor }: ListLabelItems): Promise<LabelPage> {
    const { labels, members, key, noun } = LABEL_INDEXES[index];
    const label = await this.documents.get<LabelDoc>(labels, slug);
    if (label === null) throw marketplaceError('not_found', `no ${noun} "${slug}" has published items`);
    const page = await this.documents.find<LabelMemberDoc>(members, {
      filter: { [key]: slug, ...priceFilter(price) },
      sort: sortKeys(sort),
      limit,
      cursor,
    });
    return { label: toCount(index, label), items: page.items.map(itemCardView), nextCursor: page.nextCursor };
  }
}
