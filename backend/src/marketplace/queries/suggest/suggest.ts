import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { templateCategoryLabel, type SearchSuggestions } from '@creators/contracts';
import { CREATOR_PROFILES, PUBLIC_ITEMS, SEARCH_LABELS, wordsOf } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { expandWords } from '../search-items/query-expansion.js';
import { SEARCH_RANKED } from '../search-items/search-items.handler.js';

/** What the first letters typed may be: titles, tags and categories, creators. */
export class Suggest extends Query<SearchSuggestions> {
  constructor(readonly text: string) {
    super();
  }
}

const EACH = 5;
const NOTHING: SearchSuggestions = { correctedQuery: null, items: [], labels: [], creators: [] };

@QueryHandler(Suggest)
export class SuggestHandler implements IQueryHandler<Suggest, SearchSuggestions> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ text }: Suggest): Promise<SearchSuggestions> {
    const words = wordsOf(text).slice(0, 6);
    const last = words.at(-1);
    if (last === undefined) return NOTHING;
    // As forgiving as search: a typo in the first letters still finds what was meant.
    const expanded = await expandWords(this.documents, words);
    const corrected = expanded.map((word) => word.correction ?? word.typed);
    // Labels and handles are slugs: the words, joined as a slug is.
    const slug = corrected.join('-');
    const range = (prefix: string) => ({ gte: prefix, lt: `${prefix}\uffff` });
    const [items, labels, creators] = await Promise.all([
      // Ranked as search ranks: the first letters of a common word match most of the catalogue.
      this.documents.find(PUBLIC_ITEMS, {
        text: expanded.map((word) => word.alternatives.map(({ term }) => term)),
        rankWithin: SEARCH_RANKED,
        filter: { marketplace: true },
        limit: EACH,
      }),
      this.documents.find(SEARCH_LABELS, { filter: { key: range(slug) }, limit: 50 }),
      this.documents.find(CREATOR_PROFILES, {
        filter: { handleKey: range(words.join('')) },
        limit: EACH,
      }),
    ]);
    return {
      correctedQuery: expanded.some((word) => word.correction !== null) ? corrected.join(' ') : null,
      items: items.items.map(({ title, kind, slug: itemSlug, creator, coverImageUrl, coverImage }) => ({
        title,
        kind,
        slug: itemSlug,
        creator,
        coverImageUrl,
        ...(coverImage === undefined || coverImage === null ? {} : { coverImage }),
      })),
      labels: labels.items
        .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
        .slice(0, EACH)
        .map(({ type, kind, key, label, count }) => ({
          type,
          kind,
          slug: key,
          // A listed category reads as the list names it; the read model spells labels from their slugs.
          label: (type === 'category' ? templateCategoryLabel(key) : undefined) ?? label,
          count,
        })),
      // A creator a moderator hides is suggested to nobody.
      creators: creators.items
        .filter((creator) => creator.moderation === undefined)
        .map(({ handle, name, avatarUrl, avatar }) => ({
          handle,
          name,
          avatarUrl,
          ...(avatar === undefined || avatar === null ? {} : { avatar }),
        })),
    };
  }
}
