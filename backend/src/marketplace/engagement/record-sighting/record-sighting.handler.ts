import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { previewStreamId, viewStreamId } from '@creators/contracts';
import { EventStoreError, type DocumentStore, type EventStore } from '@creators/storage';
import { toNewEvents } from '../../../platform/new-events.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../../../platform/tokens.js';
import { publishedItem } from '../../queries/published-item.js';
import { VisitorKeys } from '../visitor-key.js';
import { RecordSighting } from './record-sighting.command.js';

@CommandHandler(RecordSighting)
export class RecordSightingHandler implements ICommandHandler<RecordSighting, void> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly visitorKeys: VisitorKeys,
  ) {}

  async execute({ kind, slug, sighting, visitor, metadata }: RecordSighting): Promise<void> {
    const lookup = await publishedItem(this.documents, kind, slug);
    const item =
      'found' in lookup
        ? lookup.found
        : await publishedItem(this.documents, kind, lookup.movedTo).then((l) => ('found' in l ? l.found : null));
    // A creator looking at their own item is not an audience: their insights count others only.
    if (item === null || item.creatorId === metadata.creatorId) return;
    const day = metadata.now.slice(0, 10);
    const visitorKey = await this.visitorKeys.keyFor(visitor.identity, day);
    const streamId = sighting === 'view' ? viewStreamId(item.id, visitorKey) : previewStreamId(item.id, visitorKey);
    const type = sighting === 'view' ? 'ItemViewed' : 'ItemPreviewed';
    try {
      // "No stream" expected: the store itself refuses the second sighting of the day.
      await this.events.append(
        streamId,
        toNewEvents([{ type, data: { itemId: item.id, kind, visitorKey, day } }], streamId, metadata),
        'no_stream',
      );
    } catch (error) {
      if (!(error instanceof EventStoreError && error.code === 'wrong_expected_revision')) throw error;
    }
  }
}
