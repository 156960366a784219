import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ItemCard, ItemPageView } from '@creators/contracts';
import {
  COMPONENT_TAG_ITEMS,
  ITEM_LIKES,
  MARKETPLACE_LISTINGS,
  TEMPLATE_CATEGORY_ITEMS,
  itemCardView,
  likeDocId,
  publicItemView,
  type ItemCardDoc,
  type ItemDetailDoc,
  type Lookup,
} from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { publishedItem } from '../published-item.js';
import { GetItemPage } from './get-item-page.query.js';

const RELATED = 6;

@QueryHandler(GetItemPage)
export class GetItemPageHandler implements IQueryHandler<GetItemPage, Lookup<ItemPageView>> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ kind, slug, viewerId }: GetItemPage): Promise<Lookup<ItemPageView>> {
    const lookup = await publishedItem(this.documents, kind, slug);
    if (!('found' in lookup)) return lookup;
    const item = lookup.found;
    const [similar, byCreator, liked] = await Promise.all([
      this.similar(item),
      this.documents.find<ItemCardDoc>(MARKETPLACE_LISTINGS, {
        filter: { kind, creatorId: item.creatorId },
        sort: [{ field: 'publishedAt', direction: 'desc' }],
        limit: RELATED + 1,
      }),
      viewerId === null ? null : this.documents.get(ITEM_LIKES, likeDocId(item.id, viewerId)),
    ]);
    const others = (cards: ItemCard[]): ItemCard[] => cards.filter((card) => card.id !== item.id).slice(0, RELATED);
    return {
      found: {
        item: publicItemView(item),
        likedByMe: liked !== null,
        related: { similar: others(similar), byCreator: others(byCreator.items.map(itemCardView)) },
      },
    };
  }

  /** Items sharing the first tag (components) or category (templates), else the kind's popular ones. */
  private async similar(item: ItemDetailDoc): Promise<ItemCard[]> {
    const sort = [{ field: 'score', direction: 'desc' as const }];
    const tag = item.tags?.[0];
    const category = item.categories?.[0];
    const page =
      item.kind === 'components' && tag !== undefined
        ? await this.documents.find<ItemCardDoc>(COMPONENT_TAG_ITEMS, { filter: { tag }, sort, limit: RELATED + 1 })
        : item.kind === 'templates' && category !== undefined
          ? await this.documents.find<ItemCardDoc>(TEMPLATE_CATEGORY_ITEMS, {
              filter: { category },
              sort,
              limit: RELATED + 1,
            })
          : await this.documents.find<ItemCardDoc>(MARKETPLACE_LISTINGS, {
              filter: { kind: item.kind },
              sort,
              limit: RELATED + 1,
            });
    return page.items.map(itemCardView);
  }
}
