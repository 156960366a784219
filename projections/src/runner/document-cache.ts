import type { Doc } from '@creators/storage';

/**
 * The documents a projection pass last read or committed, by physical collection and id: a
 * document touched again a few batches later (an item's state, a creator's card) is not read from
 * the store again, and memory stays bounded however long the log. Two generations instead of a
 * strict LRU: a hit in the old one moves the document to the young one, and when the young one is
 * full it becomes the old one (the old one is dropped), so every step is a plain map lookup. It
 * holds committed state only; a refused commit clears it.
 */
export class DocumentCache {
  private young = new Map<string, Doc | null>();
  private old = new Map<string, Doc | null>();
  private readonly generation: number;

  constructor(capacity: number) {
    this.generation = Math.max(1, Math.floor(capacity / 2));
  }

  get(key: string): Doc | null | undefined {
    const found = this.young.get(key);
    if (found !== undefined) return found;
    const aged = this.old.get(key);
    if (aged !== undefined) this.set(key, aged);
    return aged;
  }

  set(key: string, doc: Doc | null): void {
    if (this.young.size >= this.generation && !this.young.has(key)) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, doc);
  }

  clear(): void {
    this.young = new Map();
    this.old = new Map();
  }

  get size(): number {
    return this.young.size + this.old.size;
  }
}

export const cacheKey = (collection: string, id: string): string => `${collection}\u0000${id}`;
