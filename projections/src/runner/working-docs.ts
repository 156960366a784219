import type { CollectionName, Doc, DocumentChange, Filter } from '@creators/storage';
import { innerMap } from './inner-map.js';
import type { DocumentReader } from './projector.js';

/** A document and the collection it belongs in. */
export interface PlacedDoc {
  readonly collection: string;
  readonly doc: Doc;
}

const samePlace = (a: PlacedDoc, b: PlacedDoc): boolean => a.doc.id === b.doc.id && a.collection === b.collection;

interface Touched {
  readonly collection: string;
  readonly id: string;
  doc: Doc | null;
}

/**
 * The documents one event changes: reads go through the batch's reader, and what this event has
 * already written is read back from here, so several steps of one event see each other's work.
 * Nothing leaves until `changes()`: the projector stays a function from an event to changes.
 * Kept by collection, then id (no key string built per read), and listed in the order first touched.
 *
 * A step can be taken back: `begin()` marks where it starts and `undo()` returns the documents to
 * that mark (a step that threw to be tried again once the document it missed is fetched).
 */
export class WorkingDocs {
  private readonly touched = new Map<string, Map<string, Touched>>();
  private readonly order: Touched[] = [];
  /** Since `begin()` (none before the first): how many documents were touched before, and each one overwritten with what it held. */
  private stepStart: number | null = null;
  private readonly overwritten: { readonly entry: Touched; readonly doc: Doc | null }[] = [];

  constructor(private readonly reader: DocumentReader) {}

  get<T extends Doc = Doc>(collection: CollectionName<T>, id: string): T | null {
    const entry = this.touched.get(collection)?.get(id);
    if (entry !== undefined) return entry.doc as T | null;
    return this.reader.get(collection, id);
  }

  /** The reader's candidates and every document of the collection this batch has touched. */
  candidates(collection: string, filter: Filter): readonly string[] {
    const touched = this.touched.get(collection);
    const found = this.reader.candidates(collection, filter);
    if (touched === undefined) return found;
    return [...new Set([...found, ...touched.keys()])];
  }

  /** Marks the start of a step that `undo()` can take back. */
  begin(): void {
    this.stepStart = this.order.length;
    // Cleared only when it holds something: setting an array's length is no plain store.
    if (this.overwritten.length > 0) this.overwritten.length = 0;
  }

  /** Takes back every write since `begin()`. */
  undo(): void {
    if (this.stepStart === null) throw new Error('undo() takes back a step, and none was begun');
    for (let i = this.overwritten.length - 1; i >= 0; i -= 1) {
      const { entry, doc } = this.overwritten[i] as { readonly entry: Touched; readonly doc: Doc | null };
      entry.doc = doc;
    }
    this.overwritten.length = 0;
    for (const added of this.order.splice(this.stepStart)) this.touched.get(added.collection)?.delete(added.id);
  }

  put<T extends Doc>(collection: CollectionName<T>, doc: T): void {
    this.set(collection, doc.id, doc);
  }

  delete(collection: string, id: string): void {
    this.set(collection, id, null);
  }

  private set(collection: string, id: string, doc: Doc | null): void {
    const docs = innerMap(this.touched, collection);
    const entry = docs.get(id);
    if (entry !== undefined) {
      // Kept only once a step was begun (a model's writes are; a projector's applied changes never are).
      if (this.stepStart !== null) this.overwritten.push({ entry, doc: entry.doc });
      entry.doc = doc;
      return;
    }
    const added: Touched = { collection, id, doc };
    docs.set(id, added);
    this.order.push(added);
  }

  /** Swaps what something showed as (`before`) for what it shows as now: deletes what went, writes what changed. */
  replace(before: readonly PlacedDoc[], after: readonly PlacedDoc[]): void {
    // A handful of documents a side: scans find the counterparts without building a key per document.
    let left = before;
    for (const placed of after) {
      // What this place showed before (the last of them, should it have been listed twice).
      const old = left.findLast((candidate) => samePlace(candidate, placed));
      if (old !== undefined) left = left.filter((candidate) => !samePlace(candidate, placed));
      if (old === undefined || !sameJson(old.doc, placed.doc)) this.put(placed.collection, placed.doc);
    }
    for (const gone of left) this.delete(gone.collection, gone.doc.id);
  }

  changes(): DocumentChange[] {
    return this.order.map(({ collection, id, doc }) =>
      doc === null ? { op: 'delete', collection, id } : { op: 'put', collection, doc },
    );
  }
}

/** Deep equality of JSON values (documents hold nothing else); a field set to undefined counts as absent. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  // Loops rather than key arrays: this runs for every document a batch recomputes.
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let fields = 0;
  for (const key in left) {
    if (!Object.hasOwn(left, key) || left[key] === undefined) continue;
    fields += 1;
    if (!sameJson(left[key], right[key])) return false;
  }
  for (const key in right) if (Object.hasOwn(right, key) && right[key] !== undefined) fields -= 1;
  return fields === 0;
}
