import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SearchSuggestions } from '@creators/contracts';
import {
  CREATOR_PROFILES,
  MARKETPLACE_SEARCH,
  SEARCH_LABELS,
  wordsOf,
  type CreatorProfileDoc,
  type SearchDoc,
  type SearchLabelDoc,
} from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';

/** What the first letters typed may be: titles, tags and categories, creators. */
export class Suggest extends Query<SearchSuggestions> {
  constructor(readonly text: string) {
    super();
  }
}

const EACH = 5;
const NOTHING: SearchSuggestions = { items: [], labels: [], creators: [] };

@QueryHandler(Suggest)
export class SuggestHandler implements IQueryHandler<Suggest, SearchSuggestions> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ text }: Suggest): Promise<SearchSuggestions> {
    const words = wordsOf(text).slice(0, 6);
    const last = words.at(-1);
    if (last === undefined) return NOTHING;
    // Labels and handles are slugs: the words typed, joined as a slug is.
    const slug = words.join('-');
    const range = (prefix: string) => ({ gte: prefix, lt: `${prefix}\uffff` });
    const [items, labels, creators] = await Promise.all([
      this.documents.find<SearchDoc>(MARKETPLACE_SEARCH, { text: words.join(' '), limit: EACH }),
      this.documents.find<SearchLabelDoc>(SEARCH_LABELS, { filter: { key: range(slug) }, limit: 50 }),
      this.documents.find<CreatorProfileDoc>(CREATOR_PROFILES, {
        filter: { handleKey: range(words.join('')) },
        limit: EACH,
      }),
    ]);
    return {
      items: items.items.map(({ title, kind, slug: itemSlug }) => ({ title, kind, slug: itemSlug })),
      labels: labels.items
        .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
        .slice(0, EACH)
        .map(({ type, kind, key, label, count }) => ({ type, kind, slug: key, label, count })),
      creators: creators.items.map(({ handle, name }) => ({ handle, name })),
    };
  }
}
