import { existsSync, mkdirSync, symlinkSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { RecordedEvent } from '@creators/contracts';
import { eventually, tempDir } from '../testing/harness.js';
import { newEvent } from '../testing/new-event.js';
import { doorbellOf, SqliteEventStore } from './sqlite-event-store.js';

/**
 * A subscriber hears of appends made through another connection (the gateway's, while the
 * projector reads in its own thread or process) only through the doorbell file: nothing in its own
 * store tells it. Whether the subscriber or the writer comes first, and whether the doorbell was
 * deleted meanwhile, each append reaches it.
 */
describe('appends through another connection', () => {
  const stores: SqliteEventStore[] = [];
  const open = (file: string): SqliteEventStore => {
    const store = new SqliteEventStore(file);
    stores.push(store);
    return store;
  };
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });

  /**
   * Subscribes from the start; `types` waits for the first `count` events it is given, stops, and
   * answers their types.
   */
  const heard = (store: SqliteEventStore, count: number) => {
    const events: RecordedEvent[] = [];
    let done: (events: RecordedEvent[]) => void = () => undefined;
    const all = new Promise<RecordedEvent[]>((resolve) => (done = resolve));
    const subscription = store.subscribeToAll({
      after: null,
      batchSize: 100,
      onBatch: ({ events: batch }) => {
        events.push(...batch);
        if (events.length >= count) done(events);
        return Promise.resolve();
      },
    });
    return {
      types: async (): Promise<string[]> => {
        const first = await all;
        await subscription.stop();
        return first.map((event) => event.type);
      },
    };
  };

  it('reach a subscriber that watched before anything was appended', async () => {
    const file = join(tempDir('doorbell'), 'creators.db');
    const subscriber = heard(open(file), 2);
    const writer = open(file);
    await writer.append('s-1', [newEvent('First')], 'no_stream');
    await writer.append('s-2', [newEvent('Second')], 'no_stream');
    expect(await subscriber.types()).toEqual(['First', 'Second']);
  });

  it('keep reaching a subscriber whose doorbell was deleted', async () => {
    const file = join(tempDir('doorbell'), 'creators.db');
    const subscriber = heard(open(file), 1);
    unlinkSync(doorbellOf(file));
    // The subscriber makes its doorbell again once told of the deletion; only then is one appended,
    // so that the wake-up the deletion itself gives cannot be what brings the event.
    await eventually(async () => (existsSync(doorbellOf(file)) ? true : null), { what: 'the doorbell made again' });
    await open(file).append('s-1', [newEvent('Rung')], 'no_stream');
    expect(await subscriber.types()).toEqual(['Rung']);
  });

  it.each([
    ['the writer had rung', (): void => undefined],
    [
      'the doorbell the writer rings was deleted',
      (file: string): void => {
        unlinkSync(doorbellOf(file));
      },
    ],
  ])('reach a subscriber that came after %s', async (_meanwhile, meanwhile) => {
    const file = join(tempDir('doorbell'), 'creators.db');
    const writer = open(file);
    await writer.append('s-1', [newEvent('Before')], 'no_stream');
    meanwhile(file);
    const subscriber = heard(open(file), 2);
    await writer.append('s-2', [newEvent('After')], 'no_stream');
    expect(await subscriber.types()).toEqual(['Before', 'After']);
  });

  it('reach a subscriber that could neither watch nor make its doorbell, once it can', async () => {
    const dir = tempDir('doorbell');
    const file = join(dir, 'creators.db');
    // The doorbell's name leads into a folder not made yet: nobody can make it, watch it or ring it.
    symlinkSync(join(dir, 'later', 'doorbell'), doorbellOf(file));
    const writer = open(file);
    const subscriber = heard(open(file), 1);
    await writer.append('s-1', [newEvent('Unrung')], 'no_stream');
    // Nothing rang: the subscriber hears of the append only by trying its doorbell again, once it can be made.
    mkdirSync(join(dir, 'later'));
    expect(await subscriber.types()).toEqual(['Unrung']);
  });

  it('are answered, and read, even when the doorbell cannot be rung', async () => {
    const file = join(tempDir('doorbell'), 'creators.db');
    // A folder holds the doorbell's name: it cannot be opened for writing.
    mkdirSync(doorbellOf(file));
    const writer = open(file);
    await expect(writer.append('s-1', [newEvent('Kept')], 'no_stream')).resolves.toEqual({
      nextExpectedRevision: 0,
      position: 1,
    });
    expect((await writer.readStream('s-1')).map((event) => event.type)).toEqual(['Kept']);
  });
});
