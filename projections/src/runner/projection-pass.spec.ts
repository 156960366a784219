import { upcastEvent, type RecordedEvent } from '@creators/contracts';
import type { Doc, DocumentChange, Page } from '@creators/storage';
import { PUBLIC_ITEMS, publicItemsProjector } from '../public-items/public-items.projector.js';
import { PUBLIC_ENGAGEMENT, publicItemsStage } from '../published-items/public-items.js';
import { EventLog } from '../testing/event-log.js';
import { cacheDocumentsFor, ProjectionPass, roleOf, type PassLane, type PassStore } from './projection-pass.js';

/** Documents by collection and id, kept as a pass commits them. */
class MapStore implements PassStore {
  readonly docs = new Map<string, Map<string, Doc>>();
  readonly commits: DocumentChange[][] = [];

  /** Reads that had to wait for an answer (a pass reads at once from a store that has `getNow`). */
  gets = 0;

  async get<T extends Doc = Doc>(collection: string, id: string): Promise<T | null> {
    this.gets += 1;
    return (this.docs.get(collection)?.get(id) as T | undefined) ?? null;
  }

  /** Every document of the collection, whatever the filter: a pass checks each candidate itself. */
  async find<T extends Doc = Doc>(collection: string): Promise<Page<T>> {
    return { items: [...(this.docs.get(collection)?.values() ?? [])] as T[], nextCursor: null };
  }

  async commit(changes: readonly DocumentChange[]): Promise<boolean> {
    this.commits.push([...changes]);
    for (const change of changes) {
      const docs = this.docs.get(change.collection) ?? new Map<string, Doc>();
      this.docs.set(change.collection, docs);
      if (change.op === 'put') docs.set(change.doc.id, change.doc);
      else docs.delete(change.id);
    }
    return true;
  }

  /** A copy holding only the collections `owned` says, as another store left them. */
  static of(...parts: readonly [MapStore, readonly string[]][]): MapStore {
    const store = new MapStore();
    for (const [from, collections] of parts)
      for (const collection of collections) store.docs.set(collection, new Map(from.docs.get(collection)));
    return store;
  }
}

/** A store read in-process, as SQLite is: the pass reads it at once. */
class NowStore extends MapStore {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the type it expects
  getNow<T extends Doc = Doc>(collection: string, id: string): T | null {
    return (this.docs.get(collection)?.get(id) as T | undefined) ?? null;
  }
}

const lanesAt = (stage: number | null, listings: number | null): PassLane[] =>
  (
    [
      [publicItemsStage, stage],
      [publicItemsProjector, listings],
    ] as const
  ).map(([model, position]) => ({
    name: model.name,
    role: roleOf(model),
    checkpointName: model.name,
    physical: (collection: string) => collection,
    position,
    failure: null,
  }));

const applyAll = async (store: MapStore, lanes: PassLane[], events: readonly RecordedEvent[]): Promise<void> => {
  const pass = new ProjectionPass(store, lanes, { upcast: upcastEvent });
  expect(await pass.apply(events, events.at(-1)?.position ?? 0, { previous: false })).toBe(true);
  expect(lanes.map((lane) => lane.failure)).toEqual([null, null]);
};

const listingPuts = (changes: readonly DocumentChange[], id: string): number =>
  changes.filter((change) => change.collection === PUBLIC_ITEMS && change.op === 'put' && change.doc.id === id).length;

describe('a projection pass showing engagement to the models of published items', () => {
  it('shows an item viewed and liked many times in a batch as it ended, written once', async () => {
    const log = new EventLog().signUp('u1', 'ada').signUp('u2', 'bob').publish('components', 'c1', 'u1', 'grid');
    for (let n = 0; n < 5; n += 1) log.view('components', 'c1');
    log.like('components', 'c1', 'u2').view('components', 'c1');
    const store = new MapStore();
    await applyAll(store, lanesAt(null, null), log.events);

    expect(store.commits).toHaveLength(1);
    expect(listingPuts(store.commits[0] ?? [], 'c1')).toBe(1);
    // Six views at a point each and a like at five.
    expect(await store.get(PUBLIC_ITEMS, 'c1')).toMatchObject({ score: 11, likeCount: 1 });
  });

  it('shows an item viewed and then unpublished in the same batch as gone', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada')
      .publish('components', 'c1', 'u1', 'grid')
      .publish('components', 'c2', 'u1', 'cards')
      .view('components', 'c1')
      .view('components', 'c2')
      .item('components', 'c1', 'Unpublished')
      .view('components', 'c2');
    const store = new MapStore();
    await applyAll(store, lanesAt(null, null), log.events);

    expect([...(store.docs.get(PUBLIC_ITEMS)?.keys() ?? [])]).toEqual(['c2']);
    expect(await store.get(PUBLIC_ITEMS, 'c2')).toMatchObject({ score: 2 });
  });

  it('rewrites a model that had applied part of the batch even when the engagement ends where it began', async () => {
    // The listings had applied the like; the shared state is one event behind it and folds the like again.
    const log = new EventLog()
      .signUp('u1', 'ada')
      .signUp('u2', 'bob')
      .publish('components', 'c1', 'u1', 'grid')
      .like('components', 'c1', 'u2');
    const liked = log.events.length;
    const stageBehind = new MapStore();
    await applyAll(stageBehind, lanesAt(null, null), log.events.slice(0, liked - 1));
    const listingsAhead = new MapStore();
    await applyAll(listingsAhead, lanesAt(null, null), log.events);
    expect(await listingsAhead.get(PUBLIC_ITEMS, 'c1')).toMatchObject({ score: 5, likeCount: 1 });

    const store = MapStore.of(
      [stageBehind, publicItemsStage.collections.map((spec) => spec.name)],
      [listingsAhead, [PUBLIC_ITEMS]],
    );
    log.unlike('components', 'c1', 'u2');
    // From the stage's view the item goes from no likes (before the like) back to none (after the unlike).
    await applyAll(store, lanesAt(liked - 1, liked), log.events.slice(liked - 1));

    expect(await store.get(PUBLIC_ITEMS, 'c1')).toMatchObject({ score: 0, likeCount: 0 });
  });
});

describe("a projection pass counting a batch's views", () => {
  /** Views and previews of two items over two days, a like, a creator renamed and an item unpublished among them. */
  const busyLog = (): EventLog => {
    const log = new EventLog()
      .at('2026-03-01')
      .signUp('u1', 'ada')
      .signUp('u2', 'bob')
      .publish('components', 'c1', 'u1', 'grid')
      .publish('templates', 't1', 'u2', 'folio');
    log.view('components', 'c1').preview('components', 'c1').view('templates', 't1').view('components', 'c1');
    log.like('components', 'c1', 'u2').view('components', 'c1');
    log.creator({ type: 'CreatorProfileUpdated', data: { creatorId: 'u1', changes: { name: 'Ada L.' } } });
    log.view('components', 'c1').preview('templates', 't1');
    // A new day while the template's views of the last one are counted.
    log.at('2026-03-02').view('components', 'c1').view('templates', 't1');
    log.item('templates', 't1', 'Unpublished').view('components', 'c1').preview('components', 'c1');
    return log;
  };
  /** Every document as its JSON text, by collection and id: key order included. */
  const texts = (store: MapStore): Record<string, Record<string, string>> =>
    Object.fromEntries(
      [...store.docs]
        .flatMap(([collection, docs]) => (docs.size === 0 ? [] : [[collection, docs] as const]))
        .map(([collection, docs]) => [
          collection,
          Object.fromEntries([...docs].map(([id, doc]) => [id, JSON.stringify(doc)])),
        ]),
    );

  it('folds them as it would one by one: the same documents, to the order of their fields', async () => {
    const { events } = busyLog();
    const together = new NowStore();
    await applyAll(together, lanesAt(null, null), events);
    const oneByOne = new NowStore();
    const lanes = lanesAt(null, null);
    for (const event of events) await applyAll(oneByOne, lanes, [event]);

    expect(texts(together)).toEqual(texts(oneByOne));
    // Six views at a point, two previews at two and a like at five; each day's views and previews tallied apart.
    expect(await together.get(PUBLIC_ITEMS, 'c1')).toMatchObject({ score: 15, likeCount: 1, creatorName: 'Ada L.' });
    expect(await together.get(PUBLIC_ENGAGEMENT, 'c1')).toMatchObject({
      days: { '2026-03-01': 11, '2026-03-02': 4 },
      tallies: {
        '2026-03-01': { ItemViewed: 4, ItemPreviewed: 1, ItemLiked: 1 },
        '2026-03-02': { ItemViewed: 2, ItemPreviewed: 1 },
      },
    });
    expect(await together.get(PUBLIC_ITEMS, 't1')).toBeNull();
  });

  it('shows a model that had applied part of the batch only what it had not', async () => {
    const { events } = busyLog();
    const half = Math.floor(events.length / 2);
    const stageBehind = new NowStore();
    await applyAll(stageBehind, lanesAt(null, null), events.slice(0, half - 3));
    const listingsAhead = new NowStore();
    await applyAll(listingsAhead, lanesAt(null, null), events.slice(0, half));
    const store = MapStore.of(
      [stageBehind, publicItemsStage.collections.map((spec) => spec.name)],
      [listingsAhead, [PUBLIC_ITEMS]],
    );
    await applyAll(store, lanesAt(half - 3, half), events.slice(half - 3));
    const whole = new NowStore();
    await applyAll(whole, lanesAt(null, null), events);

    expect(texts(store)).toEqual(texts(whole));
  });
});

describe('a projection pass over a store that answers only later (MongoDB)', () => {
  it('fetches each document a step missed, takes back what the step had written, and projects as a store read at once', async () => {
    const log = new EventLog()
      .at('2026-03-01')
      .signUp('u1', 'ada')
      .signUp('u2', 'bob')
      .publish('components', 'c1', 'u1', 'grid')
      .view('components', 'c1');
    const first = log.events.length;
    // The view's window is written before the item's state is read: a miss there must take that write back.
    log.view('components', 'c1').view('components', 'c1').like('components', 'c1', 'u2');
    const later = new MapStore();
    const now = new NowStore();
    for (const store of [later, now]) {
      // Two passes, so the second one reads what the first committed from the store, not from its cache.
      const lanes = lanesAt(null, null);
      await applyAll(store, lanes, log.events.slice(0, first));
      store.gets = 0;
      await applyAll(store, lanes, log.events.slice(first));
    }

    expect(later.gets).toBeGreaterThan(0);
    expect(now.gets).toBe(0);
    // Three views at a point each and a like at five.
    expect(await later.get(PUBLIC_ITEMS, 'c1')).toMatchObject({ score: 8, likeCount: 1 });
    expect(later.docs).toEqual(now.docs);
  });
});

describe("a projection pass's cache of documents", () => {
  it('keeps many more documents over a store a round trip away than over one that reads in-process', () => {
    const remote = cacheDocumentsFor(new MapStore());
    const inProcess = cacheDocumentsFor(new NowStore());
    // A miss costs a round trip (and the batch's step run again) on one, a point read on the other.
    expect(remote).toBeGreaterThanOrEqual(10 * inProcess);
    expect(inProcess).toBeGreaterThan(0);
  });
});
