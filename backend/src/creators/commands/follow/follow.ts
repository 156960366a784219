import { Inject } from '@nestjs/common';
import { Command, CommandHandler, Query, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { asFollowEvent, followStreamId, type FollowAnswer, type FollowEvent } from '@creators/contracts';
import {
  FOLLOWER_COUNTS,
  FOLLOWS,
  findCreatorByHandle,
  followDocId,
  type CreatorProfileDoc,
} from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';
import { handleCommand, type Decider } from '../../../platform/event-sourcing.js';
import { ReadModelClock } from '../../../platform/read-model-clock.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../../../platform/tokens.js';
import { creatorError } from '../../creators.errors.js';

interface FollowCommand {
  readonly follow: boolean;
  readonly followerId: string;
  readonly creatorId: string;
}

/** One person's follow of one creator: following twice, or unfollowing whom one does not follow, changes nothing. */
export const followDecider: Decider<{ readonly following: boolean }, FollowCommand, FollowEvent> = {
  initial: { following: false },
  read: asFollowEvent,
  evolve: (_, event) => ({ following: event.type === 'CreatorFollowed' }),
  decide: ({ follow, followerId, creatorId }, { following }) => {
    if (followerId === creatorId) throw creatorError('own_profile', 'you cannot follow yourself');
    return follow === following
      ? []
      : [{ type: follow ? 'CreatorFollowed' : 'CreatorUnfollowed', data: { followerId, creatorId } }];
  },
};

/** The creator a handle names now (a former handle still finds them). */
async function creatorNamed(documents: DocumentStore, handle: string): Promise<CreatorProfileDoc> {
  const lookup = await findCreatorByHandle(documents, handle);
  if (lookup === null) throw creatorError('creator_not_found', `no creator is called "${handle}"`);
  if ('found' in lookup) return lookup.found;
  const moved = await findCreatorByHandle(documents, lookup.movedTo);
  if (moved === null || !('found' in moved))
    throw creatorError('creator_not_found', `no creator is called "${handle}"`);
  return moved.found;
}

const followersOf = async (documents: DocumentStore, creatorId: string): Promise<number> =>
  (await documents.get(FOLLOWER_COUNTS, creatorId))?.count ?? 0;

export class FollowCreator extends Command<FollowAnswer> {
  constructor(
    readonly handle: string,
    readonly follow: boolean,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}

@CommandHandler(FollowCreator)
export class FollowCreatorHandler implements ICommandHandler<FollowCreator, FollowAnswer> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly clock: ReadModelClock,
  ) {}

  async execute({ handle, follow, metadata }: FollowCreator): Promise<FollowAnswer> {
    const creator = await creatorNamed(this.documents, handle);
    const followerId = metadata.creatorId;
    const outcome = await handleCommand(
      this.events,
      followStreamId(followerId, creator.id),
      followDecider,
      { follow, followerId, creatorId: creator.id },
      metadata,
    );
    // The count shown beside the button includes this follow: wait (briefly) for the read model.
    await this.clock.waitFor(outcome.position, 2000);
    return {
      following: outcome.state.following,
      followers: await followersOf(this.documents, creator.id),
      position: String(outcome.position),
    };
  }
}

/** Whether the signed-in person follows a creator, and how many do. */
export class GetFollow extends Query<Omit<FollowAnswer, 'position'>> {
  constructor(
    readonly handle: string,
    readonly followerId: string,
  ) {
    super();
  }
}

@QueryHandler(GetFollow)
export class GetFollowHandler implements IQueryHandler<GetFollow> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ handle, followerId }: GetFollow): Promise<Omit<FollowAnswer, 'position'>> {
    const creator = await creatorNamed(this.documents, handle);
    const [follow, followers] = await Promise.all([
      this.documents.get(FOLLOWS, followDocId(followerId, creator.id)),
      followersOf(this.documents, creator.id),
    ]);
    return { following: follow !== null, followers };
  }
}
