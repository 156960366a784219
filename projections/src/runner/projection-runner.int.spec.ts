import { join } from 'node:path';
import { jest } from '@jest/globals';
import { asItemEvent, type RecordedEvent } from '@creators/contracts';
import {
  collectionName,
  SqliteDocumentStore,
  SqliteEventStore,
  type CollectionSpec,
  type Doc,
} from '@creators/storage';
import { INTEGRATION_TEST_MS, PROMPTLY_MS, tempDir } from '@creators/storage/testing';
import { EVENT_STATS, eventStatsProjector } from '../event-stats/event-stats.projector.js';
import { evolveItemState, type ItemStateDoc } from '../published-items/item-state.js';
import { itemLife } from '../testing/item-events.js';
import { ProjectionPass, roleOf } from './projection-pass.js';
import { ProjectionRunner, readModelsMade } from './projection-runner.js';
import { documentProjector, type Projector } from './projector.js';

jest.setTimeout(INTEGRATION_TEST_MS);

const at = '2026-03-01T10:00:00.000Z';

/** A plain event-level read model: each item's state, one document per item. */
const ITEM_STATES = collectionName<ItemStateDoc>('item_states');
const itemStatesProjector = documentProjector<ItemStateDoc>({
  name: 'item-states',
  version: 1,
  collection: { name: ITEM_STATES, fields: { status: 'string' } },
  key: (event) => asItemEvent(event)?.data.itemId ?? null,
  evolve: evolveItemState,
});

async function dump(documents: SqliteDocumentStore, collection: string): Promise<Doc[]> {
  const all: Doc[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: Doc[]; nextCursor: string | null } = await documents.find(collection, { limit: 500, cursor });
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return all;
}

describe('ProjectionRunner over SQLite', () => {
  let events: SqliteEventStore;
  let documents: SqliteDocumentStore;
  let runner: ProjectionRunner | null;
  const errors: Error[] = [];

  beforeEach(() => {
    const file = join(tempDir('runner-'), 'creators.db');
    events = new SqliteEventStore(file);
    documents = new SqliteDocumentStore(file);
    runner = null;
    errors.length = 0;
  });
  afterEach(async () => {
    await runner?.stop();
    await events.close();
    await documents.close();
  });

  const start = async (projectors: readonly Projector[], batchSize = 50): Promise<ProjectionRunner> => {
    runner = new ProjectionRunner(events, documents, projectors, { batchSize, onError: (e) => errors.push(e) });
    await runner.start();
    return runner;
  };
  const appendLife = async (n: number): Promise<number> => {
    const { itemId, events: life } = itemLife('components', n, at);
    return (await events.append(`component-${itemId}`, life, 'no_stream')).position;
  };

  it('catches up from the start, then shows live appends in the read model', async () => {
    for (let n = 1; n <= 30; n += 1) await appendLife(n);
    const live = await start([itemStatesProjector, eventStatsProjector]);
    const position = await appendLife(31);
    expect(await live.waitFor(position, PROMPTLY_MS)).toBe(true);
    expect(await documents.get(ITEM_STATES, 'item-31')).toMatchObject({
      status: 'published',
      fields: { summary: 'Better summary 31' },
    });
    expect(await documents.get(ITEM_STATES, 'item-22')).toBeNull();
    expect((await documents.get(EVENT_STATS, '2026-03-01:ComponentCreated'))?.count).toBe(31);
    expect(live.status().map((s) => [s.name, s.state, s.checkpoint])).toEqual([
      ['item-states', 'running', position],
      ['event-stats', 'running', position],
    ]);
  });

  it('stops a failing projection with the event position and type, keeps the others, and resumes once fixed', async () => {
    const brokenOn = 'ComponentPublished';
    const fragile = (broken: boolean): Projector =>
      documentProjector<Doc & { n: number }>({
        name: 'fragile',
        version: 1,
        collection: { name: 'fragile_counts', fields: {} },
        key: () => 'all',
        evolve: (doc, event) => {
          if (broken && event.type === brokenOn) throw new Error('cannot read this shape');
          return { id: 'all', n: (doc?.n ?? 0) + 1 };
        },
      });
    const first = await start([fragile(true), eventStatsProjector]);
    const position = await appendLife(1);
    expect(await first.waitFor(position, PROMPTLY_MS, ['event-stats'])).toBe(true);
    expect(await first.waitFor(position, PROMPTLY_MS, ['fragile'])).toBe(false);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(
      /projection fragile stopped at position 3 \(ComponentPublished in component-item-1\)/,
    );
    expect(first.status().find((s) => s.name === 'fragile')).toMatchObject({ state: 'failed', checkpoint: null });
    await first.stop();

    const fixed = await start([fragile(false), eventStatsProjector]);
    expect(await fixed.waitFor(position, PROMPTLY_MS)).toBe(true);
    expect(await documents.get(EVENT_STATS.replace(EVENT_STATS, 'fragile_counts'), 'all')).toEqual({ id: 'all', n: 3 });
  });

  it('applies a redelivered batch no more than once', async () => {
    await appendLife(1);
    const batch: RecordedEvent[] = await events.readAll({ after: null, limit: 100 });
    await documents.ensureCollections(eventStatsProjector.collections);
    // Two passes that both believe they start from nothing, as after a crash between commit and acknowledgement.
    const pass = (): ProjectionPass =>
      new ProjectionPass(
        documents,
        [
          {
            name: 'event-stats',
            role: roleOf(eventStatsProjector),
            checkpointName: 'event-stats',
            physical: (c: string) => c,
            position: null,
            failure: null,
          },
        ],
        { upcast: (e: RecordedEvent) => e },
      );
    const last = batch.at(-1)?.position ?? 0;
    expect(await pass().apply(batch, last, { previous: false })).toBe(true);
    expect(await pass().apply(batch, last, { previous: false })).toBe(false);
    expect((await documents.get(EVENT_STATS, '2026-03-01:ComponentCreated'))?.count).toBe(1);
  });

  it('rebuilds a projection aside while it serves, swaps it in equal to the live one, and follows on', async () => {
    for (let n = 1; n <= 120; n += 1) await appendLife(n);
    const live = await start([itemStatesProjector]);
    const head = (await events.headPosition()) ?? 0;
    expect(await live.waitFor(head, PROMPTLY_MS)).toBe(true);
    const before = await dump(documents, ITEM_STATES);
    const progress: number[] = [];
    let servedDuringRebuild = 0;
    await live.rebuild('item-states', {
      onProgress: (p) => {
        progress.push(p.events);
        void documents.count(ITEM_STATES).then((n) => (servedDuringRebuild = n));
      },
    });
    expect(progress.at(-1)).toBe(head);
    expect(servedDuringRebuild).toBe(before.length);
    expect(await dump(documents, ITEM_STATES)).toEqual(before);
    expect(await documents.getCheckpoint('item-states')).toBe(head);
    const next = await appendLife(122);
    expect(await live.waitFor(next, PROMPTLY_MS)).toBe(true);
    expect(await documents.get(ITEM_STATES, 'item-122')).not.toBeNull();
  });

  it('rebuilds at start when a projection version changed', async () => {
    const counting = (version: number, weight: number): Projector =>
      documentProjector<Doc & { total: number }>({
        name: 'weighted',
        version,
        collection: { name: 'weighted_totals', fields: {} },
        key: () => 'total',
        evolve: (doc) => ({ id: 'total', total: (doc?.total ?? 0) + weight }),
      });
    const position = await appendLife(1);
    const v1 = await start([counting(1, 1)]);
    expect(await v1.waitFor(position, PROMPTLY_MS)).toBe(true);
    expect(await documents.get(`weighted_totals`, 'total')).toEqual({ id: 'total', total: 3 });
    await v1.stop();
    const v2 = await start([counting(2, 10)]);
    expect(await v2.waitFor(position, PROMPTLY_MS)).toBe(true);
    expect(await documents.get(`weighted_totals`, 'total')).toEqual({ id: 'total', total: 30 });
  });

  it('drops what a former version kept and the new one replaces, once it is swapped in', async () => {
    const counting = (version: number, replaces: readonly string[]): Projector => ({
      ...documentProjector<Doc & { total: number }>({
        name: 'weighted',
        version,
        collection: { name: 'weighted_totals', fields: {} },
        key: () => 'total',
        evolve: (doc) => ({ id: 'total', total: (doc?.total ?? 0) + 1 }),
      }),
      replaces,
    });
    const position = await appendLife(1);
    // An upgraded store: a collection of the former model, which the new one does not have.
    await documents.ensureCollections([{ name: 'weighted_leftovers', fields: {} }]);
    await documents.write([{ op: 'put', collection: 'weighted_leftovers', doc: { id: 'old' } }]);
    const v1 = await start([counting(1, ['weighted_leftovers'])]);
    expect(await v1.waitFor(position, PROMPTLY_MS)).toBe(true);
    await v1.stop();
    const v2 = await start([counting(2, ['weighted_leftovers', 'never_made'])]);
    expect(await v2.waitFor(position, PROMPTLY_MS)).toBe(true);
    await expect(documents.count('weighted_leftovers')).rejects.toMatchObject({ code: 'unknown_collection' });
    expect(await documents.get('weighted_totals', 'total')).toEqual({ id: 'total', total: 3 });
  });

  it('says its read models are made only once every collection of theirs is, made one at a time as on MongoDB', async () => {
    const seen: boolean[] = [];
    const made: string[] = [];
    // Each collection made on its own, and after each one the question asked (as a gateway's readiness does meanwhile).
    const oneAtATime = Object.assign(Object.create(documents) as SqliteDocumentStore, {
      ensureCollections: async (specs: readonly CollectionSpec[]) => {
        for (const spec of specs) {
          await documents.ensureCollections([spec]);
          made.push(spec.name);
          seen.push(await readModelsMade(documents));
        }
      },
    });
    expect(await readModelsMade(documents)).toBe(false);
    runner = new ProjectionRunner(events, oneAtATime, [itemStatesProjector, eventStatsProjector]);
    await runner.start();

    expect(made).toEqual(expect.arrayContaining([ITEM_STATES, EVENT_STATS]));
    // False while any was still to be made, true once the last one is.
    expect(seen).toEqual([...made.slice(1).map(() => false), true]);
  });
});
