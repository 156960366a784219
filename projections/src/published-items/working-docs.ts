import type { Doc, DocumentChange } from '@creators/storage';
import type { DocumentReader } from '../runner/projector.js';

/** A document and the collection it belongs in. */
export interface PlacedDoc {
  readonly collection: string;
  readonly doc: Doc;
}

const keyOf = (collection: string, id: string): string => `${collection}\u0000${id}`;

/**
 * The documents one event changes: reads go through the batch's reader, and what this event has
 * already written is read back from here, so several steps of one event see each other's work.
 * Nothing leaves until `changes()`: the projector stays a function from an event to changes.
 */
export class WorkingDocs {
  private readonly touched = new Map<string, { collection: string; id: string; doc: Doc | null }>();

  constructor(private readonly reader: DocumentReader) {}

  async get<T extends Doc = Doc>(collection: string, id: string): Promise<T | null> {
    const entry = this.touched.get(keyOf(collection, id));
    if (entry !== undefined) return entry.doc as T | null;
    return this.reader.get<T>(collection, id);
  }

  put(collection: string, doc: Doc): void {
    this.touched.set(keyOf(collection, doc.id), { collection, id: doc.id, doc });
  }

  delete(collection: string, id: string): void {
    this.touched.set(keyOf(collection, id), { collection, id, doc: null });
  }

  /** Swaps what something showed as (`before`) for what it shows as now: deletes what went, writes what changed. */
  replace(before: readonly PlacedDoc[], after: readonly PlacedDoc[]): void {
    const previous = new Map(before.map((placed) => [keyOf(placed.collection, placed.doc.id), placed.doc]));
    for (const { collection, doc } of after) {
      const key = keyOf(collection, doc.id);
      const old = previous.get(key);
      previous.delete(key);
      if (old === undefined || !sameJson(old, doc)) this.put(collection, doc);
    }
    for (const { collection, doc } of before) {
      if (previous.has(keyOf(collection, doc.id))) this.delete(collection, doc.id);
    }
  }

  changes(): DocumentChange[] {
    return [...this.touched.values()].map(({ collection, id, doc }) =>
      doc === null ? { op: 'delete', collection, id } : { op: 'put', collection, doc },
    );
  }
}

/** Deep equality of JSON values (documents hold nothing else). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((value, i) => sameJson(value, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left).filter((key) => left[key] !== undefined);
  if (keys.length !== Object.keys(right).filter((key) => right[key] !== undefined).length) return false;
  return keys.every((key) => sameJson(left[key], right[key]));
}
