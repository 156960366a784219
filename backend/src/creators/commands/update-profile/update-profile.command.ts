import { Command } from '@nestjs/cqrs';
import type { CommandAnswer } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';
import type { ProfileChanges } from '../../domain/creator.decider.js';

/** The profile's fields as a request sets them: the avatar may be an upload, by id. */
export type ProfileRequest = Omit<ProfileChanges, 'avatar'> & { readonly avatarImageId?: string | null };

/** The acting creator (`metadata.creatorId`) changes any of their handle, name, bio, avatar, website, location. */
export class UpdateProfile extends Command<CommandAnswer> {
  constructor(
    readonly changes: ProfileRequest,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
