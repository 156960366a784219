import type { RecordedEvent } from '@creators/contracts';
import type { Doc, DocumentChange, DocumentStore } from '@creators/storage';
import { ProjectionError } from './projection-error.js';
import type { Projector } from './projector.js';

export type Upcaster = (event: RecordedEvent) => RecordedEvent;

export interface BatchTarget {
  readonly documents: DocumentStore;
  readonly projector: Projector;
  /** Where each of the projector's collections physically lives (its own name, or a build-aside name). */
  readonly physical: (collection: string) => string;
  /** The checkpoint this batch advances. */
  readonly checkpointName: string;
  readonly upcast: Upcaster;
}

/** The store refused a batch because the projection's checkpoint is not where the batch follows on. */
export class CheckpointMoved extends Error {
  constructor(readonly projection: string) {
    super(`the checkpoint of ${projection} moved under its follower (a rebuild swapped it, or another runner)`);
    this.name = 'CheckpointMoved';
  }
}

/**
 * Projects a batch and commits the resulting documents together with the checkpoint. Documents are
 * read once and then kept in this batch's working set, so a document touched by many events of the
 * batch is written once with its final state. A redelivered batch (checkpoint already past it) is
 * refused by the store as a whole, so no event takes effect twice.
 */
export async function applyBatch(
  target: BatchTarget,
  events: readonly RecordedEvent[],
  checkpoint: number,
  /** The checkpoint this batch follows on; when given, a store that holds another one refuses the batch (CheckpointMoved). */
  previous?: number | null,
): Promise<number> {
  const { documents, projector, physical } = target;
  const working = new Map<string, { collection: string; id: string; doc: Doc | null; dirty: boolean }>();
  const keyOf = (collection: string, id: string): string => `${collection}\u0000${id}`;
  const read = {
    async get<T extends Doc = Doc>(collection: string, id: string): Promise<T | null> {
      const key = keyOf(collection, id);
      let entry = working.get(key);
      if (entry === undefined) {
        entry = { collection, id, doc: await documents.get(physical(collection), id), dirty: false };
        working.set(key, entry);
      }
      return entry.doc as T | null;
    },
  };

  for (const stored of events) {
    let changes: readonly DocumentChange[];
    try {
      changes = await projector.project(target.upcast(stored), read);
    } catch (error) {
      throw new ProjectionError(projector.name, stored, error);
    }
    for (const change of changes) {
      const id = change.op === 'put' ? change.doc.id : change.id;
      working.set(keyOf(change.collection, id), {
        collection: change.collection,
        id,
        doc: change.op === 'put' ? change.doc : null,
        dirty: true,
      });
    }
  }

  const changes: DocumentChange[] = [];
  for (const { collection, id, doc, dirty } of working.values()) {
    if (!dirty) continue;
    changes.push(
      doc === null
        ? { op: 'delete', collection: physical(collection), id }
        : { op: 'put', collection: physical(collection), doc },
    );
  }
  const committed = await documents.commit(
    changes,
    previous === undefined
      ? { projection: target.checkpointName, position: checkpoint }
      : { projection: target.checkpointName, position: checkpoint, previous },
  );
  if (!committed && previous !== undefined) throw new CheckpointMoved(target.checkpointName);
  return changes.length;
}
