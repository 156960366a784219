import type { Doc } from '@creators/storage';
import { innerMap } from './inner-map.js';

type Generation = Map<string, Map<string, Doc | null>>;

/**
 * The documents a projection pass last read or committed, by physical collection and id: a
 * document touched again a few batches later (an item's state, a creator's card) is not read from
 * the store again, and memory stays bounded however long the log. Two generations instead of a
 * strict LRU: a hit in the old one moves the document to the young one, and when the young one is
 * full it becomes the old one (the old one is dropped), so every step is a plain map lookup. It
 * holds committed state only; a refused commit clears it. Keyed by collection, then id, so a
 * lookup builds no key string.
 */
export class DocumentCache {
  private young: Generation = new Map();
  private youngSize = 0;
  private old: Generation = new Map();
  private oldSize = 0;
  private readonly generation: number;

  constructor(capacity: number) {
    this.generation = Math.max(1, Math.floor(capacity / 2));
  }

  get(collection: string, id: string): Doc | null | undefined {
    const found = this.young.get(collection)?.get(id);
    if (found !== undefined) return found;
    const aged = this.old.get(collection)?.get(id);
    if (aged !== undefined) this.set(collection, id, aged);
    return aged;
  }

  set(collection: string, id: string, doc: Doc | null): void {
    const docs = this.young.get(collection);
    if (docs?.has(id) === true) {
      docs.set(id, doc);
      return;
    }
    if (this.youngSize >= this.generation) {
      this.old = this.young;
      this.oldSize = this.youngSize;
      this.young = new Map();
      this.youngSize = 0;
    }
    innerMap(this.young, collection).set(id, doc);
    this.youngSize += 1;
  }

  clear(): void {
    this.young = new Map();
    this.youngSize = 0;
    this.old = new Map();
    this.oldSize = 0;
  }

  get size(): number {
    return this.youngSize + this.oldSize;
  }
}
