import { join } from 'node:path';
import { jest } from '@jest/globals';
import type { ItemKind, RecordedEvent } from '@creators/contracts';
import { SqliteDocumentStore, SqliteEventStore, type Doc, type DocumentStore, type FindQuery } from '@creators/storage';
import { INTEGRATION_TEST_MS, PROMPTLY_MS, tempDir } from '@creators/storage/testing';
import { COMPONENT_TAGS, componentTagsProjector } from './component-tags/component-tags.projector.js';
import {
  EXPERT_FACETS,
  expertFacetKey,
  expertsDirectoryProjector,
} from './experts-directory/experts-directory.projector.js';
import { likes } from './engagement/engagement-ledger.js';
import { PUBLIC_ITEMS, publicItemsProjector } from './public-items/public-items.projector.js';
import { findPublishedItem } from './public-items/public-items.reader.js';
import { PUBLIC_ENGAGEMENT, PUBLIC_ENGAGEMENT_PAST } from './published-items/public-items.js';
import { ProjectionRunner } from './runner/projection-runner.js';
import { searchProjector } from './search/search.projector.js';
import {
  TEMPLATE_CATEGORIES,
  templateCategoriesProjector,
} from './template-categories/template-categories.projector.js';
import { answeringLater } from './testing/answering-later.js';
import { EventLog } from './testing/event-log.js';

jest.setTimeout(INTEGRATION_TEST_MS);

const PROJECTORS = [
  publicItemsProjector,
  componentTagsProjector,
  templateCategoriesProjector,
  searchProjector,
  expertsDirectoryProjector,
];

const minute = (n: number): string => new Date(Date.UTC(2026, 2, 1, 10, n)).toISOString();
const KINDS: ItemKind[] = ['components', 'templates', 'plugins', 'vectors', 'sites'];

/** What the test expects to be public, kept beside the events it appends. */
interface Expected {
  readonly id: string;
  readonly kind: ItemKind;
  readonly creatorId: string;
  readonly publishedAt: string;
  readonly isFree: boolean;
  readonly labels: readonly string[];
  readonly score: number;
}

// Ties are broken by id in the direction of the sort (so one index serves the whole order).
const newestFirst = (a: Expected, b: Expected): number =>
  a.publishedAt === b.publishedAt ? (a.id > b.id ? -1 : 1) : a.publishedAt > b.publishedAt ? -1 : 1;
const mostPopular = (a: Expected, b: Expected): number => b.score - a.score || (a.id > b.id ? -1 : 1);
const idsOf = (items: readonly { id: string }[]): string[] => items.map((item) => item.id);

// The projection pass reads SQLite in-process; a store that answers only later (MongoDB) is read
// through misses and retries, which must build the very same models.
describe.each([
  ['read in-process', (store: DocumentStore): DocumentStore => store],
  ['answering only later', answeringLater],
])('read models over SQLite (%s), queried as the gateway will', (_reading, projectedThrough) => {
  let events: SqliteEventStore;
  let documents: SqliteDocumentStore;
  let runner: ProjectionRunner;
  const log = new EventLog();
  const expected = new Map<string, Expected>();

  /** Appends the log's new events as their streams' writers would, and waits for every read model. */
  async function appendAndProject(): Promise<void> {
    let position = 0;
    for (const event of log.newEvents()) {
      const { type, version, data, metadata }: RecordedEvent = event;
      const result = await events.append(
        event.streamId,
        [{ type, version, data, metadata }],
        event.revision === 0 ? 'no_stream' : event.revision - 1,
      );
      position = result.position;
    }
    expect(await runner.waitFor(position, PROMPTLY_MS)).toBe(true);
  }

  /** Every page of a query from its cursor (or the start), following `nextCursor` to the end. */
  async function allPages<T extends Doc>(collection: string, query: Omit<FindQuery, 'limit'>, limit = 4): Promise<T[]> {
    const all: T[] = [];
    let cursor: string | null = query.cursor ?? null;
    do {
      const page: { items: T[]; nextCursor: string | null } = await documents.find<T>(collection, {
        ...query,
        limit,
        cursor,
      });
      all.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(new Set(idsOf(all)).size).toBe(all.length);
    return all;
  }

  const publicOf = (kind: ItemKind): Expected[] => [...expected.values()].filter((item) => item.kind === kind);

  beforeAll(async () => {
    const file = join(tempDir('read-models-'), 'creators.db');
    events = new SqliteEventStore(file);
    documents = new SqliteDocumentStore(file);
    runner = new ProjectionRunner(events, projectedThrough(documents), PROJECTORS, {
      batchSize: 64,
      onError: (e) => {
        console.error(e);
      },
    });
    await runner.start();

    log.signUp('u1', 'ada', 'Ada Lovelace').signUp('u2', 'grace', 'Grace Hopper');
    for (let n = 1; n <= 50; n += 1) {
      const kind = KINDS[n % KINDS.length] ?? 'components';
      const id = `${kind.slice(0, 1)}${String(n).padStart(2, '0')}`;
      const labels = n % 3 === 0 ? ['grid', 'css'] : n % 3 === 1 ? ['layout'] : ['grid'];
      const isFree = n % 4 !== 0;
      const title = n === 10 ? 'Aurora cards' : `Thing ${n}`;
      const summary = n === 12 ? 'Syncs the aurora palette' : `Summary ${n}`;
      // Two items share each publication minute, so the id breaks ties.
      const creatorId = n % 2 === 0 ? 'u2' : 'u1';
      log.at(minute(Math.floor(n / 2))).publish(kind, id, creatorId, `thing-${n}`, {
        title,
        summary,
        description: n === 16 ? 'Drawn under the aurora' : `Description ${n}`,
        price: { amount: isFree ? 0 : 1200, currency: 'EUR' },
        ...(kind === 'components' ? { tags: labels } : kind === 'templates' ? { categories: labels } : {}),
        ...(kind === 'sites' ? { siteUrl: `https://site-${n}.example` } : {}),
      });
      expected.set(id, { id, kind, creatorId, publishedAt: minute(Math.floor(n / 2)), isFree, labels, score: 0 });
    }
    log.at(minute(40));
    log.item('components', 'c05', 'Unpublished').item('templates', 't21', 'Deleted');
    expected.delete('c05');
    expected.delete('t21');
    log.edit('components', 'c15', { tags: ['css'] }, 'thing-15-renamed');
    expected.set('c15', { ...(expected.get('c15') ?? ({} as Expected)), labels: ['css'] });
    for (const item of [...expected.values()]) {
      const views = Number(item.id.slice(1)) % 4;
      for (let v = 0; v < views; v += 1) log.view(item.kind, item.id);
      expected.set(item.id, { ...item, score: views });
    }
    log.like('components', 'c35', 'u1');
    expected.set('c35', { ...(expected.get('c35') ?? ({} as Expected)), score: 3 + 5 });
    log.creator({
      type: 'ExpertListingPublished',
      data: {
        creatorId: 'u1',
        listing: {
          services: ['webflow'],
          hourlyRate: { min: 50, max: 90, currency: 'EUR' },
          languages: ['en'],
          location: 'Lyon',
          availability: 'available',
        },
      },
    });
    await appendAndProject();
  });

  afterAll(async () => {
    await runner.stop();
    await events.close();
    await documents.close();
  });

  it('lists each marketplace kind newest first and by popularity, free or paid, to the end of the pages', async () => {
    for (const kind of ['components', 'templates', 'plugins', 'vectors'] as const) {
      const newest = await allPages(PUBLIC_ITEMS, {
        filter: { kind },
        sort: [{ field: 'publishedAt', direction: 'desc' }],
      });
      expect(idsOf(newest)).toEqual(idsOf(publicOf(kind).sort(newestFirst)));
      const popular = await allPages(PUBLIC_ITEMS, {
        filter: { kind },
        sort: [{ field: 'score', direction: 'desc' }],
      });
      expect(idsOf(popular)).toEqual(idsOf(publicOf(kind).sort(mostPopular)));
      const paid = await allPages(PUBLIC_ITEMS, {
        filter: { kind, isFree: false },
        sort: [{ field: 'publishedAt', direction: 'desc' }],
      });
      expect(idsOf(paid)).toEqual(
        idsOf(
          publicOf(kind)
            .filter((i) => !i.isFree)
            .sort(newestFirst),
        ),
      );
    }
    expect(await documents.count(PUBLIC_ITEMS, { marketplace: false })).toBe(publicOf('sites').length);
  });

  it('pages a listing without duplicates or gaps while newer items are published', async () => {
    const query = {
      filter: { kind: 'vectors' },
      sort: [{ field: 'publishedAt', direction: 'desc' as const }],
      limit: 3,
    };
    const listedAtFirst = idsOf(publicOf('vectors').sort(newestFirst));
    const first = await documents.find(PUBLIC_ITEMS, query);
    log.at(minute(50)).publish('vectors', 'v90', 'u1', 'brand-new').publish('vectors', 'v91', 'u2', 'newer-still');
    for (const [id, creatorId] of [
      ['v90', 'u1'],
      ['v91', 'u2'],
    ] as const) {
      expected.set(id, { id, kind: 'vectors', creatorId, publishedAt: minute(50), isFree: true, labels: [], score: 0 });
    }
    await appendAndProject();
    // Newer items land before the cursor: the pages that follow neither repeat nor skip anything.
    const rest = await allPages(PUBLIC_ITEMS, { ...query, cursor: first.nextCursor }, 3);
    expect([...idsOf(first.items), ...idsOf(rest)]).toEqual(listedAtFirst);
    expect(await documents.get(PUBLIC_ITEMS, 'v91')).not.toBeNull();
  });

  it('lists tags with counts and components by tag, newest or popular, to the end of the pages', async () => {
    const components = publicOf('components');
    const tags = await allPages(COMPONENT_TAGS, { sort: [{ field: 'count', direction: 'desc' }] });
    const countOf = (tag: string): number => components.filter((c) => c.labels.includes(tag)).length;
    expect(tags.map((t) => [t.id, t.count])).toEqual(
      ['css', 'grid', 'layout']
        .map((tag) => [tag, countOf(tag)] as const)
        .sort((a, b) => b[1] - a[1] || (a[0] > b[0] ? -1 : 1)),
    );
    for (const tag of ['grid', 'css', 'layout']) {
      const byTag = components.filter((c) => c.labels.includes(tag));
      const newest = await allPages(PUBLIC_ITEMS, {
        filter: { tags: { has: tag }, kind: 'components' },
        sort: [{ field: 'publishedAt', direction: 'desc' }],
      });
      expect(idsOf(newest)).toEqual(idsOf(byTag.sort(newestFirst)));
      const popularFree = await allPages(PUBLIC_ITEMS, {
        filter: { tags: { has: tag }, kind: 'components', isFree: true },
        sort: [{ field: 'score', direction: 'desc' }],
      });
      expect(idsOf(popularFree)).toEqual(idsOf(byTag.filter((c) => c.isFree).sort(mostPopular)));
    }
  });

  it('lists template categories with counts and templates by category', async () => {
    const templates = publicOf('templates');
    const categories = await allPages(TEMPLATE_CATEGORIES, { sort: [{ field: 'count', direction: 'desc' }] });
    for (const category of categories) {
      expect(category.count).toBe(templates.filter((t) => t.labels.includes(category.id)).length);
      const members = await allPages(PUBLIC_ITEMS, {
        filter: { categories: { has: category.id }, kind: 'templates' },
        sort: [{ field: 'publishedAt', direction: 'desc' }],
      });
      expect(idsOf(members)).toEqual(idsOf(templates.filter((t) => t.labels.includes(category.id)).sort(newestFirst)));
    }
  });

  it('searches the text of published items, ranked, across kinds or within one', async () => {
    const aurora = await allPages(PUBLIC_ITEMS, { text: 'aurora', filter: { marketplace: true } });
    expect(aurora[0]?.id).toBe('c10');
    expect(idsOf(aurora).sort()).toEqual(['c10', 'p12', 't16']);
    expect(idsOf(await allPages(PUBLIC_ITEMS, { text: 'aurora', filter: { kind: 'templates' } }))).toEqual(['t16']);
    const byCreator = await allPages(PUBLIC_ITEMS, { text: 'grace hopper', filter: { marketplace: true } }, 7);
    expect(idsOf(byCreator).sort()).toEqual(
      [...expected.values()]
        .filter((i) => i.kind !== 'sites' && i.creatorId === 'u2')
        .map((i) => i.id)
        .sort(),
    );
    expect(await allPages(PUBLIC_ITEMS, { text: 'thing 5' })).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ id: 'c05' })]),
    );
  });

  it('shows the feed newest first, every kind or one, sites included', async () => {
    const feed = await allPages(PUBLIC_ITEMS, { sort: [{ field: 'publishedAt', direction: 'desc' }] }, 9);
    expect(idsOf(feed)).toEqual(idsOf([...expected.values()].sort(newestFirst)));
    const sites = await allPages(PUBLIC_ITEMS, {
      filter: { kind: 'sites' },
      sort: [{ field: 'publishedAt', direction: 'desc' }],
    });
    expect(idsOf(sites)).toEqual(idsOf(publicOf('sites').sort(newestFirst)));
  });

  it('finds an item by its former slug, with where it lives now', async () => {
    expect(await findPublishedItem(documents, 'components', 'thing-15')).toEqual({ movedTo: 'thing-15-renamed' });
    expect(await findPublishedItem(documents, 'components', 'thing-15-renamed')).toEqual({
      found: expect.objectContaining({ id: 'c15', tags: ['css'] }),
    });
    expect(await findPublishedItem(documents, 'components', 'thing-5')).toBeNull();
  });

  it('ranks item popularity, knows who liked what, and files experts by facet', async () => {
    const top = await documents.find(PUBLIC_ITEMS, { sort: [{ field: 'score', direction: 'desc' }], limit: 1 });
    expect(top.items).toEqual([expect.objectContaining({ id: 'c35', score: 8, likeCount: 1 })]);
    const window = await documents.get(PUBLIC_ENGAGEMENT, 'c35');
    expect([likes(window, 'u1'), likes(window, 'u2')]).toEqual([true, false]);
    const experts = await documents.find(EXPERT_FACETS, {
      filter: { key: expertFacetKey({ service: 'Webflow', location: 'lyon' }) },
      sort: [{ field: 'listedAt', direction: 'desc' }],
      limit: 10,
    });
    expect(experts.items).toEqual([expect.objectContaining({ creatorId: 'u1', handle: 'ada' })]);
  });

  // Last: it moves the log's day past every point given so far.
  it('takes the points of days that leave the window out of every item that had some, likes still standing', async () => {
    // More views than a batch, so the window moves in a later batch than the one that gave the points.
    for (let n = 0; n < 70; n += 1) log.at(minute(50)).view('plugins', 'p02');
    log.at('2026-06-15T10:00:00.000Z').view('vectors', 'v03');
    await appendAndProject();
    const popular = await allPages<Doc>(PUBLIC_ITEMS, { sort: [{ field: 'score', direction: 'desc' }] }, 50);
    expect(popular.filter((item) => item['score'] !== 0)).toEqual([expect.objectContaining({ id: 'v03', score: 1 })]);
    expect(await documents.get(PUBLIC_ITEMS, 'c35')).toMatchObject({ score: 0, likeCount: 1 });
    // Nothing is left in its window, which goes; its past days stay counted for the creator's insights.
    expect(await documents.get(PUBLIC_ENGAGEMENT, 'p02')).toBeNull();
    expect(await documents.get(PUBLIC_ENGAGEMENT_PAST, 'p02')).toEqual({
      id: 'p02',
      tallies: { '2026-03-01': { ItemViewed: 72 } },
    });
  });
});
