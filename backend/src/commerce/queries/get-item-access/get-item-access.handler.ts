import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { KINDS, type ItemAccess } from '@creators/contracts';
import { acquisitionCounts, findEntitlement, findPendingOrder, findPublishedItem } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { commerceError } from '../../commerce.errors.js';
import { licenceText } from '../../domain/licence.js';
import { Holdings, linksOf } from '../../downloads/holdings.js';
import { GetItemAccess } from './get-item-access.query.js';

@QueryHandler(GetItemAccess)
export class GetItemAccessHandler implements IQueryHandler<GetItemAccess, ItemAccess> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly holdings: Holdings,
  ) {}

  async execute({ kind, slug, viewerId }: GetItemAccess): Promise<ItemAccess> {
    let lookup = await findPublishedItem(this.documents, kind, slug);
    // A former slug: the access of the item that lives at the current one.
    if (lookup !== null && !('found' in lookup)) lookup = await findPublishedItem(this.documents, kind, lookup.movedTo);
    if (lookup === null || !('found' in lookup)) {
      throw commerceError('item_not_found', `no published ${KINDS[kind].singular} at "${slug}"`);
    }
    const item = lookup.found;
    const own = viewerId !== null && viewerId === item.creatorId;
    const [held, { gets, sales }] = await Promise.all([
      viewerId === null || own ? null : findEntitlement(this.documents, item.id, viewerId),
      acquisitionCounts(this.documents, item.id),
    ]);
    const entitled = own || held !== null;
    const pending =
      viewerId === null || entitled || item.price.amount === 0
        ? null
        : await findPendingOrder(this.documents, viewerId, item.id);
    return {
      itemId: item.id,
      price: item.price,
      acquisitions: gets + sales,
      sales,
      gets,
      own,
      entitled,
      way: held?.way ?? null,
      files: entitled && viewerId !== null ? await this.holdings.files(item, viewerId, Date.now()) : [],
      links: entitled ? linksOf(item) : {},
      pendingOrderId: pending?.orderId ?? null,
      licenceText: licenceText(item.price.amount > 0 ? 'purchase' : 'get', item.title, item.creator.name),
    };
  }
}
