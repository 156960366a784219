import { MARKETPLACE_KINDS } from '@creators/contracts';
import { itemCard, type CardField, type ItemCardDoc } from '../published-items/item-card.js';
import { publicItemProjector, type PublicItem } from '../published-items/public-item-projector.js';

/** A published marketplace item as search finds it: its card and the text it is found by. */
export interface SearchDoc extends ItemCardDoc {
  readonly description: string;
  readonly creatorName: string;
}

export const MARKETPLACE_SEARCH = 'marketplace_search';

/** Full-text fields, heaviest first: a match in the title ranks above one in the description. */
export const SEARCH_TEXT = ['title', 'tags', 'categories', 'summary', 'creatorName', 'description'] as const;

export const searchDocOf = (item: PublicItem<CardField | 'description'>): SearchDoc => ({
  ...itemCard(item),
  description: item.fields.description,
  creatorName: item.creator.name,
});

/** Full-text search over published items of the five marketplace kinds, across kinds or within one. */
export const searchProjector = publicItemProjector<CardField | 'description'>({
  name: 'search',
  version: 1,
  collections: [
    {
      name: MARKETPLACE_SEARCH,
      fields: { kind: 'string', isFree: 'boolean', publishedAt: 'string' },
      text: SEARCH_TEXT,
      indexes: [['kind', 'publishedAt']],
    },
  ],
  kinds: MARKETPLACE_KINDS,
  engagement: 'none',
  docs: (item) => [{ collection: MARKETPLACE_SEARCH, doc: searchDocOf(item) }],
});
