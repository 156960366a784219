import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { creatorStreamId, imageUrl, type CommandAnswer } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { invalidField } from '../../../platform/domain-error.js';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { EVENT_STORE, UPLOAD_REFERENCES } from '../../../platform/tokens.js';
import type { UploadReferences } from '../../../platform/uploads/upload-references.js';
import { creatorDecider, type ProfileChanges } from '../../domain/creator.decider.js';
import { handleClaims } from '../../domain/handle-claims.js';
import { UpdateProfile, type ProfileRequest } from './update-profile.command.js';

/** The size an avatar's single address (`avatarUrl`) points at. */
const AVATAR_URL_WIDTH = 256;

@CommandHandler(UpdateProfile)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfile, CommandAnswer> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(UPLOAD_REFERENCES) private readonly uploads: UploadReferences,
  ) {}

  async execute({ changes: request, metadata }: UpdateProfile): Promise<CommandAnswer> {
    const { creatorId } = metadata;
    const changes = await this.withAvatar(request, creatorId);
    // A new handle is claimed once the change is decided, so a refused or stale rename claims
    // nothing; the old handle stays this creator's for a while (HANDLE_RELEASE_MS) and leads here.
    const outcome = await handleCommand(
      this.events,
      creatorStreamId(creatorId),
      creatorDecider,
      { type: 'UpdateProfile', creatorId, changes },
      metadata,
      { claims: handleClaims(this.events) },
    );
    return { revision: outcome.revision, position: String(outcome.position) };
  }

  /**
   * An uploaded avatar (by id) becomes the avatar and its address; an address alone clears the
   * upload. Only the creator's own avatar uploads can be used.
   */
  private async withAvatar(request: ProfileRequest, creatorId: string): Promise<ProfileChanges> {
    const { avatarImageId, ...changes } = request;
    if (avatarImageId === undefined) {
      return changes.avatarUrl === undefined ? changes : { ...changes, avatar: null };
    }
    if (changes.avatarUrl !== undefined) {
      throw invalidField('avatarImageId', 'send either avatarImageId or avatarUrl, not both');
    }
    if (avatarImageId === null) return { ...changes, avatar: null, avatarUrl: null };
    const avatar = await this.uploads.image(avatarImageId, creatorId, 'avatar', 'avatarImageId');
    return { ...changes, avatar, avatarUrl: imageUrl(avatar, AVATAR_URL_WIDTH) };
  }
}
