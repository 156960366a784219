import { Command } from '@nestjs/cqrs';
import type { CommandAnswer } from '@creators/contracts';
import type { CommandMetadata } from '../../../platform/command-metadata.js';
import type { ProfileChanges } from '../../domain/creator.decider.js';

/** The acting creator (`metadata.creatorId`) changes any of their handle, name, bio, avatar, website, location. */
export class UpdateProfile extends Command<CommandAnswer> {
  constructor(
    readonly changes: ProfileChanges,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
