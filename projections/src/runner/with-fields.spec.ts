import { eventFields, withFields } from './with-fields.js';

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

  it('sets our own fields after the copied ones, in one copy', () => {
    const fields = { title: 'Grid', summary: undefined, score: 1 };
    const doc = eventFields(fields, { id: 'i1', score: 7 });
    expect(doc).toEqual({ title: 'Grid', score: 7, id: 'i1' });
    expect(Object.keys(doc)).toEqual(['title', 'score', 'id']);
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
