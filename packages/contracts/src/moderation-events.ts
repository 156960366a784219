import { eventGuard, everyEventType } from './event-guard.js';
import type { ItemKind } from './kinds.js';

/** Why someone reports an item or a creator. */
export const REPORT_REASONS = ['spam', 'copyright', 'offensive', 'misleading', 'malware', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What a report is about: a published item, a creator, or a review (of an item, by a holder). */
export type ReportTarget =
  | { readonly type: 'item'; readonly itemId: string; readonly kind: ItemKind }
  | { readonly type: 'creator'; readonly creatorId: string }
  | ReviewTarget;

export interface ReviewTarget {
  readonly type: 'review';
  readonly reviewId: string;
  readonly itemId: string;
  readonly kind: ItemKind;
  readonly reviewerId: string;
}

/**
 * Moderation, one stream per target (`moderation-item-<id>`, `moderation-creator-<id>`,
 * `moderation-review-<id>`): reports
 * come in, a moderator hides or restores an item with a reason its creator sees, or closes the
 * reports without acting. Reports alone never hide anything.
 */
export type ModerationEvent =
  | {
      readonly type: 'ContentReported';
      readonly data: {
        readonly reportId: string;
        readonly target: ReportTarget;
        readonly reporterId: string;
        readonly reason: ReportReason;
        readonly details: string;
      };
    }
  | {
      readonly type: 'ReportsDismissed';
      readonly data: { readonly target: ReportTarget; readonly moderatorId: string; readonly note: string };
    }
  | {
      readonly type: 'ItemHidden';
      readonly data: {
        readonly itemId: string;
        readonly kind: ItemKind;
        readonly moderatorId: string;
        readonly reason: string;
      };
    }
  | {
      readonly type: 'ItemRestored';
      readonly data: {
        readonly itemId: string;
        readonly kind: ItemKind;
        readonly moderatorId: string;
        readonly reason: string;
      };
    }
  | { readonly type: 'CreatorHidden'; readonly data: CreatorModerationData }
  | { readonly type: 'CreatorRestored'; readonly data: CreatorModerationData }
  | { readonly type: 'ReviewHidden'; readonly data: ReviewModerationData }
  | { readonly type: 'ReviewRestored'; readonly data: ReviewModerationData }
  | {
      /** The creator of a hidden item writes to the moderators, beside the case. */
      readonly type: 'ModeratorsAnswered';
      readonly data: {
        readonly itemId: string;
        readonly kind: ItemKind;
        readonly creatorId: string;
        readonly message: string;
      };
    };

/** A moderator hides a creator's page and every item of theirs from the public, or shows them again; with the reason. */
export interface CreatorModerationData {
  readonly creatorId: string;
  readonly moderatorId: string;
  readonly reason: string;
}

/** A moderator hides a review from its item's page and average, or shows it again; with the reason. */
export interface ReviewModerationData {
  readonly reviewId: string;
  readonly itemId: string;
  readonly kind: ItemKind;
  readonly reviewerId: string;
  readonly moderatorId: string;
  readonly reason: string;
}

export const MODERATION_EVENT_TYPES = everyEventType<ModerationEvent>()([
  'ContentReported',
  'ReportsDismissed',
  'ItemHidden',
  'ItemRestored',
  'CreatorHidden',
  'CreatorRestored',
  'ReviewHidden',
  'ReviewRestored',
  'ModeratorsAnswered',
]);

export const asModerationEvent = eventGuard<ModerationEvent>(MODERATION_EVENT_TYPES);

export function targetKey(target: ReportTarget): string {
  switch (target.type) {
    case 'item':
      return `item-${target.itemId}`;
    case 'creator':
      return `creator-${target.creatorId}`;
    case 'review':
      return `review-${target.reviewId}`;
  }
}

export const moderationStreamId = (target: ReportTarget): string => `moderation-${targetKey(target)}`;

/** A review's visibility decided by moderators. */
export type ReviewVisibilityEvent = Extract<ModerationEvent, { type: 'ReviewHidden' | 'ReviewRestored' }>;
export const asReviewVisibilityEvent = eventGuard<ReviewVisibilityEvent>(
  everyEventType<ReviewVisibilityEvent>()(['ReviewHidden', 'ReviewRestored']),
);

/** An item's visibility decided by moderators: hidden (with the reason) or not. */
export type ItemVisibilityEvent = Extract<ModerationEvent, { type: 'ItemHidden' | 'ItemRestored' }>;
export const asItemVisibilityEvent = eventGuard<ItemVisibilityEvent>(
  everyEventType<ItemVisibilityEvent>()(['ItemHidden', 'ItemRestored']),
);

/** A creator's visibility decided by moderators: hidden (with the reason) or not. */
export type CreatorVisibilityEvent = Extract<ModerationEvent, { type: 'CreatorHidden' | 'CreatorRestored' }>;
export const asCreatorVisibilityEvent = eventGuard<CreatorVisibilityEvent>(
  everyEventType<CreatorVisibilityEvent>()(['CreatorHidden', 'CreatorRestored']),
);
