import { join } from 'node:path';
import {
  PUBLIC_ITEMS,
  creatorProfilesProjector,
  publicItemsProjector,
  searchProjector,
  type PublicItemDoc,
} from '@creators/projections';
import { SqliteDocumentStore } from '@creators/storage';
import { tempDir } from '@creators/storage/testing';
import { Suggest, SuggestHandler } from '../suggest/suggest.js';
import { SEARCH_CAP, SEARCH_RANKED, SearchItemsHandler } from './search-items.handler.js';
import { NO_SEARCH_FILTERS, SearchItems } from './search-items.query.js';

/** A shown component as the public model keeps it, with what search reads. */
const shown = (n: number, title: string, description: string): PublicItemDoc => ({
  id: `i${n}`,
  kind: 'components',
  slug: `item-${n}`,
  formerSlugs: [],
  title,
  summary: 'A piece for the marketplace',
  description,
  coverImageUrl: null,
  galleryImageUrls: [],
  previewUrl: null,
  price: { amount: 0, currency: 'USD' },
  tags: [],
  isFree: true,
  creatorId: 'c1',
  creator: { handle: 'maker', name: 'Maker', avatarUrl: null },
  createdAt: '2026-07-01T00:00:00.000Z',
  updatedAt: '2026-07-01T00:00:00.000Z',
  publishedAt: `2026-07-01T00:${String(Math.floor(n / 60)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}.000Z`,
  score: 0,
  likeCount: 0,
  ratingCount: 0,
  ratingAverage: null,
  marketplace: true,
  creatorName: 'Maker',
  creatorHandle: 'maker',
  priceAmount: 0,
  updates: [],
  updatedOn: null,
  latestRelease: null,
  activeAt: '2026-07-01T00:00:00.000Z',
});

describe('search over more matches than it weighs', () => {
  let documents: SqliteDocumentStore;

  beforeEach(async () => {
    documents = new SqliteDocumentStore(join(tempDir('search-cap-'), 'creators.db'));
    await documents.ensureCollections([
      ...publicItemsProjector.collections,
      ...searchProjector.collections,
      ...creatorProfilesProjector.collections,
    ]);
  });
  afterEach(async () => {
    await documents.close();
  });

  /** Ten early items name the word in their titles (the best matches), then `later` more name it in descriptions. */
  const publish = async (later: number): Promise<{ early: string[]; later: string[] }> => {
    const early = Array.from({ length: 10 }, (_, n) => shown(n, `Orbit widget ${n}`, 'Details.'));
    const rest = Array.from({ length: later }, (_, n) => shown(10 + n, `Plain piece ${n}`, 'Works with orbit themes.'));
    await documents.write([...early, ...rest].map((doc) => ({ op: 'put' as const, collection: PUBLIC_ITEMS, doc })));
    return { early: early.map((doc) => doc.id), later: rest.map((doc) => doc.id) };
  };

  /** Every page of the "Best match" answer. */
  const bestMatches = async (): Promise<{ ids: string[]; capped: boolean; total: number }> => {
    const handler = new SearchItemsHandler(documents);
    const ids: string[] = [];
    let cursor: string | null = null;
    let answer;
    do {
      answer = await handler.execute(new SearchItems('orbit', NO_SEARCH_FILTERS, 'relevance', 100, cursor));
      ids.push(...answer.items.map((card) => card.id));
      cursor = answer.nextCursor;
    } while (cursor !== null);
    return { ids, capped: answer.capped, total: answer.total };
  };

  it('keeps the best matches, however old, when no more match than the store ranks', async () => {
    const { early } = await publish(SEARCH_CAP + 5);
    const found = await bestMatches();
    expect(found.capped).toBe(true);
    expect(found.total).toBe(SEARCH_CAP);
    expect(found.ids.slice(0, early.length).sort()).toEqual([...early].sort());
  });

  it('weighs the best of the newest matches the store ranks when more match', async () => {
    const { later } = await publish(SEARCH_RANKED);
    const found = await bestMatches();
    expect(found.capped).toBe(true);
    expect(found.total).toBe(SEARCH_CAP);
    // The ten title matches are older than the newest the store ranks: they are not among the answers.
    const newest = new Set(later);
    expect(found.ids.filter((id) => !newest.has(id))).toEqual([]);
  });

  /** The items suggested for the first letters of the word, by id. */
  const suggested = async (): Promise<string[]> =>
    (await new SuggestHandler(documents).execute(new Suggest('orbi'))).items.map((item) => `i${item.slug.slice(5)}`);

  it.each([
    ['the best matches, however old, when no more match than the store ranks', SEARCH_CAP, 'early'],
    ['the best of the newest matches the store ranks when more match, as search does', SEARCH_RANKED, 'later'],
  ] as const)('suggests %s', async (_, later, from) => {
    const expected = new Set((await publish(later))[from]);
    const ids = await suggested();
    expect(ids).toHaveLength(5);
    expect(ids.filter((id) => !expected.has(id))).toEqual([]);
  });
});
