import { asEngagementEvent, type ItemKind, type RecordedEvent } from '@creators/contracts';
import { dayOf, engagementLedger, windowDocuments, type ItemWindow } from '../engagement/engagement-ledger.js';
import { WorkingDocs } from '../published-items/working-docs.js';
import type { Projector } from '../runner/projector.js';

/** One item's popularity: its score (points of the last 90 days), standing likes and points per day. */
export type ItemPopularityDoc = ItemWindow;
export type { LikeDoc } from '../engagement/engagement-ledger.js';

/** What happened to one item on one UTC day (`<itemId>:<day>`): the engagement chart. */
export interface EngagementDayDoc {
  readonly id: string;
  readonly itemId: string;
  readonly kind: ItemKind;
  readonly day: string;
  readonly views: number;
  readonly previews: number;
  readonly likes: number;
  readonly unlikes: number;
  readonly [field: string]: unknown;
}

export const ITEM_POPULARITY = 'item_popularity';
export const ITEM_ENGAGEMENT_DAYS = 'item_engagement_days';
/** Standing likes, `likeDocId(itemId, creatorId)`: "liked by me" and a creator's liked items. */
export const ITEM_LIKES = 'popularity_likes';

const COUNTERS = {
  ItemViewed: 'views',
  ItemPreviewed: 'previews',
  ItemLiked: 'likes',
  ItemUnliked: 'unlikes',
} as const;

const ledger = engagementLedger({
  windows: windowDocuments(ITEM_POPULARITY),
  prefix: 'popularity',
  scored: true,
  tracks: () => true,
  likesByCreator: true,
});

export function evolveEngagementDay(doc: EngagementDayDoc | null, event: RecordedEvent): EngagementDayDoc | null {
  const engagement = asEngagementEvent(event);
  if (engagement === null) return doc;
  const { itemId, kind } = engagement.data;
  const day = dayOf(event.metadata.occurredAt);
  const current = doc ?? { id: `${itemId}:${day}`, itemId, kind, day, views: 0, previews: 0, likes: 0, unlikes: 0 };
  const counter = COUNTERS[engagement.type];
  return { ...current, [counter]: current[counter] + 1 };
}

/**
 * Item popularity: per item, the points of the last 90 days (views 1, previews 2, likes 5; see
 * `engagement/engagement-ledger.ts`) and the standing likes (`item_popularity`, one document per
 * item, gone when the item is deleted), per item and day the raw counts (`item_engagement_days`,
 * kept as history), and the standing likes (`popularity_likes`).
 */
export const popularityProjector: Projector = {
  name: 'popularity',
  version: 2,
  collections: [
    {
      name: ITEM_POPULARITY,
      fields: { kind: 'string', score: 'number', likeCount: 'number' },
      indexes: [['kind', 'score'], ['score']],
    },
    ...ledger.collections,
    {
      name: ITEM_ENGAGEMENT_DAYS,
      fields: { itemId: 'string', kind: 'string', day: 'string' },
      indexes: [['itemId', 'day'], ['day']],
    },
  ],
  async project(event, read) {
    const docs = new WorkingDocs(read);
    await ledger.apply(event, docs);
    const engagement = asEngagementEvent(event);
    if (engagement !== null) {
      const id = `${engagement.data.itemId}:${dayOf(event.metadata.occurredAt)}`;
      const next = evolveEngagementDay(await docs.get<EngagementDayDoc>(ITEM_ENGAGEMENT_DAYS, id), event);
      if (next !== null) docs.put(ITEM_ENGAGEMENT_DAYS, next);
    }
    return docs.changes();
  },
};
