import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { collectionStreamId } from '@creators/contracts';
import { COLLECTIONS, findShownItem } from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import { newIdFor } from '../../../platform/command-metadata.js';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { toSlug } from '../../../platform/slug.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../../../platform/tokens.js';
import { curationError } from '../../curation.errors.js';
import { collectionDecider, type CollectionCommand } from '../../domain/collection.decider.js';
import { CurateCollection, type CurationAnswer, type CurationStep } from './curate-collection.command.js';

/**
 * A featured collection's slug reads as its title; a personal one's is made of its id alone, since
 * its title is its owner's words and the slug outlives their erasure.
 */
const slugFor = (scope: CurateCollection['scope'], collectionId: string, title: string): string => {
  const short = collectionId.replace(/-/g, '').slice(0, 10);
  const words = scope === 'featured' ? toSlug(title, 60) : '';
  return words === '' ? short : `${words}-${short}`;
};

@CommandHandler(CurateCollection)
export class CurateCollectionHandler implements ICommandHandler<CurateCollection, CurationAnswer> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ scope, collectionId, step, metadata }: CurateCollection): Promise<CurationAnswer> {
    const id = collectionId ?? newIdFor(metadata, 'collection');
    const streamId = collectionStreamId(id);
    const command = await this.commandOf(scope, id, step, metadata.creatorId);
    const outcome = await handleCommand(this.events, streamId, collectionDecider, command, metadata);
    const created = outcome.events.find((event) => event.change === 'Created');
    const slug =
      created?.change === 'Created' ? created.data.slug : ((await this.documents.get(COLLECTIONS, id))?.slug ?? '');
    return { id, slug, revision: outcome.revision, position: String(outcome.position) };
  }

  private async commandOf(
    scope: CurateCollection['scope'],
    collectionId: string,
    step: CurationStep,
    curatorId: string,
  ): Promise<CollectionCommand> {
    if (step.type === 'Create')
      return { ...step, scope, collectionId, curatorId, slug: slugFor(scope, collectionId, step.title) };
    if (step.type === 'AddItem') {
      // Only what the marketplace shows may be added; it may leave later, and then drops out of view.
      const item = await findShownItem(this.documents, step.itemId);
      if (item === null) throw curationError('item_not_found', 'no published item with this id');
      return { type: 'AddItem', scope, curatorId, itemId: item.id, kind: item.kind };
    }
    return { ...step, scope, curatorId };
  }
}
