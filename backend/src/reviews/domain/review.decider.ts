import { asReviewEvent, REVIEW_LIMITS, type ItemKind, type ReviewEvent } from '@creators/contracts';
import { invalidField } from '../../platform/domain-error.js';
import type { Decider } from '../../platform/event-sourcing.js';
import { reviewError } from '../reviews.errors.js';

/** One holder's review of one item as its stream stands: what it says, and whether the creator answered. */
export interface ReviewState {
  readonly written: {
    readonly reviewId: string;
    readonly itemId: string;
    readonly kind: ItemKind;
    readonly reviewerId: string;
    readonly creatorId: string;
    readonly rating: number;
    readonly text: string;
    readonly version: string | null;
  } | null;
  readonly answered: boolean;
}

/** What the handler found out before deciding: the item, and facts kept on other streams. */
export interface ReviewedItem {
  readonly itemId: string;
  readonly kind: ItemKind;
  readonly creatorId: string;
  /** The item's current version, when it has one. */
  readonly version: string | null;
}

export type ReviewCommand =
  | {
      readonly type: 'Write';
      readonly reviewId: string;
      readonly item: ReviewedItem;
      readonly reviewerId: string;
      /** Whether the reviewer holds the item (a free get or a standing licence). */
      readonly holds: boolean;
      readonly rating: number;
      readonly text: string;
    }
  | {
      readonly type: 'Edit';
      readonly reviewerId: string;
      readonly version: string | null;
      /** Whether moderators hid the review (its moderation stream). */
      readonly hidden: boolean;
      readonly rating: number;
      readonly text: string;
    }
  | { readonly type: 'Answer'; readonly answererId: string; readonly hidden: boolean; readonly text: string };

function starsOf(rating: number): number {
  if (!Number.isInteger(rating) || rating < REVIEW_LIMITS.minRating || rating > REVIEW_LIMITS.maxRating)
    throw invalidField(
      'rating',
      `must be a whole number of stars from ${REVIEW_LIMITS.minRating} to ${REVIEW_LIMITS.maxRating}`,
    );
  return rating;
}

function textOf(raw: string, max: number, required: boolean): string {
  const text = raw.trim();
  if (required && text === '') throw invalidField('text', 'must say something');
  if (text.length > max) throw invalidField('text', `must be at most ${max} characters`);
  return text;
}

export function evolveReview(state: ReviewState, event: ReviewEvent): ReviewState {
  switch (event.type) {
    case 'ReviewWritten':
      return { ...state, written: event.data };
    case 'ReviewEdited':
      return state.written === null
        ? state
        : {
            ...state,
            written: {
              ...state.written,
              rating: event.data.rating,
              text: event.data.text,
              version: event.data.version,
            },
          };
    case 'ReviewAnswered':
      return { ...state, answered: true };
  }
}

export function decideReview(command: ReviewCommand, state: ReviewState): ReviewEvent[] {
  switch (command.type) {
    case 'Write': {
      const { reviewId, item, reviewerId } = command;
      if (reviewerId === item.creatorId) throw reviewError('own_item', 'you cannot review your own item');
      if (!command.holds) throw reviewError('not_a_holder', 'only someone who holds this item can review it');
      if (state.written !== null)
        throw reviewError('already_reviewed', 'you reviewed this item already: edit your review instead');
      const rating = starsOf(command.rating);
      const text = textOf(command.text, REVIEW_LIMITS.text, false);
      const { itemId, kind, creatorId, version } = item;
      return [
        { type: 'ReviewWritten', data: { reviewId, itemId, kind, reviewerId, creatorId, rating, text, version } },
      ];
    }
    case 'Edit': {
      const { written } = state;
      if (written?.reviewerId !== command.reviewerId)
        throw reviewError('review_not_found', 'you have not reviewed this item');
      if (command.hidden)
        throw reviewError('review_hidden', 'a moderator hid this review: it can no longer be changed');
      const rating = starsOf(command.rating);
      const text = textOf(command.text, REVIEW_LIMITS.text, false);
      if (rating === written.rating && text === written.text && command.version === written.version) return [];
      const { reviewId, itemId, kind, reviewerId } = written;
      return [
        { type: 'ReviewEdited', data: { reviewId, itemId, kind, reviewerId, rating, text, version: command.version } },
      ];
    }
    case 'Answer': {
      const { written } = state;
      if (written === null) throw reviewError('review_not_found', 'no such review');
      if (command.answererId !== written.creatorId)
        throw reviewError('not_your_item', 'only the item’s creator answers its reviews');
      if (command.hidden) throw reviewError('review_hidden', 'a moderator hid this review');
      if (state.answered) throw reviewError('already_answered', 'you answered this review already');
      const text = textOf(command.text, REVIEW_LIMITS.answer, true);
      const { reviewId, itemId, kind, creatorId } = written;
      return [{ type: 'ReviewAnswered', data: { reviewId, itemId, kind, creatorId, text } }];
    }
  }
}

export const reviewDecider: Decider<ReviewState, ReviewCommand, ReviewEvent> = {
  initial: { written: null, answered: false },
  read: asReviewEvent,
  evolve: evolveReview,
  decide: decideReview,
};
