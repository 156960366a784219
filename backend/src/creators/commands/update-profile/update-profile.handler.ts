import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { creatorStreamId, type CommandAnswer } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { SessionStore } from '../../../accounts/sessions/session-store.js';
import type { CommandMetadata } from '../../../platform/command-metadata.js';
import { DomainError } from '../../../platform/domain-error.js';
import { handleCommand, type Decided } from '../../../platform/event-sourcing.js';
import { EVENT_STORE } from '../../../platform/tokens.js';
import { claimHandle } from '../../domain/claims.js';
import { creatorDecider, type CreatorCommand } from '../../domain/creator.decider.js';
import { UpdateProfile } from './update-profile.command.js';

const newHandleIn = (decided: readonly Decided[]): string | undefined => {
  const [event] = decided;
  const changes = event === undefined ? undefined : (event.data as { changes?: { handle?: string } }).changes;
  return changes?.handle;
};

@CommandHandler(UpdateProfile)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfile, CommandAnswer> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly sessions: SessionStore,
  ) {}

  async execute({ changes, metadata }: UpdateProfile): Promise<CommandAnswer> {
    const creatorId = metadata.creatorId;
    if (creatorId === null) throw new DomainError('not_signed_in', 'sign in to change your profile');
    const streamId = creatorStreamId(creatorId);
    const command: CreatorCommand = { type: 'UpdateProfile', creatorId, changes };
    if (changes.handle !== undefined) await this.claimNewHandle(streamId, command, metadata);
    const outcome = await handleCommand(this.events, streamId, creatorDecider, command, metadata);
    const renamedTo = newHandleIn(outcome.events);
    if (renamedTo !== undefined) await this.sessions.rename(creatorId, renamedTo);
    return { revision: outcome.revision, position: String(outcome.position) };
  }

  /**
   * A new handle is claimed only once the change is known to be accepted (a dry decide), so a
   * refused or stale rename claims nothing. The old handle stays claimed: it keeps leading here.
   */
  private async claimNewHandle(streamId: string, command: CreatorCommand, metadata: CommandMetadata): Promise<void> {
    const history = await this.events.readStream(streamId);
    const revision = history.at(-1)?.revision ?? -1;
    // A stale If-Match is refused by handleCommand, before anything is appended.
    if (metadata.expectedRevision !== null && metadata.expectedRevision !== revision) return;
    const state = history.reduce(creatorDecider.evolve, creatorDecider.initial);
    const handle = newHandleIn(creatorDecider.decide(command, state));
    if (handle === undefined) return;
    await claimHandle(this.events, handle, command.creatorId, metadata);
  }
}
