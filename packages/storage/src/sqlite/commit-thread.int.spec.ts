import { join } from 'node:path';
import { tempDir } from '../testing/harness.js';
import { SqliteDocumentStore } from './sqlite-document-store.js';

/** `commitInBackground`: the same commit as `commit`, made by a thread with a connection of its own. */
describe('SqliteDocumentStore.commitInBackground', () => {
  let documents: SqliteDocumentStore;
  beforeEach(async () => {
    documents = new SqliteDocumentStore(join(tempDir('commit-thread-'), 'creators.db'));
    await documents.ensureCollections([
      { name: 'cards', fields: { kind: 'string', score: 'number' }, indexes: [['kind', 'score']], text: ['title'] },
    ]);
  });
  afterEach(async () => {
    await documents.close();
  });

  it('writes documents, their fields and their text, and records the checkpoint, as commit does', async () => {
    const committed = await documents.commitInBackground(
      [
        { op: 'put', collection: 'cards', doc: { id: 'a', kind: 'components', score: 3, title: 'Grid system' } },
        { op: 'put', collection: 'cards', doc: { id: 'b', kind: 'components', score: 5, title: 'Button kit' } },
      ],
      [{ projection: 'cards', position: 2, previous: null }],
    );
    expect(committed).toBe(true);
    expect(await documents.get('cards', 'a')).toEqual({ id: 'a', kind: 'components', score: 3, title: 'Grid system' });
    const byScore = await documents.find('cards', {
      filter: { kind: 'components' },
      sort: [{ field: 'score', direction: 'desc' }],
      limit: 5,
    });
    expect(byScore.items.map((doc) => doc.id)).toEqual(['b', 'a']);
    expect((await documents.find('cards', { text: 'grid', limit: 5 })).items.map((doc) => doc.id)).toEqual(['a']);
    expect(await documents.getCheckpoint('cards')).toBe(2);

    // A later batch rewrites one (its text too) and deletes the other.
    await documents.commitInBackground(
      [
        { op: 'put', collection: 'cards', doc: { id: 'a', kind: 'components', score: 4, title: 'Flex layout' } },
        { op: 'delete', collection: 'cards', id: 'b' },
      ],
      [{ projection: 'cards', position: 4, previous: 2 }],
    );
    expect((await documents.find('cards', { text: 'grid', limit: 5 })).items).toEqual([]);
    expect((await documents.find('cards', { text: 'flex', limit: 5 })).items.map((doc) => doc.id)).toEqual(['a']);
    expect(await documents.get('cards', 'b')).toBeNull();
  });

  it('refuses a batch whose checkpoint moved, writing nothing of it', async () => {
    await documents.commit([], [{ projection: 'cards', position: 7 }]);
    const refused = await documents.commitInBackground(
      [{ op: 'put', collection: 'cards', doc: { id: 'late', kind: 'vectors', score: 1, title: 'Late' } }],
      [{ projection: 'cards', position: 9, previous: 5 }],
    );
    expect(refused).toBe(false);
    expect(await documents.get('cards', 'late')).toBeNull();
    expect(await documents.getCheckpoint('cards')).toBe(7);
  });

  it('commits batches in the order given, and close waits for those still under way', async () => {
    const batches = Array.from({ length: 20 }, (_, n) =>
      documents.commitInBackground(
        [{ op: 'put', collection: 'cards', doc: { id: 'counter', kind: 'components', score: n, title: `Take ${n}` } }],
        [{ projection: 'cards', position: n + 1, previous: n === 0 ? null : n }],
      ),
    );
    const file = join(tempDir('commit-thread-close-'), 'creators.db');
    const other = new SqliteDocumentStore(file);
    await other.ensureCollections([{ name: 'cards', fields: {} }]);
    const pending = other.commitInBackground([{ op: 'put', collection: 'cards', doc: { id: 'last' } }], []);
    await other.close();
    await expect(pending).resolves.toBe(true);
    expect(await Promise.all(batches)).toEqual(batches.map(() => true));
    expect(await documents.get('cards', 'counter')).toMatchObject({ score: 19 });
    const reopened = new SqliteDocumentStore(file);
    try {
      expect(await reopened.get('cards', 'last')).toEqual({ id: 'last' });
    } finally {
      await reopened.close();
    }
  });
});
