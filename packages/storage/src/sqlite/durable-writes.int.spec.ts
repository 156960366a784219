import { fstatSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eventually, tempDir } from '../testing/harness.js';
import { newEvent } from '../testing/new-event.js';
import { SqliteDocumentStore } from './sqlite-document-store.js';
import { SqliteEventStore } from './sqlite-event-store.js';
import type { SyncFile } from './wal-sync.js';

/** A sync of the WAL that the test ends: each call waits until the test releases or fails it. */
class HeldSync {
  readonly calls: { readonly fd: number; readonly release: () => void; readonly fail: (error: Error) => void }[] = [];
  private readonly waiting: (() => void)[] = [];

  readonly sync: SyncFile = (fd) =>
    new Promise((resolve, reject) => {
      this.calls.push({ fd, release: resolve, fail: reject });
      for (const wake of this.waiting.splice(0)) wake();
    });

  /** The `n`th call (from 1), once it is made. */
  async call(n: number): Promise<HeldSync['calls'][number]> {
    while (this.calls.length < n) await new Promise<void>((resolve) => this.waiting.push(resolve));
    const call = this.calls[n - 1];
    if (call === undefined) throw new Error(`no sync call ${n}`);
    return call;
  }
}

/** A write's (or a close's) promise, with whether it has been answered yet. */
function watched<T>(promise: Promise<T>): { readonly promise: Promise<T>; answered: () => boolean } {
  let answered = false;
  const settled = promise.finally(() => {
    answered = true;
  });
  settled.catch(() => undefined);
  return { promise, answered: () => answered };
}

/** Lets the event loop run what is due (a scheduled flush, a settled promise's callbacks). */
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const eio = (): Error => Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });

/**
 * The log commits appends without SQLite's fsync and answers them once its own sync of the WAL,
 * run off the event loop (`WalSync`), has put them on disk: nothing is acknowledged before it is durable.
 */
describe('SqliteEventStore: appends answered once on disk', () => {
  let file: string;
  let held: HeldSync;
  let store: SqliteEventStore;
  beforeEach(() => {
    file = join(tempDir('durable-'), 'events.db');
    held = new HeldSync();
    store = new SqliteEventStore(file, { sync: held.sync });
  });
  afterEach(async () => {
    for (const call of held.calls) call.release();
    await store.close();
  });

  it('answers an append only after the WAL that holds it is synced', async () => {
    const append = watched(store.append('thing-1', [newEvent()], 'no_stream'));
    const first = await held.call(1);
    // Committed (readers see it) but not answered while the sync runs.
    expect((await store.readAll({ after: null, limit: 10 })).map((e) => e.streamId)).toEqual(['thing-1']);
    await turn();
    expect(append.answered()).toBe(false);
    // The file synced is the WAL itself.
    expect(fstatSync(first.fd).ino).toBe(statSync(`${file}-wal`).ino);
    first.release();
    await expect(append.promise).resolves.toEqual({ nextExpectedRevision: 0, position: 1 });
  });

  it('covers the batches committed while a sync runs with one more sync', async () => {
    const a = watched(store.append('thing-a', [newEvent()], 'no_stream'));
    const first = await held.call(1);
    const b = watched(store.append('thing-b', [newEvent()], 'no_stream'));
    const c = watched(store.append('thing-c', [newEvent()], 'no_stream'));
    await eventually(async () => ((await store.headPosition()) === 3 ? true : null), { what: 'b and c committed' });
    expect(held.calls).toHaveLength(1);
    first.release();
    await expect(a.promise).resolves.toMatchObject({ position: 1 });
    const second = await held.call(2);
    await turn();
    expect([b.answered(), c.answered()]).toEqual([false, false]);
    second.release();
    await expect(Promise.all([b.promise, c.promise])).resolves.toMatchObject([{ position: 2 }, { position: 3 }]);
    expect(held.calls).toHaveLength(2);
  });

  it('answers a refused append (a conflict) after the sync too, with its own reason', async () => {
    await Promise.all([
      store.append('thing-1', [newEvent()], 'no_stream'),
      held.call(1).then((c) => {
        c.release();
      }),
    ]);
    const conflict = watched(store.append('thing-1', [newEvent()], 'no_stream'));
    const second = await held.call(2);
    await turn();
    expect(conflict.answered()).toBe(false);
    second.release();
    await expect(conflict.promise).rejects.toMatchObject({ code: 'wrong_expected_revision' });
  });

  it('fails the appends a failed sync covered, and takes no more', async () => {
    const append = store.append('thing-1', [newEvent()], 'no_stream');
    (await held.call(1)).fail(eio());
    await expect(append).rejects.toThrow(/could not be synced to disk.*EIO: i\/o error/);
    await expect(store.append('thing-2', [newEvent()], 'no_stream')).rejects.toThrow(/takes no more writes/);
    // The later append was refused before it was written.
    expect(await store.headPosition()).toBe(1);
    expect(held.calls).toHaveLength(1);
  });

  it('closes only once the sync in flight has ended, with its appends answered', async () => {
    const append = watched(store.append('thing-1', [newEvent()], 'no_stream'));
    const first = await held.call(1);
    const closing = watched(store.close());
    await turn();
    expect(closing.answered()).toBe(false);
    first.release();
    await closing.promise;
    await expect(append.promise).resolves.toMatchObject({ position: 1 });
  });

  it('commits, syncs and answers the appends still waiting when it closes', async () => {
    const append = store.append('thing-1', [newEvent()], 'no_stream');
    // Closed before the scheduled flush runs: the close writes the batch itself.
    const closing = store.close();
    (await held.call(1)).release();
    await closing;
    await expect(append).resolves.toMatchObject({ position: 1 });
    const reopened = new SqliteEventStore(file);
    try {
      expect(await reopened.headPosition()).toBe(1);
    } finally {
      await reopened.close();
    }
  });
});

/** What the gateway writes itself (accounts, sessions, counters) is durable the same way; read models need not be. */
describe('SqliteDocumentStore: durable writes answered once on disk', () => {
  const spec = { name: 'accounts', fields: { email: 'string' as const } };
  let file: string;
  let held: HeldSync;
  let store: SqliteDocumentStore;
  beforeEach(async () => {
    file = join(tempDir('durable-docs-'), 'creators.db');
    held = new HeldSync();
    store = new SqliteDocumentStore(file, { sync: held.sync });
    await store.ensureCollections([spec, { name: 'counters', fields: {} }, { name: 'listings', fields: {} }]);
  });
  afterEach(async () => {
    for (const call of held.calls) call.release();
    await store.close();
  });

  it('answers a write, an insert and an increment only after the WAL is synced', async () => {
    const writes = [
      watched(store.write([{ op: 'put', collection: 'accounts', doc: { id: 'a-1', email: 'a@example.com' } }])),
      watched(store.insert('accounts', { id: 'a-2', email: 'b@example.com' })),
      watched(store.increment('counters', { id: 'sign-ins' }, 'count')),
    ];
    const first = await held.call(1);
    // Committed (readers see them), answered by none while the sync runs.
    expect(await store.get('accounts', 'a-2')).toEqual({ id: 'a-2', email: 'b@example.com' });
    await turn();
    expect(writes.map((write) => write.answered())).toEqual([false, false, false]);
    expect(fstatSync(first.fd).ino).toBe(statSync(`${file}-wal`).ino);
    first.release();
    await expect(writes[0]?.promise).resolves.toBeUndefined();
    // The two written while the first sync ran are covered together by the next.
    const second = await held.call(2);
    await turn();
    expect([writes[1]?.answered(), writes[2]?.answered()]).toEqual([false, false]);
    second.release();
    await expect(Promise.all([writes[1]?.promise, writes[2]?.promise])).resolves.toEqual([true, 1]);
    expect(held.calls).toHaveLength(2);
  });

  it('commits a read model batch without waiting for a sync', async () => {
    await expect(
      store.commit(
        [{ op: 'put', collection: 'listings', doc: { id: 'l-1' } }],
        [{ projection: 'listings', position: 1 }],
      ),
    ).resolves.toBe(true);
    expect(held.calls).toHaveLength(0);
  });

  it('fails the write a failed sync covered, and writes nothing more', async () => {
    const write = store.write([{ op: 'put', collection: 'accounts', doc: { id: 'a-1', email: 'a@example.com' } }]);
    (await held.call(1)).fail(eio());
    await expect(write).rejects.toThrow(/could not be synced to disk.*EIO/);
    await expect(store.insert('accounts', { id: 'a-2', email: 'b@example.com' })).rejects.toThrow(
      /takes no more writes/,
    );
    expect(await store.get('accounts', 'a-2')).toBeNull();
    expect(held.calls).toHaveLength(1);
  });
});
