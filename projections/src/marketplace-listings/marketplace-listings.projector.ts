import { MARKETPLACE_KINDS } from '@creators/contracts';
import type { CollectionSpec } from '@creators/storage';
import { itemCard, type CardField, type ItemCardDoc } from '../published-items/item-card.js';
import { publicItemProjector, type PublicItem } from '../published-items/public-item-projector.js';
import { withFields } from '../published-items/with-fields.js';

/** A published item of a marketplace kind, as its kind's marketplace page lists it. */
export interface ListingDoc extends ItemCardDoc {
  /** Engagement points of the last 90 days (see `engagement/engagement-ledger.ts`): the `popular` order. */
  readonly score: number;
  readonly likeCount: number;
}

export const MARKETPLACE_LISTINGS = 'marketplace_listings';

export const listingOf = (item: PublicItem<CardField>): ListingDoc =>
  withFields(itemCard(item), { score: item.score, likeCount: item.likeCount });

const listings: CollectionSpec = {
  name: MARKETPLACE_LISTINGS,
  fields: {
    kind: 'string',
    slug: 'string',
    creatorId: 'string',
    publishedAt: 'string',
    score: 'number',
    isFree: 'boolean',
  },
  indexes: [
    ['kind', 'publishedAt'],
    ['kind', 'score'],
    ['kind', 'isFree', 'publishedAt'],
    ['kind', 'isFree', 'score'],
    ['creatorId', 'kind', 'publishedAt'],
    ['kind', 'slug'],
  ],
};

/**
 * Published items of the five marketplace kinds, one document each, with their creator's card
 * and their popularity score kept current: the shared item stage folds engagement once
 * (`engagement/engagement-ledger.ts`) and hands each item's score over with its transitions.
 */
export const marketplaceListingsProjector = publicItemProjector<CardField>({
  name: 'marketplace-listings',
  version: 2,
  collections: [listings],
  kinds: MARKETPLACE_KINDS,
  engagement: 'scored',
  docs: (item) => [{ collection: MARKETPLACE_LISTINGS, doc: listingOf(item) }],
});
