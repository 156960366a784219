import { isMarketplaceKind, type ItemCard, type ItemPageView } from '@creators/contracts';
import type { DocumentStore } from '@creators/storage';
import { likes } from '../engagement/engagement-ledger.js';
import { PUBLIC_ENGAGEMENT } from '../published-items/public-items.js';
import { PUBLIC_ITEMS, type PublicItemDoc } from './public-items.projector.js';
import { itemCardView, publicItemView } from './public-items.reader.js';

const RELATED = 6;
/** Labels weighed for related items: an item's first few say what it is. */
const MAX_LABELS = 5;

/**
 * A kind's "popular" order: the marketplace ranks by score; sites, listed by the feed alone,
 * newest first.
 */
const popularOf = (item: PublicItemDoc): string => (isMarketplaceKind(item.kind) ? 'score' : 'publishedAt');

/**
 * A published item's page, the same wherever it is reached from (its marketplace page, its feed
 * page): the item, whether the visitor likes it, similar items and more of its kind by its creator.
 */
export async function itemPageView(
  documents: DocumentStore,
  item: PublicItemDoc,
  viewerId: string | null,
): Promise<ItemPageView> {
  const [similar, byCreator, window] = await Promise.all([
    similarTo(documents, item),
    documents.find(PUBLIC_ITEMS, {
      filter: { kind: item.kind, creatorId: item.creatorId },
      sort: [{ field: 'publishedAt', direction: 'desc' }],
      limit: RELATED + 1,
    }),
    viewerId === null ? null : documents.get(PUBLIC_ENGAGEMENT, item.id),
  ]);
  const others = (cards: ItemCard[]): ItemCard[] => cards.filter((card) => card.id !== item.id).slice(0, RELATED);
  return {
    item: publicItemView(item),
    likedByMe: viewerId !== null && likes(window, viewerId),
    related: { similar: others(similar), byCreator: others(byCreator.items.map(itemCardView)) },
  };
}

/**
 * Items sharing the most tags (components) or categories (templates), popular first among equals;
 * for kinds without labels, or when none shares one, the kind's popular items.
 */
async function similarTo(documents: DocumentStore, item: PublicItemDoc): Promise<ItemCard[]> {
  const labelled =
    item.kind === 'components'
      ? { field: 'tags', labels: item.tags ?? [] }
      : item.kind === 'templates'
        ? { field: 'categories', labels: item.categories ?? [] }
        : null;
  if (labelled !== null && labelled.labels.length > 0) {
    const pages = await Promise.all(
      labelled.labels.slice(0, MAX_LABELS).map((label) =>
        documents.find(PUBLIC_ITEMS, {
          filter: { [labelled.field]: { has: label }, kind: item.kind },
          sort: [{ field: 'score', direction: 'desc' }],
          limit: RELATED * 3,
        }),
      ),
    );
    const shared = new Map<string, { card: ItemCard; shared: number; score: number }>();
    for (const member of pages.flatMap((page) => page.items)) {
      if (member.id === item.id) continue;
      const seen = shared.get(member.id);
      if (seen !== undefined) seen.shared += 1;
      else shared.set(member.id, { card: itemCardView(member), shared: 1, score: member.score });
    }
    const ranked = [...shared.values()].sort((a, b) => b.shared - a.shared || b.score - a.score);
    if (ranked.length > 0) return ranked.slice(0, RELATED + 1).map(({ card }) => card);
  }
  const page = await documents.find(PUBLIC_ITEMS, {
    filter: { kind: item.kind },
    sort: [{ field: popularOf(item), direction: 'desc' }],
    limit: RELATED + 1,
  });
  return page.items.map(itemCardView);
}
