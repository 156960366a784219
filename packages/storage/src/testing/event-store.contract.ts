import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@creators/contracts';
import { EventStoreError, type EventStore, type SubscriptionBatch } from '../event-store.js';
import { newEvent } from './new-event.js';

/**
 * What every EventStore adapter must do. Streams get unique names per test, so the suite also runs
 * against a shared server that holds other data; positions are compared relative to each other.
 */
export function eventStoreContract(open: () => Promise<EventStore>): void {
  let store: EventStore;
  const stream = (): string => `test-${randomUUID()}`;

  beforeEach(async () => {
    store = await open();
  });
  afterEach(async () => {
    await store.close();
  });

  describe('append with an expected revision', () => {
    it('creates a stream expected to be new, and refuses a second creation', async () => {
      const id = stream();
      const first = await store.append(id, [newEvent(), newEvent()], 'no_stream');
      expect(first.nextExpectedRevision).toBe(1);
      await expect(store.append(id, [newEvent()], 'no_stream')).rejects.toMatchObject({
        code: 'wrong_expected_revision',
        actualRevision: 1,
      });
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('appends at the exact revision and refuses a stale one', async () => {
      const id = stream();
      await store.append(id, [newEvent()], 'no_stream');
      const second = await store.append(id, [newEvent()], 0);
      expect(second.nextExpectedRevision).toBe(1);
      const stale = store.append(id, [newEvent()], 0);
      await expect(stale).rejects.toBeInstanceOf(EventStoreError);
      await expect(stale).rejects.toMatchObject({ code: 'wrong_expected_revision' });
      expect((await store.readStream(id)).map((e) => e.revision)).toEqual([0, 1]);
    });

    it('requires an existing stream for stream_exists and accepts anything for any', async () => {
      const id = stream();
      await expect(store.append(id, [newEvent()], 'stream_exists')).rejects.toMatchObject({
        code: 'wrong_expected_revision',
      });
      await store.append(id, [newEvent()], 'any');
      await store.append(id, [newEvent()], 'stream_exists');
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('answers a repeated append of the same event ids with the first result and no duplicate', async () => {
      const id = stream();
      const events = [newEvent('A'), newEvent('B')];
      const first = await store.append(id, events, 'no_stream');
      const again = await store.append(id, events, 'no_stream');
      expect(again).toEqual(first);
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('only one of two racing writers at the same revision wins', async () => {
      const id = stream();
      await store.append(id, [newEvent()], 'no_stream');
      const results = await Promise.allSettled([
        store.append(id, [newEvent('Left')], 0),
        store.append(id, [newEvent('Right')], 0),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
      expect(await store.readStream(id)).toHaveLength(2);
    });
  });

  describe('reading', () => {
    it('reads a stream in order with its data, type, version and metadata', async () => {
      const id = stream();
      const written = newEvent('ItemCreated', { title: 'Grid', tags: ['ui'] });
      await store.append(id, [written, newEvent('ItemPublished', {})], 'no_stream');
      const [created, published] = await store.readStream(id);
      expect(created).toMatchObject({ streamId: id, revision: 0, type: 'ItemCreated', version: 1, data: written.data });
      expect(created?.metadata).toEqual(written.metadata);
      expect(published?.type).toBe('ItemPublished');
      expect(await store.readStream(stream())).toEqual([]);
    });

    it('reads the whole log in position order from an exclusive position, and reports its head', async () => {
      const id = stream();
      const before = await store.headPosition();
      const { position } = await store.append(id, [newEvent('A'), newEvent('B'), newEvent('C')], 'no_stream');
      expect(await store.headPosition()).toBe(position);
      const mine = (await readAllFrom(store, before)).filter((e) => e.streamId === id);
      expect(mine.map((e) => e.type)).toEqual(['A', 'B', 'C']);
      expect(mine.at(-1)?.position).toBe(position);
      const positions = mine.map((e) => e.position);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      const afterFirst = (await readAllFrom(store, positions[0] ?? null)).filter((e) => e.streamId === id);
      expect(afterFirst.map((e) => e.type)).toEqual(['B', 'C']);
    });

    it('reads onward from a position a read returned, page by page, and from it when the bound is inclusive', async () => {
      const id = stream();
      const before = await store.headPosition();
      for (const type of ['A', 'B', 'C', 'D', 'E']) await store.append(id, [newEvent(type)], 'any');
      // Pages of two, each read from the last position the previous page returned: nothing lost, nothing twice.
      const paged: RecordedEvent[] = [];
      for (let after = before; ;) {
        const page = await store.readAll({ after, limit: 2 });
        paged.push(...page);
        const last = page.at(-1);
        if (last === undefined) break;
        after = last.position;
      }
      const mine = paged.filter((e) => e.streamId === id);
      expect(mine.map((e) => e.type)).toEqual(['A', 'B', 'C', 'D', 'E']);
      const third = mine[2];
      if (third === undefined) throw new Error('no third event');
      const from = (await store.readAll({ after: third.position, inclusive: true, limit: 10 })).filter(
        (e) => e.streamId === id,
      );
      expect(from.map((e) => e.type)).toEqual(['C', 'D', 'E']);
      const fromJson = (await store.readAllJson({ after: third.position, inclusive: true, limit: 10 })).filter(
        (e) => e.streamId === id,
      );
      expect(fromJson.map((e) => e.type)).toEqual(['C', 'D', 'E']);
      const after = (await store.readAllJson({ after: third.position, limit: 10 })).filter((e) => e.streamId === id);
      expect(after.map((e) => e.type)).toEqual(['D', 'E']);
    });

    it('reads the log as JSON text: the same events as readAll, data and metadata unparsed', async () => {
      const id = stream();
      const before = await store.headPosition();
      await store.append(id, [newEvent('A', { title: 'Grid "2"', n: [1, 2] }), newEvent('B', {})], 'no_stream');
      const parsed = (await readAllFrom(store, before)).filter((e) => e.streamId === id);
      const texts = (await store.readAllJson({ after: before, limit: 10_000 })).filter((e) => e.streamId === id);
      expect(
        texts.map(({ occurredAt, data, metadata, ...rest }) => ({
          ...rest,
          data: JSON.parse(data) as unknown,
          metadata: JSON.parse(metadata) as unknown,
          occurredAt,
        })),
      ).toEqual(parsed.map((e) => ({ ...e, occurredAt: e.metadata.occurredAt })));
    });

    it('keeps positions strictly increasing across concurrent appenders', async () => {
      const before = await store.headPosition();
      const ids = Array.from({ length: 20 }, stream);
      const results = await Promise.all(ids.map((id) => store.append(id, [newEvent(), newEvent()], 'no_stream')));
      const all = (await readAllFrom(store, before)).filter((e) => ids.includes(e.streamId));
      expect(all).toHaveLength(40);
      const positions = all.map((e) => e.position);
      expect(new Set(positions).size).toBe(positions.length);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      for (const [i, id] of ids.entries()) {
        expect(all.filter((e) => e.streamId === id).at(-1)?.position).toBe(results[i]?.position);
      }
    });
  });

  describe('subscribing to the whole log', () => {
    it('catches up from a checkpoint, then receives live appends as they happen', async () => {
      const id = stream();
      const start = await store.headPosition();
      await store.append(id, [newEvent('Before')], 'no_stream');
      const seen: RecordedEvent[] = [];
      const checkpoints: number[] = [];
      let notify: () => void = () => undefined;
      const subscription = store.subscribeToAll({
        after: start,
        batchSize: 10,
        onBatch: async (batch: SubscriptionBatch) => {
          seen.push(...batch.events.filter((e) => e.streamId === id));
          checkpoints.push(batch.checkpoint);
          notify();
          return Promise.resolve();
        },
      });
      const until = (count: number): Promise<void> =>
        new Promise((resolve) => {
          notify = () => {
            if (seen.length >= count) resolve();
          };
          notify();
        });
      await until(1);
      const live = await store.append(id, [newEvent('Live')], 0);
      await until(2);
      await subscription.stop();
      expect(seen.map((e) => e.type)).toEqual(['Before', 'Live']);
      expect(checkpoints.at(-1)).toBeGreaterThanOrEqual(live.position);
    });

    it('stops when asked, and fails its done promise when the handler throws', async () => {
      const id = stream();
      const start = await store.headPosition();
      await store.append(id, [newEvent()], 'no_stream');
      const failing = store.subscribeToAll({
        after: start,
        batchSize: 10,
        onBatch: () => Promise.reject(new Error('projector broke')),
      });
      await expect(failing.done).rejects.toThrow('projector broke');
      const idle = store.subscribeToAll({
        after: await store.headPosition(),
        batchSize: 10,
        onBatch: () => Promise.resolve(),
      });
      await idle.stop();
      await expect(idle.done).resolves.toBeUndefined();
    });
  });
}

async function readAllFrom(store: EventStore, after: number | null): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  let from = after;
  for (;;) {
    const page = await store.readAll({ after: from, limit: 500 });
    all.push(...page);
    const last = page.at(-1);
    if (last === undefined || page.length < 500) return all;
    from = last.position;
  }
}
