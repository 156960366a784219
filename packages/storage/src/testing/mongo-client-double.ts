import { MongoServerError, type MongoClient } from 'mongodb';

type Stored = Record<string, unknown> & { _id: string };
type IdFilter = { readonly _id?: string | { readonly $in: readonly string[] } };

/** The server's error for `code`, as the driver raises it. */
const serverError = (code: number, message: string): MongoServerError =>
  new MongoServerError({ message, errmsg: message, code, ok: 0 });

/** Only what the bookkeeping of `MongoDocumentStore` asks: by id, by a list of ids, or everything. */
function matches(doc: Stored, filter: IdFilter): boolean {
  const keys = Object.keys(filter);
  if (keys.some((key) => key !== '_id')) throw new Error(`the double answers filters on _id only, not ${keys.join()}`);
  const id = filter._id;
  if (id === undefined) return true;
  return typeof id === 'string' ? doc._id === id : id.$in.includes(doc._id);
}

class CollectionDouble {
  constructor(
    private readonly db: DbDouble,
    private readonly name: string,
  ) {}

  private get docs(): Map<string, Stored> {
    return this.db.holding(this.name);
  }

  findOne(filter: IdFilter): Promise<Stored | null> {
    const found = [...this.docs.values()].find((doc) => matches(doc, filter));
    return Promise.resolve(found === undefined ? null : structuredClone(found));
  }

  find(filter: IdFilter = {}): { toArray(): Promise<Stored[]> } {
    const found = [...this.docs.values()].filter((doc) => matches(doc, filter)).map((doc) => structuredClone(doc));
    return { toArray: () => Promise.resolve(found) };
  }

  insertOne(doc: Stored): Promise<void> {
    if (this.docs.has(doc._id)) return Promise.reject(serverError(11000, `E11000 duplicate key: ${doc._id}`));
    this.docs.set(doc._id, structuredClone(doc));
    return Promise.resolve();
  }

  replaceOne(
    filter: { readonly _id: string },
    doc: Record<string, unknown>,
    options?: { upsert?: boolean },
  ): Promise<void> {
    if (this.docs.has(filter._id) || options?.upsert === true)
      this.docs.set(filter._id, { ...structuredClone(doc), _id: filter._id });
    return Promise.resolve();
  }

  deleteOne(filter: IdFilter): Promise<void> {
    const found = [...this.docs.values()].find((doc) => matches(doc, filter));
    if (found !== undefined) this.docs.delete(found._id);
    return Promise.resolve();
  }

  deleteMany(filter: IdFilter): Promise<void> {
    for (const doc of [...this.docs.values()]) if (matches(doc, filter)) this.docs.delete(doc._id);
    return Promise.resolve();
  }
}

/** A database of the double: collections by name, each its documents by `_id`. */
class DbDouble {
  readonly collections = new Map<string, Map<string, Stored>>();
  /** Renames still allowed before the next one fails (null: none fails), as a process stopped there would leave it. */
  renamesBeforeFault: number | null = null;

  /** A collection's documents; written to, a missing collection comes into being (as on the server). */
  holding(name: string): Map<string, Stored> {
    let docs = this.collections.get(name);
    if (docs === undefined) {
      docs = new Map();
      this.collections.set(name, docs);
    }
    return docs;
  }

  collection(name: string): CollectionDouble {
    return new CollectionDouble(this, name);
  }

  createCollection(name: string): Promise<void> {
    if (this.collections.has(name)) return Promise.reject(serverError(48, `Collection ${name} already exists.`));
    this.collections.set(name, new Map());
    return Promise.resolve();
  }

  listCollections(filter: { readonly name: { readonly $in: readonly string[] } }): {
    toArray(): Promise<{ name: string }[]>;
  } {
    const names = [...this.collections.keys()].filter((name) => filter.name.$in.includes(name));
    return { toArray: () => Promise.resolve(names.map((name) => ({ name }))) };
  }

  dropCollection(name: string): Promise<boolean> {
    return Promise.resolve(this.collections.delete(name));
  }

  renameCollection(from: string, to: string, options?: { dropTarget?: boolean }): Promise<void> {
    if (this.renamesBeforeFault !== null) {
      if (this.renamesBeforeFault === 0) return Promise.reject(new Error('the connection was lost'));
      this.renamesBeforeFault -= 1;
    }
    const docs = this.collections.get(from);
    if (docs === undefined) return Promise.reject(serverError(26, 'source namespace does not exist'));
    if (this.collections.has(to) && options?.dropTarget !== true)
      return Promise.reject(serverError(48, 'target namespace exists'));
    this.collections.delete(from);
    this.collections.set(to, docs);
    return Promise.resolve();
  }
}

/**
 * What `MongoDocumentStore` asks of the driver to open and to swap collections in (its bookkeeping:
 * specs, checkpoints, swaps under way), answered from memory; transactions run one at a time, as
 * isolated as the server's (which retries one that conflicts with another). For tests that stop a swap part-way, which no server
 * runs here to do; document reads and writes are the contract suite's, against a server.
 */
export class MongoClientDouble {
  private readonly databases = new Map<string, DbDouble>();
  /** Transactions run one after another: what the server's isolation (a conflict retried) comes to. */
  private transactions: Promise<void> = Promise.resolve();
  /** Transactions still allowed before the next one fails, nothing of it written (null: none fails). */
  transactionsBeforeFault: number | null = null;

  db(name: string): DbDouble {
    let db = this.databases.get(name);
    if (db === undefined) {
      db = new DbDouble();
      this.databases.set(name, db);
    }
    return db;
  }

  startSession(): { withTransaction<R>(work: () => Promise<R>): Promise<R>; endSession(): Promise<void> } {
    return {
      withTransaction: <R>(work: () => Promise<R>): Promise<R> => {
        if (this.transactionsBeforeFault !== null) {
          if (this.transactionsBeforeFault === 0) return Promise.reject(new Error('the connection was lost'));
          this.transactionsBeforeFault -= 1;
        }
        const done = this.transactions.then(work);
        this.transactions = done.then(
          () => undefined,
          () => undefined,
        );
        return done;
      },
      endSession: () => Promise.resolve(),
    };
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  /** The double as the driver's client, for `MongoDocumentStore.open`. */
  asClient(): MongoClient {
    return this as unknown as MongoClient;
  }
}
