import { moveItem, reorderByIds } from './reorder.js';

describe('moveItem', () => {
  const items = ['a', 'b', 'c', 'd'];

  it('moves an item up or down by one place', () => {
    expect(moveItem(items, 2, -1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(items, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(items, 2, 1)).toEqual(['a', 'b', 'd', 'c']);
  });

  it('leaves the list as it is (the same array) when the item cannot move', () => {
    expect(moveItem(items, 0, -1)).toBe(items);
    expect(moveItem(items, 3, 1)).toBe(items);
    expect(moveItem(items, 7, -1)).toBe(items);
    expect(moveItem(items, 1, 0)).toBe(items);
  });

  it('does not change the list it was given', () => {
    moveItem(items, 1, 1);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('reorderByIds', () => {
  const links = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  it('puts the items in the order of the ids', () => {
    expect(reorderByIds(links, ['c', 'a', 'b']).map((link) => link.id)).toEqual(['c', 'a', 'b']);
  });

  it('keeps items the ids do not name after the others, and ignores unknown ids', () => {
    expect(reorderByIds(links, ['b', 'x']).map((link) => link.id)).toEqual(['b', 'a', 'c']);
  });
});
