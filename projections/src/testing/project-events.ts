import type { RecordedEvent } from '@creators/contracts';
import type { Doc, DocumentChange } from '@creators/storage';
import type { Projector } from '../runner/projector.js';

/** A projector's read model held in memory: what its documents are after the events given so far. */
export class InMemoryReadModel {
  private readonly collections = new Map<string, Map<string, Doc>>();

  constructor(private readonly projector: Projector) {
    for (const { name } of projector.collections) this.collections.set(name, new Map());
  }

  /** Applies events one by one, as the runner does, refusing changes to collections the projector does not own. */
  private readonly reader = {
    get: async <T extends Doc = Doc>(collection: string, id: string): Promise<T | null> =>
      (this.collection(collection).get(id) as T | undefined) ?? null,
  };

  async given(events: readonly RecordedEvent[]): Promise<this> {
    for (const event of events) {
      for (const change of await this.projector.project(event, this.reader)) {
        if (change.op === 'put') this.collection(change.collection).set(change.doc.id, change.doc);
        else this.collection(change.collection).delete(change.id);
      }
    }
    return this;
  }

  /** What the projector would change for one more event, without applying it. */
  async changesFor(event: RecordedEvent): Promise<readonly DocumentChange[]> {
    return this.projector.project(event, this.reader);
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

  private collection(name: string): Map<string, Doc> {
    const found = this.collections.get(name);
    if (found === undefined) throw new Error(`${this.projector.name} does not own a collection "${name}"`);
    return found;
  }
}

export const project = async (projector: Projector, events: readonly RecordedEvent[]): Promise<InMemoryReadModel> =>
  new InMemoryReadModel(projector).given(events);
