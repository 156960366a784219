import type { GuardedTypes, RecordedEvent } from '@creators/contracts';
import type { CollectionName, CollectionSpec, Doc, DocumentChange, Filter } from '@creators/storage';

/**
 * What a projector may read while it projects: its own read model, as this batch has left it so far.
 * Reads answer at once: a projection is plain synchronous code. The pass holds (or reads in-process)
 * every document a projection asks for; a store that can only answer later (MongoDB) makes the read
 * throw a `DocumentMiss`, and the pass fetches the document and projects the event again: so a
 * projection never catches what its reads throw.
 */
export interface DocumentReader {
  get<T extends Doc = Doc>(collection: CollectionName<T>, id: string): T | null;
  /**
   * The ids of the documents that may match `filter` (on declared fields): at least every one that
   * does, as this batch has them, and maybe more (the caller reads each with `get` and checks). For
   * a rare question whose answer no document keeps (which items have points on a day now expiring).
   */
  candidates(collection: string, filter: Filter): readonly string[];
}

/**
 * A read model's definition: the collections it owns and a pure function from one event (and the
 * model's current documents) to document changes. It never calls the network and never writes:
 * the runner applies its changes and checkpoint together.
 */
export interface Projector {
  readonly name: string;
  /** Bump when the projection's logic or shape changes: the runner then rebuilds it aside and swaps it in. */
  readonly version: number;
  readonly collections: readonly CollectionSpec[];
  /**
   * Collections a former version kept that this one no longer has (models it replaced): dropped once
   * it is swapped in, so an upgraded store keeps no leftovers.
   */
  readonly replaces?: readonly string[];
  /**
   * The event types it projects (unset: every event); `project` answers no changes for any other, so
   * the pass does not show it those (most of the log is views and likes, which few models take).
   * Listed from the guards it reads events with (`takenBy`), so a type added to a union joins it.
   */
  readonly takes?: readonly string[];
  project(event: RecordedEvent, read: DocumentReader): readonly DocumentChange[];
}

/** The event types the guards read (what a projector built on them `takes`). */
export const takenBy = (...guards: readonly GuardedTypes[]): readonly string[] => [
  ...new Set(guards.flatMap((guard) => guard.types)),
];

/** No changes: the answer to most events, shared rather than a new empty list each time. */
const NONE: readonly DocumentChange[] = Object.freeze([]);

/**
 * `project` for a projector that takes only the events `pick` finds: every other event (the pass
 * shows each projector every event) is answered with no changes, without projecting.
 */
export function projectPicked<E>(
  pick: (event: RecordedEvent) => E | null,
  project: (picked: E, event: RecordedEvent, read: DocumentReader) => readonly DocumentChange[],
): Projector['project'] {
  return (event, read) => {
    const picked = pick(event);
    return picked === null ? NONE : project(picked, event, read);
  };
}

/**
 * The common shape: each event touches at most one document of one collection, found by `key`,
 * and `evolve(doc | null, event)` gives that document's next state (null deletes it).
 */
export function documentProjector<D extends Doc>(definition: {
  readonly name: string;
  readonly version: number;
  readonly collection: CollectionSpec<D>;
  readonly key: (event: RecordedEvent) => string | null;
  readonly evolve: (doc: D | null, event: RecordedEvent) => D | null;
  /** The event types `key` finds a document for (unset: every event). */
  readonly takes?: readonly string[];
}): Projector {
  const collection = definition.collection.name;
  return {
    name: definition.name,
    version: definition.version,
    collections: [definition.collection],
    ...(definition.takes === undefined ? {} : { takes: definition.takes }),
    project: projectPicked(definition.key, (id, event, read): readonly DocumentChange[] => {
      const before = read.get(collection, id);
      const after = definition.evolve(before, event);
      if (after === before) return NONE;
      return after === null ? [{ op: 'delete', collection, id }] : [{ op: 'put', collection, doc: after }];
    }),
  };
}
