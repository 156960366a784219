import { eventGuard, everyEventType } from './event-guard.js';
import type { ItemKind } from './kinds.js';

/**
 * What visitors do with a published item; the read side turns these into popularity (`popular`
 * sorts) and like counts. Each is appended on a stream of its own so that the store's optimistic
 * concurrency does the deduplication (see the stream ids below): projectors count what they get.
 */
export interface ItemSeenData {
  readonly itemId: string;
  readonly kind: ItemKind;
  /**
   * An opaque key for one visitor on one day (e.g. a keyed hash of address, user agent and day):
   * never an IP address or anything that identifies a visitor beyond that day.
   */
  readonly visitorKey: string;
  /** The UTC day (`YYYY-MM-DD`) the visitor key belongs to. */
  readonly day: string;
}

export interface ItemLikeData {
  readonly itemId: string;
  readonly kind: ItemKind;
  /** The signed-in creator who likes (or no longer likes) the item. */
  readonly creatorId: string;
}

export type EngagementEvent =
  | { readonly type: 'ItemViewed'; readonly data: ItemSeenData }
  | { readonly type: 'ItemPreviewed'; readonly data: ItemSeenData }
  | { readonly type: 'ItemLiked'; readonly data: ItemLikeData }
  | { readonly type: 'ItemUnliked'; readonly data: ItemLikeData };

export const ENGAGEMENT_EVENT_TYPES = everyEventType<EngagementEvent>()([
  'ItemViewed',
  'ItemPreviewed',
  'ItemLiked',
  'ItemUnliked',
]);

export const ENGAGEMENT_EVENT_VERSION = 1;

export const asEngagementEvent = eventGuard<EngagementEvent>(ENGAGEMENT_EVENT_TYPES);

/**
 * One stream per visitor, item and day, appended with "no stream" expected: a second view (or
 * preview) the same day is refused by the store, so each is counted once per visitor a day.
 */
export const viewStreamId = (itemId: string, visitorKey: string): string => `view-${itemId}-${visitorKey}`;
export const previewStreamId = (itemId: string, visitorKey: string): string => `preview-${itemId}-${visitorKey}`;

/** One stream per creator and item: likes and unlikes alternate there, so one creator likes an item at most once. */
export const likeStreamId = (itemId: string, creatorId: string): string => `like-${itemId}-${creatorId}`;
