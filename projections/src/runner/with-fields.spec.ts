import { eventFields, withFields, withKey } from './with-fields.js';

describe('eventFields', () => {
  it('copies the fields an event sets, in order, and leaves unset ones out', () => {
    const changes = { title: 'Grid', summary: undefined, tags: ['css'], price: { amount: 0, currency: 'USD' } };
    const copy = eventFields(changes);
    expect(copy).toEqual({ title: 'Grid', tags: ['css'], price: { amount: 0, currency: 'USD' } });
    expect(Object.keys(copy)).toEqual(['title', 'tags', 'price']);
    expect(copy).not.toBe(changes);
    // Merged over stored fields, an unset one keeps its stored value.
    expect(withFields({ title: 'Old', summary: 'Kept' }, copy)).toEqual({
      title: 'Grid',
      summary: 'Kept',
      tags: ['css'],
      price: { amount: 0, currency: 'USD' },
    });
  });

  it('sets the fields onto a document of ours, after its own fields and never over one of them', () => {
    const fields = { title: 'Grid', summary: undefined, score: 1 };
    const made = { id: 'i1', score: 7 };
    const doc = eventFields(fields, made);
    expect(doc).toBe(made);
    expect(doc).toEqual({ id: 'i1', score: 7, title: 'Grid' });
    expect(Object.keys(doc)).toEqual(['id', 'score', 'title']);
    expect(fields).toEqual({ title: 'Grid', summary: undefined, score: 1 });
  });

  it('never takes a field named __proto__ from an event as the prototype', () => {
    const parsed = JSON.parse('{"title":"x","__proto__":{"polluted":true}}') as Record<string, unknown>;
    const doc = withFields(eventFields(parsed), { id: 'i1' });
    expect(Object.getPrototypeOf(doc)).toBe(Object.prototype);
    expect(doc).toEqual({ title: 'x', id: 'i1' });
    expect('polluted' in doc).toBe(false);
  });
});

describe('withKey', () => {
  it('copies the record with one key set, leaving the original as it was', () => {
    const days = { '2026-03-01': 2 };
    const next = withKey(days, '2026-03-02', 5);
    expect(next).toEqual({ '2026-03-01': 2, '2026-03-02': 5 });
    expect(withKey(next, '2026-03-01', 3)).toEqual({ '2026-03-01': 3, '2026-03-02': 5 });
    expect(days).toEqual({ '2026-03-01': 2 });
  });

  it('keeps a key named __proto__ as an own field, never the prototype', () => {
    const likers = withKey<string>({}, '__proto__', '2026-03-01');
    expect(Object.getPrototypeOf(likers)).toBe(Object.prototype);
    expect(Object.keys(likers)).toEqual(['__proto__']);
    expect(JSON.stringify(likers)).toBe('{"__proto__":"2026-03-01"}');
  });
});
