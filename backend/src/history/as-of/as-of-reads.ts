import { AsyncLocalStorage } from 'node:async_hooks';
import { asOfCollection, asOfReadModelCollections } from '@creators/projections';
import type {
  Checkpoint,
  CollectionSpec,
  Doc,
  DocumentChange,
  DocumentStore,
  FindQuery,
  Filter,
  Page,
  TextQuery,
} from '@creators/storage';

/**
 * The gateway's document store, which a request can read as an as-of build holds it: inside
 * `within(namespace, ...)` every read of a read model's collection goes to the namespace's copy
 * (`asof_<namespace>_<collection>`), so the very readers and handlers that serve the live pages
 * serve the past ones. Everything else (sessions, roles checked before, checkpoints) stays live,
 * and a read model is never written from there.
 */
export class AsOfReads {
  private readonly scope = new AsyncLocalStorage<string>();
  private readonly models = asOfReadModelCollections();
  readonly documents: DocumentStore;

  constructor(live: DocumentStore) {
    this.documents = new ScopedDocuments(live, (collection) => this.collection(collection));
  }

  /** Runs `work` (and all it starts) reading the read models from the namespace. */
  within<T>(namespace: string, work: () => T): T {
    return this.scope.run(namespace, work);
  }

  /** The collection a read of `collection` goes to now, and whether that is a past copy. */
  private collection(collection: string): { readonly name: string; readonly past: boolean } {
    const namespace = this.scope.getStore();
    return namespace !== undefined && this.models.has(collection)
      ? { name: asOfCollection(namespace, collection), past: true }
      : { name: collection, past: false };
  }
}

type Route = (collection: string) => { readonly name: string; readonly past: boolean };

class ScopedDocuments implements DocumentStore {
  readonly commitLimits: DocumentStore['commitLimits'];
  // The store's fast paths stay: a rebuild or an as-of build run by the gateway projects through them.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the type it expects (as DocumentStore.getNow)
  readonly getNow?: <T extends Doc = Doc>(collection: string, id: string) => T | null;
  readonly commitInBackground?: (
    changes: readonly DocumentChange[],
    checkpoints: readonly Checkpoint[],
  ) => Promise<boolean>;

  constructor(
    private readonly live: DocumentStore,
    private readonly route: Route,
  ) {
    this.commitLimits = live.commitLimits;
    const getNow = live.getNow?.bind(live);
    if (getNow !== undefined)
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- as above
      this.getNow = <T extends Doc = Doc>(collection: string, id: string): T | null =>
        getNow<T>(this.read(collection), id);
    const commitInBackground = live.commitInBackground?.bind(live);
    if (commitInBackground !== undefined)
      this.commitInBackground = async (changes, checkpoints) => {
        this.writable(changes.map((change) => change.collection));
        return await commitInBackground(changes, checkpoints);
      };
  }

  private read(collection: string): string {
    return this.route(collection).name;
  }

  /** Throws (so the write's promise rejects) when a collection is a past copy. */
  private writable(collections: readonly string[]): void {
    const past = collections.find((collection) => this.route(collection).past);
    if (past !== undefined) throw new Error(`the read model ${past} is read-only as of a past moment`);
  }

  async ensureCollections(specs: readonly CollectionSpec[]): Promise<void> {
    this.writable(specs.map((spec) => spec.name));
    await this.live.ensureCollections(specs);
  }

  get<T extends Doc = Doc>(collection: string, id: string): Promise<T | null> {
    return this.live.get<T>(this.read(collection), id);
  }

  getMany<T extends Doc = Doc>(collection: string, ids: readonly string[]): Promise<Map<string, T>> {
    return this.live.getMany<T>(this.read(collection), ids);
  }

  find<T extends Doc = Doc>(collection: string, query: FindQuery): Promise<Page<T>> {
    return this.live.find<T>(this.read(collection), query);
  }

  count(collection: string, filter?: Filter, text?: TextQuery): Promise<number> {
    return this.live.count(this.read(collection), filter, text);
  }

  async commit(changes: readonly DocumentChange[], checkpoints: readonly Checkpoint[]): Promise<boolean> {
    this.writable(changes.map((change) => change.collection));
    return await this.live.commit(changes, checkpoints);
  }

  async write(changes: readonly DocumentChange[]): Promise<void> {
    this.writable(changes.map((change) => change.collection));
    await this.live.write(changes);
  }

  async insert(collection: string, doc: Doc): Promise<boolean> {
    this.writable([collection]);
    return await this.live.insert(collection, doc);
  }

  async increment(collection: string, doc: Doc, field: string, by?: number): Promise<number> {
    this.writable([collection]);
    return await this.live.increment(collection, doc, field, by);
  }

  getCheckpoint(projection: string): Promise<number | null> {
    return this.live.getCheckpoint(projection);
  }

  listCheckpoints(): Promise<Checkpoint[]> {
    return this.live.listCheckpoints();
  }

  scrub(): Promise<void> {
    return this.live.scrub?.() ?? Promise.resolve();
  }

  async dropCollection(name: string): Promise<void> {
    this.writable([name]);
    await this.live.dropCollection(name);
  }

  async swap(
    pairs: readonly { source: string; target: string }[],
    checkpoints: readonly { from: string; to: string }[],
  ): Promise<void> {
    this.writable(pairs.map((pair) => pair.target));
    await this.live.swap(pairs, checkpoints);
  }

  close(): Promise<void> {
    return this.live.close();
  }
}
