import {
  asReviewVisibilityEvent,
  moderationStreamId,
  type ReviewTarget,
  type ReviewVisibilityEvent,
} from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { loadState, type Decider } from '../../platform/event-sourcing.js';

/** Whether moderators hid a review, as its moderation stream says (the last hide or restore wins). */
const visibility: Decider<boolean, never, ReviewVisibilityEvent> = {
  initial: false,
  read: asReviewVisibilityEvent,
  evolve: (_hidden, event) => event.type === 'ReviewHidden',
  decide: () => [],
};

export async function isReviewHidden(events: EventStore, target: ReviewTarget): Promise<boolean> {
  return (await loadState(events, moderationStreamId(target), visibility)).state;
}
