import { join } from 'node:path';
import { PUBLIC_ITEMS, publicItemsProjector, searchProjector, type PublicItemDoc } from '@creators/projections';
import { SqliteDocumentStore } from '@creators/storage';
import { tempDir } from '@creators/storage/testing';
import { SEARCH_CAP, SearchItemsHandler } from './search-items.handler.js';
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

  beforeAll(async () => {
    documents = new SqliteDocumentStore(join(tempDir('search-cap-'), 'creators.db'));
    await documents.ensureCollections([...publicItemsProjector.collections, ...searchProjector.collections]);
  });
  afterAll(async () => {
    await documents.close();
  });

  it('weighs the newest matches, unranked by the store: an older match is past the cap however good', async () => {
    // Ten early items name the word in their titles (the best matches), then more than the cap name it in descriptions.
    const early = Array.from({ length: 10 }, (_, n) => shown(n, `Orbit widget ${n}`, 'Details.'));
    const later = Array.from({ length: SEARCH_CAP + 5 }, (_, n) =>
      shown(10 + n, `Plain piece ${n}`, 'Works with orbit themes.'),
    );
    await documents.write([...early, ...later].map((doc) => ({ op: 'put' as const, collection: PUBLIC_ITEMS, doc })));
    const handler = new SearchItemsHandler(documents);
    const weighed: string[] = [];
    let cursor: string | null = null;
    do {
      const answer = await handler.execute(new SearchItems('orbit', NO_SEARCH_FILTERS, 'relevance', 100, cursor));
      expect(answer.capped).toBe(true);
      expect(answer.total).toBe(SEARCH_CAP);
      weighed.push(...answer.items.map((card) => card.id));
      cursor = answer.nextCursor;
    } while (cursor !== null);
    const newest = later.slice(-SEARCH_CAP).map((doc) => doc.id);
    expect(weighed.sort()).toEqual(newest.sort());
  });
});
