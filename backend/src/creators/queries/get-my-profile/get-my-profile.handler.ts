import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { creatorStreamId, type ProfileView } from '@creators/contracts';
import { findCreatorProfile } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { creatorError } from '../../creators.errors.js';
import { ReadModelClock } from '../../../platform/read-model-clock.js';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { GetMyProfile } from './get-my-profile.query.js';

@QueryHandler(GetMyProfile)
export class GetMyProfileHandler implements IQueryHandler<GetMyProfile, ProfileView> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly clock: ReadModelClock,
  ) {}

  async execute({ creatorId }: GetMyProfile): Promise<ProfileView> {
    // A creator who has just signed up may be ahead of the read model.
    const doc = await this.clock.readOwn(creatorStreamId(creatorId), () =>
      findCreatorProfile(this.documents, creatorId),
    );
    if (doc === null) throw creatorError('creator_not_found', 'no such creator');
    const { id, handle, name, bio, avatarUrl, avatar, websiteUrl, location, expert, revision, moderation } = doc;
    return {
      id,
      handle,
      name,
      bio,
      avatarUrl,
      ...(avatar === undefined || avatar === null ? {} : { avatar }),
      websiteUrl,
      location,
      expert,
      revision,
      ...(moderation === undefined ? {} : { moderation }),
    };
  }
}
