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
/** Labels weighed for related items: an item's first few say what it is. */
const MAX_LABELS = 5;

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

  /**
   * Items sharing the most tags (components) or categories (templates), popular first among equals;
   * for kinds without labels, or when none shares one, the kind's popular items.
   */
  private async similar(item: ItemDetailDoc): Promise<ItemCard[]> {
    const sort = [{ field: 'score', direction: 'desc' as const }];
    const labelled =
      item.kind === 'components'
        ? { collection: COMPONENT_TAG_ITEMS, key: 'tag', labels: item.tags ?? [] }
        : item.kind === 'templates'
          ? { collection: TEMPLATE_CATEGORY_ITEMS, key: 'category', labels: item.categories ?? [] }
          : null;
    if (labelled !== null && labelled.labels.length > 0) {
      const pages = await Promise.all(
        labelled.labels.slice(0, MAX_LABELS).map((label) =>
          this.documents.find<ItemCardDoc & { score: number; itemId: string }>(labelled.collection, {
            filter: { [labelled.key]: label },
            sort,
            limit: RELATED * 3,
          }),
        ),
      );
      const shared = new Map<string, { card: ItemCard; shared: number; score: number }>();
      for (const member of pages.flatMap((page) => page.items)) {
        if (member.itemId === item.id) continue;
        const seen = shared.get(member.itemId);
        if (seen !== undefined) seen.shared += 1;
        else shared.set(member.itemId, { card: itemCardView(member), shared: 1, score: member.score });
      }
      const ranked = [...shared.values()].sort((a, b) => b.shared - a.shared || b.score - a.score);
      if (ranked.length > 0) return ranked.slice(0, RELATED + 1).map(({ card }) => card);
    }
    const page = await this.documents.find<ItemCardDoc>(MARKETPLACE_LISTINGS, {
      filter: { kind: item.kind },
      sort,
      limit: RELATED + 1,
    });
    return page.items.map(itemCardView);
  }
}
