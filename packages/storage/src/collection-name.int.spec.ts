import { join } from 'node:path';
import { collectionName, type Doc, type DocumentStore } from './document-store.js';
import { SqliteDocumentStore } from './sqlite/sqlite-document-store.js';
import { tempDir } from './testing/harness.js';

interface NoteDoc extends Doc {
  readonly text: string;
}

interface CountDoc extends Doc {
  readonly count: number;
}

const NOTES = collectionName<NoteDoc>('notes');

describe('collectionName', () => {
  let documents: DocumentStore;

  beforeEach(async () => {
    documents = new SqliteDocumentStore(join(tempDir('collection-name-'), 'creators.db'));
    await documents.ensureCollections([{ name: NOTES, fields: {} }]);
  });

  afterEach(() => documents.close());

  it('is the plain name, and a read given it answers the type it declares', async () => {
    expect(NOTES).toBe('notes');
    await documents.write([{ op: 'put', collection: NOTES, doc: { id: 'n1', text: 'hello' } }]);
    const note = await documents.get(NOTES, 'n1');
    // Typed without a type argument: `text` is a string here, not `unknown`.
    const text: string | undefined = note?.text;
    expect(text).toBe('hello');
  });

  it('refuses, at compile time, a read that asks the wrong type', async () => {
    // @ts-expect-error -- notes hold NoteDoc, not CountDoc
    const wrong = await documents.get<CountDoc>(NOTES, 'n1');
    // @ts-expect-error -- likewise for a query
    const page = await documents.find<CountDoc>(NOTES, { limit: 1 });
    expect([wrong, page.items]).toEqual([null, []]);
  });
});
