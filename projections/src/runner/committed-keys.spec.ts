import { CommittedKeys } from './committed-keys.js';

describe('CommittedKeys', () => {
  it('never says no for a document it was told of, across collections and ids alike', () => {
    const keys = new CommittedKeys();
    for (let n = 0; n < 50_000; n += 1) keys.add(`collection_${n % 21}`, `item-${n}`);
    let missed = 0;
    for (let n = 0; n < 50_000; n += 1) if (!keys.mayHold(`collection_${n % 21}`, `item-${n}`)) missed += 1;
    expect(missed).toBe(0);
  });

  it('says no for nearly every document it was not told of, so the store is rarely asked', () => {
    const keys = new CommittedKeys();
    for (let n = 0; n < 50_000; n += 1) keys.add(`collection_${n % 21}`, `item-${n}`);
    let wrong = 0;
    for (let n = 50_000; n < 100_000; n += 1) if (keys.mayHold(`collection_${n % 21}`, `item-${n}`)) wrong += 1;
    // The same id in another collection is another document.
    for (let n = 0; n < 25_000; n += 1) if (keys.mayHold(`collection_${(n + 1) % 21}`, `item-${n}`)) wrong += 1;
    expect(wrong / 75_000).toBeLessThan(0.001);
  });

  it('tells a collection and id apart from another split of the same characters', () => {
    const keys = new CommittedKeys();
    keys.add('ab', 'c');
    expect(keys.mayHold('ab', 'c')).toBe(true);
    expect(keys.mayHold('a', 'bc')).toBe(false);
  });
});
