import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { LabelPage } from '@creators/contracts';
import { PUBLIC_ITEMS, itemCardView } from '@creators/projections';
import { decodeCursor, encodeCursor, type DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { marketplaceError } from '../../marketplace.errors.js';
import { LABEL_INDEXES, toCount } from '../labels.js';
import { priceFilter, sortKeys } from '../listing-order.js';
import { ListLabelItems } from './list-label-items.query.js';

/**
 * A label page's cursor names its last item as `<label>:<itemId>`, as it always has: cursors handed
 * out before stay good, and pages read the same.
 */
const labelCursor = (slug: string, cursor: string | null, keys: number): string | null => {
  if (cursor === null) return null;
  const { values, id } = decodeCursor(cursor, keys);
  return encodeCursor({ values, id: `${slug}:${id}` });
};
const itemCursor = (slug: string, cursor: string | null, keys: number): string | null => {
  if (cursor === null) return null;
  const { values, id } = decodeCursor(cursor, keys);
  return encodeCursor({ values, id: id.startsWith(`${slug}:`) ? id.slice(slug.length + 1) : id });
};

@QueryHandler(ListLabelItems)
export class ListLabelItemsHandler implements IQueryHandler<ListLabelItems, LabelPage> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ index, slug, sort, price, limit, cursor }: ListLabelItems): Promise<LabelPage> {
    const { kind, labels, field, noun } = LABEL_INDEXES[index];
    const label = await this.documents.get(labels, slug);
    if (label === null) throw marketplaceError('not_found', `no ${noun} "${slug}" has published items`);
    const keys = sortKeys(sort);
    const page = await this.documents.find(PUBLIC_ITEMS, {
      filter: { [field]: { has: slug }, kind, ...priceFilter(price) },
      sort: keys,
      limit,
      cursor: itemCursor(slug, cursor, keys.length),
    });
    return {
      label: toCount(index, label),
      items: page.items.map(itemCardView),
      nextCursor: labelCursor(slug, page.nextCursor, keys.length),
    };
  }
}
