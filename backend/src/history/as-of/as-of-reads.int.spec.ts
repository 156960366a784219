import { join } from 'node:path';
import { asOfCollection, PUBLIC_ITEMS } from '@creators/projections';
import { SqliteDocumentStore } from '@creators/storage';
import { tempDir } from '@creators/storage/testing';
import { AsOfReads } from './as-of-reads.js';

describe('AsOfReads: the gateway document store, read as an as-of build holds it', () => {
  let live: SqliteDocumentStore;
  let reads: AsOfReads;
  const past = asOfCollection('p7', PUBLIC_ITEMS);

  beforeAll(async () => {
    live = new SqliteDocumentStore(join(tempDir('as-of-reads-'), 'creators.db'));
    await live.ensureCollections([
      { name: PUBLIC_ITEMS, fields: {} },
      { name: past, fields: {} },
      { name: 'visits', fields: {} },
    ]);
    await live.write([
      { op: 'put', collection: PUBLIC_ITEMS, doc: { id: 'i1', title: 'Now' } },
      { op: 'put', collection: past, doc: { id: 'i1', title: 'Then' } },
    ]);
    reads = new AsOfReads(live);
  });
  afterAll(async () => {
    await live.close();
  });

  it("reads a read model's collection from the namespace inside it, and live outside", async () => {
    const { documents } = reads;
    expect(await documents.get(PUBLIC_ITEMS, 'i1')).toMatchObject({ title: 'Now' });
    const inside = await reads.within('p7', () => documents.get(PUBLIC_ITEMS, 'i1'));
    expect(inside).toMatchObject({ title: 'Then' });
    const found = await reads.within('p7', () => documents.find(PUBLIC_ITEMS, { limit: 10 }));
    expect(found.items.map((doc) => doc['title'])).toEqual(['Then']);
    // What carries on after the scoped work started stays in it.
    const later = await reads.within('p7', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return documents.get(PUBLIC_ITEMS, 'i1');
    });
    expect(later).toMatchObject({ title: 'Then' });
    // The store's synchronous read stays for the projection passes the gateway runs, routed alike.
    expect(documents.getNow?.(PUBLIC_ITEMS, 'i1')).toMatchObject({ title: 'Now' });
    expect(reads.within('p7', () => documents.getNow?.(PUBLIC_ITEMS, 'i1'))).toMatchObject({ title: 'Then' });
    expect(documents.commitInBackground).toBeDefined();
  });

  it('never writes a read model from inside it, while other collections stay live and writable', async () => {
    const { documents } = reads;
    await expect(
      reads.within('p7', () =>
        documents.write([{ op: 'put', collection: PUBLIC_ITEMS, doc: { id: 'i2', title: 'Forged' } }]),
      ),
    ).rejects.toThrow('read-only as of a past moment');
    expect(await live.get(past, 'i2')).toBeNull();
    expect(await live.get(PUBLIC_ITEMS, 'i2')).toBeNull();
    await reads.within('p7', () => documents.write([{ op: 'put', collection: 'visits', doc: { id: 'v1' } }]));
    expect(await live.get('visits', 'v1')).toMatchObject({ id: 'v1' });
  });
});
