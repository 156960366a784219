import type { CollectionSpec } from '../document-store.js';
import { MongoClientDouble } from '../testing/mongo-client-double.js';
import { MongoDocumentStore } from './mongo-document-store.js';

const DB = 'creators';
const spec = (name: string): CollectionSpec => ({ name, fields: { title: 'string' }, deferIndexes: true });

/**
 * A live model (`items`, `tags`) at checkpoint 3 and its rebuild built aside up to 7: what a
 * rebuild leaves before it swaps. The documents are written under the driver, as the store wrote them.
 */
async function rebuiltAside(client: MongoClientDouble): Promise<MongoDocumentStore> {
  const store = await MongoDocumentStore.open(client.asClient(), DB);
  const db = client.db(DB);
  for (const [name, title] of [
    ['items', 'old item'],
    ['tags', 'old tag'],
    ['items_rebuild', 'new item'],
    ['tags_rebuild', 'new tag'],
  ] as const) {
    db.holding(name).set('d1', { _id: 'd1', title });
    await db.collection('_collections').replaceOne({ _id: name }, { spec: spec(name) }, { upsert: true });
  }
  await db.collection('_checkpoints').insertOne({ _id: 'model', position: 3 });
  await db.collection('_checkpoints').insertOne({ _id: 'model#rebuild', position: 7 });
  return store;
}

const swapBoth = (store: MongoDocumentStore): Promise<void> =>
  store.swap(
    [
      { source: 'items_rebuild', target: 'items' },
      { source: 'tags_rebuild', target: 'tags' },
    ],
    [{ from: 'model#rebuild', to: 'model' }],
  );

/** What a reader of the database finds: each collection's document, the checkpoints, the specs, the swaps recorded. */
async function state(client: MongoClientDouble): Promise<Record<string, unknown>> {
  const db = client.db(DB);
  const title = (name: string): unknown => db.collections.get(name)?.get('d1')?.title ?? null;
  const ids = async (name: string): Promise<string[]> =>
    (await db.collection(name).find().toArray()).map((doc) => doc._id).sort();
  return {
    items: title('items'),
    tags: title('tags'),
    asides: ['items_rebuild', 'tags_rebuild'].filter((name) => db.collections.has(name)),
    checkpoints: Object.fromEntries(
      (await db.collection('_checkpoints').find().toArray()).map((doc) => [doc._id, doc.position]),
    ),
    specs: await ids('_collections'),
    swaps: (await db.collection('_swaps').find().toArray()).length,
  };
}

/** A swap whose process stopped after `renames` renames (the connection lost there): the store it ran on, and its state. */
async function swapStoppedAfter(
  client: MongoClientDouble,
  renames: number,
): Promise<{ store: MongoDocumentStore; left: Record<string, unknown> }> {
  const store = await rebuiltAside(client);
  client.db(DB).renamesBeforeFault = renames;
  await expect(swapBoth(store)).rejects.toThrow('the connection was lost');
  client.db(DB).renamesBeforeFault = null;
  return { store, left: await state(client) };
}

const SWAPPED = {
  items: 'new item',
  tags: 'new tag',
  asides: [],
  checkpoints: { model: 7 },
  specs: ['items', 'tags'],
  swaps: 0,
};

describe('MongoDocumentStore swap, carried through when stopped part-way', () => {
  it('swaps every pair, moves the checkpoint and keeps no record of the swap', async () => {
    const client = new MongoClientDouble();
    const store = await rebuiltAside(client);

    await swapBoth(store);

    expect(await state(client)).toEqual(SWAPPED);
    expect(await store.getCheckpoint('model')).toBe(7);
  });

  it('a swap stopped after its first rename is finished by the next store to open, checkpoint moved once', async () => {
    const client = new MongoClientDouble();
    const { left } = await swapStoppedAfter(client, 1);
    // Half swapped, and the rebuilt items under the old checkpoint: what the next start must not follow on from.
    expect(left).toMatchObject({ items: 'new item', tags: 'old tag', checkpoints: { model: 3 }, swaps: 1 });

    const restarted = await MongoDocumentStore.open(client.asClient(), DB);
    expect(await state(client)).toEqual(SWAPPED);
    expect(await restarted.getCheckpoint('model')).toBe(7);

    // Another process opening afterwards finds nothing left to do (the checkpoint is not moved again, so not lost).
    await MongoDocumentStore.open(client.asClient(), DB);
    expect(await state(client)).toEqual(SWAPPED);
  });

  it('a swap stopped after its renames, before the checkpoint moved, is finished by the next store to open', async () => {
    const client = new MongoClientDouble();
    const store = await rebuiltAside(client);
    client.transactionsBeforeFault = 0;
    await expect(swapBoth(store)).rejects.toThrow('the connection was lost');
    client.transactionsBeforeFault = null;
    // Every target rebuilt, still under the old checkpoint.
    expect(await state(client)).toMatchObject({
      items: 'new item',
      tags: 'new tag',
      checkpoints: { model: 3 },
      swaps: 1,
    });

    await MongoDocumentStore.open(client.asClient(), DB);
    expect(await state(client)).toEqual(SWAPPED);
  });

  it('two processes opening at once finish a stopped swap once between them', async () => {
    const client = new MongoClientDouble();
    await swapStoppedAfter(client, 1);

    await Promise.all([MongoDocumentStore.open(client.asClient(), DB), MongoDocumentStore.open(client.asClient(), DB)]);

    expect(await state(client)).toEqual(SWAPPED);
  });

  it('a swap stopped before any rename is finished by a store that ensures collections (a rebuild about to start)', async () => {
    const client = new MongoClientDouble();
    const { store, left } = await swapStoppedAfter(client, 0);
    expect(left).toMatchObject({ items: 'old item', tags: 'old tag', checkpoints: { model: 3 }, swaps: 1 });

    await store.ensureCollections([]);
    expect(await state(client)).toEqual(SWAPPED);
  });

  it('a swap stopped part-way is finished before a rebuild starting over drops its build-aside collections', async () => {
    const client = new MongoClientDouble();
    const { store } = await swapStoppedAfter(client, 1);

    // What the runner's rebuild does first, in the same process, after a swap that failed.
    await store.dropCollection('tags_rebuild');

    expect(await state(client)).toEqual(SWAPPED);
  });

  it('refuses a swap whose source collection is missing, recording nothing', async () => {
    const client = new MongoClientDouble();
    const store = await rebuiltAside(client);
    client.db(DB).collections.delete('tags_rebuild');

    await expect(swapBoth(store)).rejects.toThrow('no collection "tags_rebuild" to swap in');
    expect(await state(client)).toMatchObject({
      items: 'old item',
      tags: 'old tag',
      checkpoints: { model: 3 },
      swaps: 0,
    });
  });
});
