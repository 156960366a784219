import type { ItemCard, ItemKind, PublicItemView, RatingSummary } from '@creators/contracts';
import type { DocumentStore } from '@creators/storage';
import { PUBLIC_ITEMS, type PublicItemDoc } from './public-items.projector.js';

/** What a slug or handle leads to: the thing itself, or (a former one) where it lives now. */
export type Lookup<T> = { readonly found: T } | { readonly movedTo: string };

/**
 * A published item by its kind and slug; a former slug answers where the item lives now. `null`
 * when nothing published answers there (never published, unpublished, deleted or unknown).
 */
export async function findPublishedItem(
  documents: DocumentStore,
  kind: ItemKind,
  slug: string,
): Promise<Lookup<PublicItemDoc> | null> {
  const current = await documents.find(PUBLIC_ITEMS, { filter: { kind, slug }, limit: 1 });
  const item = current.items[0];
  if (item !== undefined) return { found: item };
  const former = await documents.find(PUBLIC_ITEMS, {
    filter: { kind, formerSlugs: { has: slug } },
    limit: 1,
  });
  const moved = former.items[0];
  return moved === undefined ? null : { movedTo: moved.slug };
}

/** A published item by its id (null: not shown). */
export const findShownItem = (documents: DocumentStore, itemId: string): Promise<PublicItemDoc | null> =>
  documents.get(PUBLIC_ITEMS, itemId);

/** A published item's page: its full fields, as the dashboard's view has them, with its likes. */
export function publicItemView(doc: PublicItemDoc): PublicItemView {
  const {
    creatorId: _creatorId,
    formerSlugs: _formerSlugs,
    isFree: _isFree,
    score: _score,
    likeCount,
    marketplace: _marketplace,
    creatorName: _creatorName,
    creatorHandle: _creatorHandle,
    priceAmount: _priceAmount,
    activeAt: _activeAt,
    latestRelease: _latestRelease,
    ratingCount: _ratingCount,
    ratingAverage: _ratingAverage,
    ...item
  } = doc;
  return { ...item, likes: likeCount, updates: doc.updates, updatedOn: doc.updatedOn, ...ratingField(doc) };
}

/** An item's rating, said only when it has one (an item nobody reviewed reads as before reviews existed). */
function ratingField(doc: PublicItemDoc): { rating?: RatingSummary } {
  const { ratingCount, ratingAverage } = doc;
  return ratingCount > 0 && ratingAverage !== null ? { rating: { average: ratingAverage, count: ratingCount } } : {};
}

/** Any list's entry (listing, feed, tag or category page, search hit, related item) as the card the API shows. */
export function itemCardView(doc: PublicItemDoc): ItemCard {
  const { id, kind, slug, title, summary, coverImageUrl, coverImage, price, tags, categories, siteUrl } = doc;
  return {
    id,
    kind,
    slug,
    title,
    summary,
    coverImageUrl,
    ...(coverImage === undefined || coverImage === null ? {} : { coverImage }),
    price,
    tags: tags ?? [],
    categories: categories ?? [],
    ...(typeof siteUrl === 'string' ? { siteUrl } : {}),
    creator: doc.creator,
    publishedAt: doc.publishedAt,
    likes: doc.likeCount,
    updatedOn: doc.updatedOn,
    ...(doc.latestRelease === null ? {} : { latestRelease: doc.latestRelease }),
    ...ratingField(doc),
  };
}
