import { asEngagementEvent, type EngagementEvent, type ItemKind } from '@creators/contracts';
import type { Decider } from '../../../platform/event-sourcing.js';

export interface LikeCommand {
  readonly like: boolean;
  readonly itemId: string;
  readonly kind: ItemKind;
  readonly creatorId: string;
}

/** One creator's like of one item: liking twice, or unliking what is not liked, changes nothing. */
export const likeDecider: Decider<{ readonly liked: boolean }, LikeCommand, EngagementEvent> = {
  initial: { liked: false },
  read: asEngagementEvent,
  evolve: (state, event) =>
    event.type === 'ItemLiked' ? { liked: true } : event.type === 'ItemUnliked' ? { liked: false } : state,
  decide: ({ like, itemId, kind, creatorId }, { liked }) =>
    like === liked ? [] : [{ type: like ? 'ItemLiked' : 'ItemUnliked', data: { itemId, kind, creatorId } }],
};
