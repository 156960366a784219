import { upcastEvent, type RecordedEvent } from '@creators/contracts';
import type { Checkpoint, Doc, DocumentChange, Page } from '@creators/storage';
import { ProjectionPass, roleOf, type PassLane, type PassStore } from '../runner/projection-pass.js';
import { withStages, type ReadModel } from '../runner/read-model.js';

/**
 * A read model held in memory: what its documents are after the events given so far, fed the way
 * the runner feeds it (one event a batch, so every change is visible to the next event; a model of
 * published items gets the shared item state beside it).
 */
export class InMemoryReadModel {
  private readonly collections = new Map<string, Map<string, Doc>>();
  private readonly lanes: PassLane[];
  private position = 0;

  // No `getNow`, as MongoDB: every document a pass does not hold is read through a miss and a retry,
  // so each projector's spec also checks that its steps can be taken back and run again.
  private readonly store: PassStore = {
    get: async <T extends Doc = Doc>(collection: string, id: string): Promise<T | null> =>
      (this.collection(collection).get(id) as T | undefined) ?? null,
    // Every document, whatever the filter: a pass asks for candidates and checks each itself.
    find: async <T extends Doc = Doc>(collection: string): Promise<Page<T>> => ({
      items: [...this.collection(collection).values()] as T[],
      nextCursor: null,
    }),
    commit: async (changes: readonly DocumentChange[], _checkpoints: readonly Checkpoint[]): Promise<boolean> => {
      for (const change of changes) this.apply(change);
      return true;
    },
  };

  constructor(private readonly model: ReadModel) {
    const models = withStages([model]);
    for (const owner of models) for (const { name } of owner.collections) this.collections.set(name, new Map());
    this.lanes = models.map((owner) => ({
      name: owner.name,
      role: roleOf(owner),
      checkpointName: owner.name,
      physical: (collection: string) => collection,
      position: null,
      failure: null,
    }));
  }

  async given(events: readonly RecordedEvent[]): Promise<this> {
    for (const event of events) {
      // Each event its own batch and a fresh pass: no document is kept between events but in the model itself.
      this.position += 1;
      const pass = new ProjectionPass(this.store, this.lanes, { upcast: upcastEvent });
      await pass.apply([event], this.position, { previous: false });
      this.rethrow();
    }
    return this;
  }

  /** What the model would change for one more event, without applying it. */
  async changesFor(event: RecordedEvent): Promise<readonly DocumentChange[]> {
    const lanes = this.lanes.map((lane) => ({ ...lane }));
    const pass = new ProjectionPass(this.store, lanes, { upcast: upcastEvent });
    const work = await pass.project([event]);
    this.rethrow(lanes);
    return work.get(lanes.at(-1) as PassLane)?.changes() ?? [];
  }

  private rethrow(lanes: readonly PassLane[] = this.lanes): void {
    const failed = lanes.find((lane) => lane.failure !== null);
    if (failed?.failure) throw failed.failure.cause instanceof Error ? failed.failure.cause : failed.failure;
  }

  get(collection: string, id: string): Doc | null {
    return this.collection(collection).get(id) ?? null;
  }

  /** The collection's documents in id order. */
  all<T extends Doc = Doc>(collection: string): T[] {
    return [...this.collection(collection).values()].sort((a, b) => (a.id < b.id ? -1 : 1)) as T[];
  }

  ids(collection: string): string[] {
    return this.all(collection).map((doc) => doc.id);
  }

  private apply(change: DocumentChange): void {
    if (change.op === 'put') this.collection(change.collection).set(change.doc.id, change.doc);
    else this.collection(change.collection).delete(change.id);
  }

  private collection(name: string): Map<string, Doc> {
    const found = this.collections.get(name);
    if (found === undefined) throw new Error(`${this.model.name} does not own a collection "${name}"`);
    return found;
  }
}

export const project = async (model: ReadModel, events: readonly RecordedEvent[]): Promise<InMemoryReadModel> =>
  new InMemoryReadModel(model).given(events);
