const BITS = 2 ** 25;
const PROBES = 3;

/**
 * Which documents a pass into fresh collections (built aside, empty at its start) has committed,
 * as a Bloom filter: a fixed 4 MiB however long the log. `mayHold` is never wrong when it says
 * no, so a document the cache does not hold and the filter never saw is known absent without
 * asking the store; a false yes (about one in a thousand at a million documents) only costs the
 * read the pass would have made anyway.
 */
export class CommittedKeys {
  private readonly words = new Uint32Array(BITS / 32);

  add(collection: string, id: string): void {
    this.probe(collection, id, true);
  }

  mayHold(collection: string, id: string): boolean {
    return this.probe(collection, id, false);
  }

  /** Double hashing over two 32-bit FNV-1a style hashes of the collection and id; sets the bits when `add`. */
  private probe(collection: string, id: string, add: boolean): boolean {
    let first = 0x811c9dc5;
    let step = 0x01000193;
    // The collection, a 0 (no name holds one) and the id.
    for (let i = 0; i <= collection.length + id.length; i += 1) {
      const code =
        i < collection.length
          ? collection.charCodeAt(i)
          : i === collection.length
            ? 0
            : id.charCodeAt(i - collection.length - 1);
      first = Math.imul(first ^ code, 0x01000193);
      step = Math.imul(step ^ code, 0x5bd1e995);
    }
    step |= 1;
    let held = true;
    for (let i = 0; i < PROBES; i += 1, first = (first + step) | 0) {
      const bit = first & (BITS - 1);
      const mask = 1 << (bit & 31);
      const word = this.words[bit >>> 5] ?? 0;
      if ((word & mask) === 0) {
        if (!add) return false;
        held = false;
        this.words[bit >>> 5] = word | mask;
      }
    }
    return held;
  }
}
