import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { releaseNoticesStreamId, type MuteAnswer } from '@creators/contracts';
import { findEntitlement } from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../../../platform/tokens.js';
import { commerceError } from '../../commerce.errors.js';
import { releaseNoticesDecider } from '../../domain/release-notices.decider.js';
import { MuteReleaseNotices } from './mute-release-notices.command.js';

@CommandHandler(MuteReleaseNotices)
export class MuteReleaseNoticesHandler implements ICommandHandler<MuteReleaseNotices, MuteAnswer> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ itemId, muted, metadata }: MuteReleaseNotices): Promise<MuteAnswer> {
    const accountId = metadata.creatorId;
    // Only a holder is told of releases: nobody else has notices to mute.
    if ((await findEntitlement(this.documents, itemId, accountId)) === null) {
      throw commerceError('not_entitled', 'you do not hold this item');
    }
    const outcome = await handleCommand(
      this.events,
      releaseNoticesStreamId(itemId, accountId),
      releaseNoticesDecider,
      { type: muted ? 'Mute' : 'Resume', notices: { itemId, accountId } },
      metadata,
    );
    return { muted, position: String(outcome.position) };
  }
}
