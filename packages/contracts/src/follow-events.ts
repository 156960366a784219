import { eventGuard, everyEventType } from './event-guard.js';

/** One person following one creator, on a stream of its own (`follow-<followerId>-<creatorId>`). */
export type FollowEvent =
  | { readonly type: 'CreatorFollowed'; readonly data: { readonly followerId: string; readonly creatorId: string } }
  | { readonly type: 'CreatorUnfollowed'; readonly data: { readonly followerId: string; readonly creatorId: string } };

export const FOLLOW_EVENT_TYPES = everyEventType<FollowEvent>()(['CreatorFollowed', 'CreatorUnfollowed']);

export const asFollowEvent = eventGuard<FollowEvent>(FOLLOW_EVENT_TYPES);

export const followStreamId = (followerId: string, creatorId: string): string => `follow-${followerId}-${creatorId}`;

/** `PUT` / `DELETE /api/creators/{handle}/follow`. */
export interface FollowAnswer {
  readonly following: boolean;
  readonly followers: number;
  readonly position: string;
}
