import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { LabelCount } from '@creators/contracts';

import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { LABEL_INDEXES, toCount } from '../labels.js';
import { ListLabels } from './list-labels.query.js';

@QueryHandler(ListLabels)
export class ListLabelsHandler implements IQueryHandler<ListLabels, { items: LabelCount[] }> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ index }: ListLabels): Promise<{ items: LabelCount[] }> {
    const { labels } = LABEL_INDEXES[index];
    const page = await this.documents.find(labels, {
      sort: [{ field: 'count', direction: 'desc' }],
      limit: 500,
    });
    // Most used first; labels used as often read alphabetically.
    const items = page.items
      .map((doc) => toCount(index, doc))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
    return { items };
  }
}
