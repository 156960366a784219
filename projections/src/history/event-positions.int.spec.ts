import { EsdbClientDouble, EsdbEventStore, newEvent } from '@creators/storage/testing/production';
import { NO_FILTER, readEventPage, scanEvents } from './event-filter.js';

// EventStoreDB's positions are byte offsets with gaps, and a read from a position where no record
// begins fails there: the history tools must only ever hand the store positions it returned.
describe('event filters over EventStoreDB positions', () => {
  const store = EsdbEventStore.over(new EsdbClientDouble());
  const types = ['A', 'B', 'C', 'D', 'E', 'F'];

  beforeAll(async () => {
    for (const type of types) await store.append(`thing-${type}`, [newEvent(type)], 'no_stream');
  });
  afterAll(() => store.close());

  const positions = async (): Promise<number[]> =>
    (await store.readAll({ after: null, limit: 100 })).map((e) => e.position);

  it('reads from a position the store printed, inclusive, up to another, inclusive', async () => {
    const [, second, , fourth] = await positions();
    const page = await readEventPage(
      store,
      { ...NO_FILTER, fromPosition: second ?? null, toPosition: fourth ?? null },
      {
        limit: 10,
      },
    );
    expect(page.items.map((e) => e.type)).toEqual(['B', 'C', 'D']);
  });

  it('pages on with the cursor it handed out, without shifting a position', async () => {
    const [, second] = await positions();
    const filter = { ...NO_FILTER, fromPosition: second ?? null };
    const first = await readEventPage(store, filter, { limit: 2 });
    expect(first.items.map((e) => e.type)).toEqual(['B', 'C']);
    const next = await readEventPage(store, filter, { limit: 10, cursor: first.nextCursor });
    expect(next.items.map((e) => e.type)).toEqual(['D', 'E', 'F']);
  });

  it('scans from the first event when the bound is its position', async () => {
    const [first] = await positions();
    const seen: string[] = [];
    for await (const batch of scanEvents(store, { ...NO_FILTER, fromPosition: first ?? null }, { batchSize: 2 }))
      seen.push(...batch.events.map((e) => e.type));
    expect(seen).toEqual(types);
  });
});
