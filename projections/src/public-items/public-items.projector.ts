import {
  ITEM_KINDS,
  isMarketplaceKind,
  type ChangelogEntry,
  type ChangelogLine,
  type CreatorCard,
  type ItemFields,
  type ItemKind,
} from '@creators/contracts';
import { collectionName, type CollectionSpec } from '@creators/storage';
import { publicItemProjector, type PublicItem } from '../published-items/public-item-projector.js';
import { eventFields } from '../runner/with-fields.js';

/**
 * One shown item, one document: every field its own page shows, its card, its creator's card, its
 * popularity and likes, and what lists sort and narrow on. Listings, tag and category pages,
 * search, the feed, item and preview pages, related items and creator pages all read it.
 */
export interface PublicItemDoc extends ItemFields {
  readonly id: string;
  readonly kind: ItemKind;
  readonly slug: string;
  /** Slugs the item answered at before a rename: an old link finds where it lives now. */
  readonly formerSlugs: readonly string[];
  readonly isFree: boolean;
  readonly creatorId: string;
  readonly creator: CreatorCard;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly publishedAt: string;
  /** Engagement points of the last 90 days (see `engagement/engagement-ledger.ts`): the `popular` order. */
  readonly score: number;
  readonly likeCount: number;
  /** The shown reviews: how many, and their mean stars (null with none; the `rating` sort puts those last). */
  readonly ratingCount: number;
  readonly ratingAverage: number | null;
  /** Listed in the marketplace (every kind but sites, which the feed alone shows). */
  readonly marketplace: boolean;
  /** Search narrows and ranks on these. */
  readonly creatorName: string;
  readonly creatorHandle: string;
  readonly priceAmount: number;
  /** Releases and the changes a buyer cares about, newest first. */
  readonly updates: readonly ChangelogLine[];
  /** The newest of those (cards show "Updated <date>"), or null. */
  readonly updatedOn: string | null;
  /** The latest release, if any: the Following feed shows it. */
  readonly latestRelease: { readonly version: string; readonly date: string } | null;
  /** Published or last released, whichever is newer: the Following feed's order. */
  readonly activeAt: string;
  readonly [field: string]: unknown;
}

export const PUBLIC_ITEMS = collectionName<PublicItemDoc>('public_items');

/** Full-text fields, heaviest first: a match in the title ranks above one in the description. */
export const SEARCH_TEXT = ['title', 'tags', 'categories', 'summary', 'creatorName', 'description'] as const;

export const publicItemOf = (item: PublicItem): PublicItemDoc => {
  const updates = changelogOf(item.fields.changelog ?? [], item.updates);
  const latest = item.releases[0];
  return eventFields(item.fields, {
    id: item.id,
    kind: item.kind,
    slug: item.slug,
    formerSlugs: item.formerSlugs,
    isFree: item.fields.price.amount === 0,
    creatorId: item.creatorId,
    creator: item.creator,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    publishedAt: item.publishedAt,
    score: item.score,
    likeCount: item.likeCount,
    ratingCount: item.rating.count,
    ratingAverage: item.rating.average,
    marketplace: isMarketplaceKind(item.kind),
    creatorName: item.creator.name,
    creatorHandle: item.creator.handle,
    priceAmount: item.fields.price.amount,
    updates,
    updatedOn: updates[0]?.date ?? null,
    latestRelease: latest === undefined ? null : { version: latest.version, date: latest.date },
    activeAt: latest !== undefined && latest.date > item.publishedAt ? latest.date : item.publishedAt,
  });
};

/**
 * The item's changelog: its releases and buyer-facing changes, with a plugin's notes from before
 * releases (`changelog[]`, set by edits) read as releases without files, newest first.
 */
export function changelogOf(
  legacy: readonly ChangelogEntry[],
  updates: readonly ChangelogLine[],
): readonly ChangelogLine[] {
  if (legacy.length === 0) return updates;
  const released = new Set(updates.flatMap((line) => (line.type === 'release' ? [line.version] : [])));
  const older = legacy
    .filter((entry) => !released.has(entry.version))
    .map((entry): ChangelogLine => ({ type: 'release', ...entry, files: 0 }));
  return [...updates, ...older].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

const publicItems: CollectionSpec = {
  name: PUBLIC_ITEMS,
  fields: {
    kind: 'string',
    slug: 'string',
    formerSlugs: 'string[]',
    creatorId: 'string',
    creatorHandle: 'string',
    publishedAt: 'string',
    activeAt: 'string',
    score: 'number',
    isFree: 'boolean',
    priceAmount: 'number',
    marketplace: 'boolean',
    tags: 'string[]',
    categories: 'string[]',
  },
  text: SEARCH_TEXT,
  indexes: [
    // Listings, newest or popular, free or paid; the feed, all kinds or one.
    ['kind', 'publishedAt'],
    ['kind', 'score'],
    ['kind', 'isFree', 'publishedAt'],
    ['kind', 'isFree', 'score'],
    ['publishedAt'],
    ['marketplace', 'score'],
    // An item by its slug, or a former one.
    ['kind', 'slug'],
    ['formerSlugs', 'kind'],
    // A creator's items, by kind or all.
    ['creatorId', 'kind', 'publishedAt'],
    ['creatorId', 'publishedAt'],
    // The Following feed: followed creators' items, newest publication or release first.
    ['creatorId', 'activeAt'],
    // Tag and category pages (on SQLite one key table's indexes serve both).
    ['tags', 'kind', 'publishedAt'],
    ['tags', 'kind', 'score'],
    ['tags', 'kind', 'isFree', 'publishedAt'],
    ['tags', 'kind', 'isFree', 'score'],
    ['categories', 'kind', 'publishedAt'],
    ['categories', 'kind', 'score'],
    ['categories', 'kind', 'isFree', 'publishedAt'],
    ['categories', 'kind', 'isFree', 'score'],
  ],
};

/** Every shown item of every kind, one document each, kept current with its creator and its engagement. */
export const publicItemsProjector = publicItemProjector<keyof ItemFields>({
  name: 'public-items',
  // 3: with the item's changelog and its rating.
  version: 3,
  collections: [publicItems],
  kinds: ITEM_KINDS,
  engagement: 'scored',
  docs: (item) => [{ collection: PUBLIC_ITEMS, doc: publicItemOf(item) }],
});
