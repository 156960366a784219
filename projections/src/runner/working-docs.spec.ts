import { WorkingDocs } from './working-docs.js';

const stored = new Map([['a', { id: 'a', n: 0 }]]);
const reader = {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the type it expects
  get: <T>(_collection: string, id: string): T | null => (stored.get(id) as T | undefined) ?? null,
  candidates: (): readonly string[] => [...stored.keys()],
};

describe('working documents', () => {
  it('reads back what the event wrote, and the store for the rest', () => {
    const docs = new WorkingDocs(reader);
    docs.put('things', { id: 'b', n: 1 });
    expect(docs.get('things', 'b')).toEqual({ id: 'b', n: 1 });
    expect(docs.get('things', 'a')).toEqual({ id: 'a', n: 0 });
    docs.delete('things', 'a');
    expect(docs.get('things', 'a')).toBeNull();
  });

  it('takes back every write of a step, and keeps what was written before it', () => {
    const docs = new WorkingDocs(reader);
    docs.put('things', { id: 'a', n: 1 });
    docs.begin();
    docs.put('things', { id: 'a', n: 2 });
    docs.put('things', { id: 'a', n: 3 });
    docs.put('things', { id: 'b', n: 1 });
    docs.delete('others', 'c');
    docs.undo();

    expect(docs.get('things', 'a')).toEqual({ id: 'a', n: 1 });
    expect(docs.get('things', 'b')).toBeNull();
    expect(docs.changes()).toEqual([{ op: 'put', collection: 'things', doc: { id: 'a', n: 1 } }]);
  });

  it('takes back only the step since the last begin', () => {
    const docs = new WorkingDocs(reader);
    docs.begin();
    docs.put('things', { id: 'b', n: 1 });
    docs.begin();
    docs.put('things', { id: 'b', n: 2 });
    docs.undo();
    docs.put('things', { id: 'c', n: 1 });

    expect(docs.changes()).toEqual([
      { op: 'put', collection: 'things', doc: { id: 'b', n: 1 } },
      { op: 'put', collection: 'things', doc: { id: 'c', n: 1 } },
    ]);
  });

  it('refuses to undo writes made with no step begun, and keeps them', () => {
    const docs = new WorkingDocs(reader);
    docs.put('things', { id: 'a', n: 1 });
    docs.put('things', { id: 'a', n: 2 });

    expect(() => {
      docs.undo();
    }).toThrow(/none was begun/);
    expect(docs.changes()).toEqual([{ op: 'put', collection: 'things', doc: { id: 'a', n: 2 } }]);
  });

  it('gives as candidates what the reader finds and every document of the collection this batch touched', () => {
    const docs = new WorkingDocs(reader);
    docs.put('things', { id: 'b', n: 1 });
    docs.delete('things', 'c');
    docs.put('others', { id: 'd', n: 2 });
    expect([...docs.candidates('things', { n: { gt: 0 } })].sort()).toEqual(['a', 'b', 'c']);
  });
});
