import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CREATOR_LINKS } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { ListMyLinks, type MyLinks } from './list-my-links.query.js';

// A creator without links has no stream yet; -1 is the revision handleCommand compares If-Match with then.
const NO_STREAM_REVISION = -1;

@QueryHandler(ListMyLinks)
export class ListMyLinksHandler implements IQueryHandler<ListMyLinks, MyLinks> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ creatorId }: ListMyLinks): Promise<MyLinks> {
    const doc = await this.documents.get(CREATOR_LINKS, creatorId);
    return {
      items: (doc?.links ?? []).map(({ id, title, url }) => ({ id, title, url })),
      revision: doc?.revision ?? NO_STREAM_REVISION,
    };
  }
}
