import { ITEM_KINDS } from '@creators/contracts';
import { itemCard, type CardField, type ItemCardDoc } from '../published-items/item-card.js';
import { publicItemProjector, type PublicItem } from '../published-items/public-item-projector.js';
import { withFields } from '../published-items/with-fields.js';

/** A published item of any kind, sites included, as the feed lists it. */
export interface FeedEntryDoc extends ItemCardDoc {
  readonly previewUrl: string | null;
  /** Sites only: where the site lives. */
  readonly siteUrl: string | null;
}

export const FEED_TIMELINE = 'feed_timeline';

type FeedField = CardField | 'previewUrl' | 'siteUrl';

export const feedEntryOf = (item: PublicItem<FeedField>): FeedEntryDoc =>
  withFields(itemCard(item), {
    previewUrl: item.fields.previewUrl,
    siteUrl: item.fields.siteUrl ?? null,
    // Feed cards show their likes (the score moves nothing here).
    likeCount: item.likeCount,
  });

/** The feed: every published item of every kind, newest first, by kind or all; also a creator's items. */
export const feedTimelineProjector = publicItemProjector<FeedField>({
  name: 'feed-timeline',
  version: 2,
  collections: [
    {
      name: FEED_TIMELINE,
      fields: { kind: 'string', creatorId: 'string', publishedAt: 'string' },
      indexes: [
        ['publishedAt'],
        ['kind', 'publishedAt'],
        ['creatorId', 'publishedAt'],
        ['creatorId', 'kind', 'publishedAt'],
      ],
    },
  ],
  kinds: ITEM_KINDS,
  engagement: 'likes',
  docs: (item) => [{ collection: FEED_TIMELINE, doc: feedEntryOf(item) }],
});
