import { asFollowEvent } from '@creators/contracts';
import { collectionName, type DocumentChange } from '@creators/storage';
import { projectPicked, type Projector, takenBy } from '../runner/projector.js';

/** One standing follow (`<followerId>:<creatorId>`): whom someone follows, and who follows a creator. */
export interface FollowDoc {
  readonly id: string;
  readonly followerId: string;
  readonly creatorId: string;
  readonly followedAt: string;
  readonly [field: string]: unknown;
}

/** How many follow a creator. */
export interface FollowerCountDoc {
  readonly id: string;
  readonly count: number;
  readonly [field: string]: unknown;
}

export const FOLLOWS = collectionName<FollowDoc>('follows');
export const FOLLOWER_COUNTS = collectionName<FollowerCountDoc>('follower_counts');

export const followDocId = (followerId: string, creatorId: string): string => `${followerId}:${creatorId}`;

/** Follows and follower counts: the creator page's count, the feed's "Following". */
export const followsProjector: Projector = {
  name: 'follows',
  version: 1,
  collections: [
    {
      name: FOLLOWS,
      fields: { followerId: 'string', creatorId: 'string', followedAt: 'string' },
      indexes: [['followerId', 'followedAt'], ['creatorId']],
    },
    { name: FOLLOWER_COUNTS, fields: { count: 'number' } },
  ],
  takes: takenBy(asFollowEvent),
  project: projectPicked(asFollowEvent, (follow, event, read) => {
    const { followerId, creatorId } = follow.data;
    const id = followDocId(followerId, creatorId);
    const existing = read.get(FOLLOWS, id);
    const follows = follow.type === 'CreatorFollowed';
    // The follow stream's decider makes each event a change; a redelivered one changes nothing here either.
    if ((existing !== null) === follows) return [];
    const counted = read.get(FOLLOWER_COUNTS, creatorId);
    const count = Math.max(0, (counted?.count ?? 0) + (follows ? 1 : -1));
    const changes: DocumentChange[] = [
      follows
        ? {
            op: 'put',
            collection: FOLLOWS,
            doc: { id, followerId, creatorId, followedAt: event.metadata.occurredAt },
          }
        : { op: 'delete', collection: FOLLOWS, id },
      count > 0
        ? { op: 'put', collection: FOLLOWER_COUNTS, doc: { id: creatorId, count } }
        : { op: 'delete', collection: FOLLOWER_COUNTS, id: creatorId },
    ];
    return changes;
  }),
};
