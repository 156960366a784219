import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { likeStreamId, type LikeAnswer } from '@creators/contracts';
import { findShownItem } from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import { marketplaceError } from '../../marketplace.errors.js';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { ReadModelClock } from '../../../platform/read-model-clock.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../../../platform/tokens.js';
import { publishedItem } from '../../queries/published-item.js';
import { ChangeLike } from './change-like.command.js';
import { likeDecider } from './like.decider.js';

@CommandHandler(ChangeLike)
export class ChangeLikeHandler implements ICommandHandler<ChangeLike, LikeAnswer> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly clock: ReadModelClock,
  ) {}

  async execute({ kind, slug, like, metadata }: ChangeLike): Promise<LikeAnswer> {
    const { creatorId } = metadata;
    const lookup = await publishedItem(this.documents, kind, slug);
    if (!('found' in lookup)) throw marketplaceError('item_not_found', `this item now lives at "${lookup.movedTo}"`);
    const item = lookup.found;
    const outcome = await handleCommand(
      this.events,
      likeStreamId(item.id, creatorId),
      likeDecider,
      { like, itemId: item.id, kind, creatorId },
      metadata,
    );
    // The count shown next to the button includes this like: wait (briefly) for the read model.
    await this.clock.waitFor(outcome.position, 2000);
    const likes = (await findShownItem(this.documents, item.id))?.likeCount ?? item.likeCount;
    return { liked: outcome.state.liked, likes, position: String(outcome.position) };
  }
}
