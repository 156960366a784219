import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { LabelCount, LabelPage } from '@creators/contracts';
import type { LabelDoc } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DomainError } from '../../../platform/domain-error.js';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { toCard } from '../cards.js';
import { priceFilter, sortKeys } from '../list-items/list-items.handler.js';
import { LABEL_INDEXES } from './labels.js';
import { ListLabelItems, ListLabels } from './list-labels.query.js';

const toCount = ({ slug, label, count }: LabelDoc): LabelCount => ({ slug, label, count });

@QueryHandler(ListLabels)
export class ListLabelsHandler implements IQueryHandler<ListLabels, { items: LabelCount[] }> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ index }: ListLabels): Promise<{ items: LabelCount[] }> {
    const { labels } = LABEL_INDEXES[index];
    const page = await this.documents.find<LabelDoc>(labels, {
      sort: [{ field: 'count', direction: 'desc' }],
      limit: 500,
    });
    // Most used first; labels used as often read alphabetically.
    const items = page.items.map(toCount).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
    return { items };
  }
}

@QueryHandler(ListLabelItems)
export class ListLabelItemsHandler implements IQueryHandler<ListLabelItems, LabelPage> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ index, slug, sort, price, limit, cursor }: ListLabelItems): Promise<LabelPage> {
    const { labels, members, key, noun } = LABEL_INDEXES[index];
    const label = await this.documents.get<LabelDoc>(labels, slug);
    if (label === null) throw new DomainError('not_found', `no ${noun} "${slug}" has published items`);
    const page = await this.documents.find(members, {
      filter: { [key]: slug, ...priceFilter(price) },
      sort: sortKeys(sort),
      limit,
      cursor,
    });
    return { label: toCount(label), items: page.items.map(toCard), nextCursor: page.nextCursor };
  }
}
