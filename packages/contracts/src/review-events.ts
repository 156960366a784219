import { eventGuard, everyEventType } from './event-guard.js';
import type { ItemKind } from './kinds.js';

/** The rules both the gateway and the forms know: stars, and how long a review or an answer may be. */
export const REVIEW_LIMITS = { minRating: 1, maxRating: 5, text: 2000, answer: 2000 } as const;

/**
 * Reviews, one stream per holder and item (`review-<itemId>-<reviewerId>`): so the store itself
 * keeps it to one review each, its edits and the creator's one answer following on the same stream.
 * Moderators hide and restore reviews on the review's moderation stream (`ReviewHidden`).
 */
export interface ReviewData {
  readonly reviewId: string;
  readonly itemId: string;
  readonly kind: ItemKind;
  /** The holder who writes: whose key seals the text. */
  readonly reviewerId: string;
  /** 1 to 5 stars. */
  readonly rating: number;
  /** Optional words ('' for none). */
  readonly text: string;
  /** The item's version the reviewer held when writing, when the item has one. */
  readonly version: string | null;
}

export type ReviewEvent =
  | {
      readonly type: 'ReviewWritten';
      /** `creatorId`: the item's creator, who may answer. */
      readonly data: ReviewData & { readonly creatorId: string };
    }
  | { readonly type: 'ReviewEdited'; readonly data: ReviewData }
  | {
      readonly type: 'ReviewAnswered';
      readonly data: {
        readonly reviewId: string;
        readonly itemId: string;
        readonly kind: ItemKind;
        /** The item's creator, who answers: whose key seals the text. */
        readonly creatorId: string;
        readonly text: string;
      };
    };

export const REVIEW_EVENT_TYPES = everyEventType<ReviewEvent>()(['ReviewWritten', 'ReviewEdited', 'ReviewAnswered']);

export const asReviewEvent = eventGuard<ReviewEvent>(REVIEW_EVENT_TYPES);

export const reviewStreamId = (itemId: string, reviewerId: string): string => `review-${itemId}-${reviewerId}`;

/** A review as the item page lists it (hidden reviews are not listed). */
export interface ReviewView {
  readonly id: string;
  readonly itemId: string;
  readonly reviewerId: string;
  readonly reviewer: { readonly handle: string; readonly name: string } | null;
  readonly rating: number;
  readonly text: string;
  readonly version: string | null;
  readonly writtenAt: string;
  readonly editedAt: string | null;
  readonly answer: { readonly text: string; readonly at: string } | null;
}

/** `GET /api/items/{itemId}/reviews`: the shown reviews, newest first, and what they add up to. */
export interface ItemReviewsView {
  readonly items: ReviewView[];
  readonly ratingAverage: number | null;
  readonly ratingCount: number;
  /** The signed-in visitor's own review, shown or hidden (null when none, or signed out). */
  readonly mine: (ReviewView & { readonly hidden: boolean }) | null;
  /** Whether the signed-in visitor may write one: they hold the item, and it is not theirs. */
  readonly canReview: boolean;
  /** Whether the signed-in visitor is the item's creator (and so answers). */
  readonly isCreator: boolean;
}

/** `GET /api/dashboard/reviews`: what the signed-in creator's items are rated, in Insights. */
export interface CreatorReviewsView {
  readonly ratingAverage: number | null;
  readonly ratingCount: number;
  /** Each reviewed item, most reviewed first. */
  readonly items: readonly {
    readonly itemId: string;
    readonly kind: ItemKind;
    readonly slug: string;
    readonly title: string;
    readonly ratingAverage: number;
    readonly ratingCount: number;
  }[];
  /** The newest shown reviews, with whether they are answered yet. */
  readonly latest: readonly (ReviewView & { readonly kind: ItemKind; readonly slug: string; readonly title: string })[];
}
