import { isMarketplaceKind, type ItemCard, type ItemPageView } from '@creators/contracts';
import type { DocumentStore } from '@creators/storage';
import { COMPONENT_TAG_ITEMS } from '../component-tags/component-tags.projector.js';
import { likeDocId } from '../engagement/engagement-ledger.js';
import { FEED_TIMELINE } from '../feed-timeline/feed-timeline.projector.js';
import { MARKETPLACE_LISTINGS } from '../marketplace-listings/marketplace-listings.projector.js';
import type { ItemCardDoc } from '../published-items/item-card.js';
import { itemCardView } from '../published-items/item-card.reader.js';
import { PUBLIC_LIKES } from '../published-items/public-items.js';
import { TEMPLATE_CATEGORY_ITEMS } from '../template-categories/template-categories.projector.js';
import type { ItemDetailDoc } from './item-details.projector.js';
import { publicItemView } from './item-details.reader.js';

const RELATED = 6;
/** Labels weighed for related items: an item's first few say what it is. */
const MAX_LABELS = 5;

/**
 * Where an item's kind is listed, and its "popular" order there: the marketplace ranks by score;
 * sites, listed by the feed alone, newest first.
 */
const listOf = (item: ItemDetailDoc) =>
  isMarketplaceKind(item.kind)
    ? { collection: MARKETPLACE_LISTINGS, popular: 'score' }
    : { collection: FEED_TIMELINE, popular: 'publishedAt' };

/**
 * A published item's page, the same wherever it is reached from (its marketplace page, its feed
 * page): the item, whether the visitor likes it, similar items and more of its kind by its creator.
 */
export async function itemPageView(
  documents: DocumentStore,
  item: ItemDetailDoc,
  viewerId: string | null,
): Promise<ItemPageView> {
  const [similar, byCreator, liked] = await Promise.all([
    similarTo(documents, item),
    documents.find<ItemCardDoc>(listOf(item).collection, {
      filter: { kind: item.kind, creatorId: item.creatorId },
      sort: [{ field: 'publishedAt', direction: 'desc' }],
      limit: RELATED + 1,
    }),
    viewerId === null ? null : documents.get(PUBLIC_LIKES, likeDocId(item.id, viewerId)),
  ]);
  const others = (cards: ItemCard[]): ItemCard[] => cards.filter((card) => card.id !== item.id).slice(0, RELATED);
  return {
    item: publicItemView(item),
    likedByMe: liked !== null,
    related: { similar: others(similar), byCreator: others(byCreator.items.map(itemCardView)) },
  };
}

/**
 * Items sharing the most tags (components) or categories (templates), popular first among equals;
 * for kinds without labels, or when none shares one, the kind's popular items.
 */
async function similarTo(documents: DocumentStore, item: ItemDetailDoc): Promise<ItemCard[]> {
  const labelled =
    item.kind === 'components'
      ? { collection: COMPONENT_TAG_ITEMS, key: 'tag', labels: item.tags ?? [] }
      : item.kind === 'templates'
        ? { collection: TEMPLATE_CATEGORY_ITEMS, key: 'category', labels: item.categories ?? [] }
        : null;
  if (labelled !== null && labelled.labels.length > 0) {
    const pages = await Promise.all(
      labelled.labels.slice(0, MAX_LABELS).map((label) =>
        documents.find<ItemCardDoc & { score: number; itemId: string }>(labelled.collection, {
          filter: { [labelled.key]: label },
          sort: [{ field: 'score', direction: 'desc' }],
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
  const { collection, popular } = listOf(item);
  const page = await documents.find<ItemCardDoc>(collection, {
    filter: { kind: item.kind },
    sort: [{ field: popular, direction: 'desc' }],
    limit: RELATED + 1,
  });
  return page.items.map(itemCardView);
}
