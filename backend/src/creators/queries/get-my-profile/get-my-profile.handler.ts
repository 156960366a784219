import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { creatorStreamId, type ProfileView } from '@creators/contracts';
import { CREATOR_PROFILES, type CreatorProfileDoc } from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import { DomainError } from '../../../platform/domain-error.js';
import { ReadModelClock } from '../../../platform/read-model-clock.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../../../platform/tokens.js';
import { GetMyProfile } from './get-my-profile.query.js';

const CATCH_UP_MS = 2000;

@QueryHandler(GetMyProfile)
export class GetMyProfileHandler implements IQueryHandler<GetMyProfile, ProfileView> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly clock: ReadModelClock,
  ) {}

  async execute({ creatorId }: GetMyProfile): Promise<ProfileView> {
    const doc =
      (await this.documents.get<CreatorProfileDoc>(CREATOR_PROFILES, creatorId)) ?? (await this.caughtUp(creatorId));
    if (doc === null) throw new DomainError('creator_not_found', 'no such creator');
    const { id, handle, name, bio, avatarUrl, websiteUrl, location, expert, revision } = doc;
    return { id, handle, name, bio, avatarUrl, websiteUrl, location, expert, revision };
  }

  /**
   * A creator who has just signed up may be ahead of the read model (a client that sends
   * X-Consistent-With never is): wait for their own events to be projected, briefly.
   */
  private async caughtUp(creatorId: string): Promise<CreatorProfileDoc | null> {
    const last = (await this.events.readStream(creatorStreamId(creatorId))).at(-1);
    if (last === undefined || !(await this.clock.waitFor(last.position, CATCH_UP_MS))) return null;
    return this.documents.get<CreatorProfileDoc>(CREATOR_PROFILES, creatorId);
  }
}
