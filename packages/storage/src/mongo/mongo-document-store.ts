import { randomUUID } from 'node:crypto';
import {
  MongoClient,
  MongoServerError,
  WriteConcern,
  type AnyBulkWriteOperation,
  type ClientSession,
  type Collection,
  type Db,
  type Document,
  type Filter as MongoFilter,
} from 'mongodb';
import {
  DocumentStoreError,
  type Checkpoint,
  type CollectionSpec,
  type CollectionName,
  type Doc,
  type DocumentChange,
  type DocumentStore,
  type FieldCondition,
  type Filter,
  type FindQuery,
  type Page,
  type Scalar,
  type TextQuery,
} from '../document-store.js';
import { decodeCursor, encodeCursor, textGroups } from '../cursor.js';

interface StoredDoc {
  _id: string;
  [field: string]: unknown;
}

interface CatalogEntry {
  _id: string;
  spec: CollectionSpec;
}

interface CheckpointEntry {
  _id: string;
  position: number;
}

/** A collection built aside and the one it replaces, with the spec it is recorded under once swapped in. */
interface SwapMove {
  readonly source: string;
  readonly target: string;
  readonly spec: CollectionSpec;
}

/**
 * A swap under way, recorded before its first rename and removed by the transaction that ends it:
 * whoever finds it (the same process, or the next to connect after a crash) carries it through.
 */
interface SwapEntry {
  _id: string;
  moves: SwapMove[];
  checkpoints: { from: string; to: string }[];
}

/** What a document carries for full-text search: every word prefix (matched) and each text field's words (ranked). */
interface SearchData {
  readonly p: string[];
  readonly w: Record<string, string[]>;
}

interface SortKey {
  readonly path: string;
  readonly direction: 'asc' | 'desc';
}

interface PreparedWrite {
  readonly collection: string;
  readonly ops: AnyBulkWriteOperation<StoredDoc>[];
}

/** See `commitLimits`. */
const MONGO_COMMIT_LIMITS = { operations: 2_000, bytes: 4 * 1024 * 1024 } as const;
const CATALOG = '_collections';
const CHECKPOINTS = '_checkpoints';
const SWAPS = '_swaps';
/** Reserved field of stored documents: `_search` holds the search data, `_id` the document id. */
const RESERVED = ['_id', '_search'];
const SEARCH_INDEX = 'search_prefixes';
/** Words longer than this are matched on their first MAX_PREFIX characters. */
const MAX_PREFIX = 32;
/** The same names the SQLite adapter accepts, so a spec that works on one works on the other. */
const COLLECTION_NAME = /^[a-z][a-z0-9_]*$/;
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const NAMESPACE_EXISTS = 48;
const ILLEGAL_OPERATION = 20;
const NAMESPACE_NOT_FOUND = 26;

function checkIdentifier(name: string, what: string): void {
  if (!(what === 'collection' ? COLLECTION_NAME : FIELD_NAME).test(name))
    throw new DocumentStoreError('bad_query', `${what} "${name}" is not a plain identifier`);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isServerError = (error: unknown, code: number): boolean =>
  error instanceof MongoServerError && error.code === code;

/** Lower-cased, without diacritics: the same folding for stored words and query terms. */
const fold = (word: string): string =>
  word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');

const wordsOf = (text: string): string[] =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .map(fold)
    .filter((word) => word.length > 0);

const prefixKey = (word: string): string => Array.from(word).slice(0, MAX_PREFIX).join('');

function textValue(doc: Record<string, unknown>, field: string): string {
  const value = doc[field];
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string').join(' ');
  return typeof value === 'string' ? value : '';
}

function searchData(text: readonly string[], doc: Record<string, unknown>): SearchData {
  const prefixes = new Set<string>();
  const words: Record<string, string[]> = {};
  for (const field of text) {
    const fieldWords = wordsOf(textValue(doc, field));
    words[field] = fieldWords;
    for (const word of new Set(fieldWords)) {
      const chars = Array.from(word).slice(0, MAX_PREFIX);
      for (let length = 1; length <= chars.length; length += 1) prefixes.add(chars.slice(0, length).join(''));
    }
  }
  return { p: [...prefixes], w: words };
}

/** The document as SQLite would give it back (a JSON round trip), plus its search data. */
function toStored(spec: CollectionSpec, doc: Doc): Record<string, unknown> {
  const body = JSON.parse(JSON.stringify(doc)) as Record<string, unknown>;
  for (const key of RESERVED) {
    if (key in body) throw new DocumentStoreError('bad_query', `document ${doc.id} uses the reserved field "${key}"`);
  }
  for (const [field, type] of Object.entries(spec.fields)) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    if (type === 'string[]') {
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
        throw new DocumentStoreError(
          'bad_query',
          `declared field "${field}" of document ${doc.id} is not a list of strings`,
        );
    } else if (!['string', 'number', 'boolean'].includes(typeof value)) {
      throw new DocumentStoreError('bad_query', `declared field "${field}" of document ${doc.id} is not a scalar`);
    }
  }
  const text = spec.text ?? [];
  return text.length === 0 ? body : { ...body, _search: searchData(text, body) };
}

function condition(value: FieldCondition): unknown {
  // Equality with null also matches a missing field, as SQLite's NULL column does.
  if (value === null || typeof value !== 'object') return value;
  // Equality with a list field matches a list that holds the value (its multikey index serves it).
  if ('has' in value) return value.has;
  if ('in' in value) return { $in: [...value.in] };
  const range: Record<string, Scalar> = {};
  for (const key of ['gt', 'gte', 'lt', 'lte'] as const) {
    const bound = value[key];
    if (bound !== undefined) range[`$${key}`] = bound;
  }
  return Object.keys(range).length === 0 ? undefined : range;
}

function matchOf(spec: CollectionSpec, filter: Filter): MongoFilter<StoredDoc> {
  const match: MongoFilter<StoredDoc> = {};
  for (const [field, value] of Object.entries(filter)) {
    const type = spec.fields[field];
    if (field !== 'id' && type === undefined) {
      throw new DocumentStoreError('undeclared_field', `cannot filter ${spec.name} on "${field}"`);
    }
    const has = typeof value === 'object' && value !== null && 'has' in value;
    if ((type === 'string[]') !== has)
      throw new DocumentStoreError(
        'bad_query',
        has ? `"${field}" of ${spec.name} is no list` : `list field "${field}" of ${spec.name} takes { has }`,
      );
    const mongo = condition(value);
    if (mongo !== undefined) match[field === 'id' ? '_id' : field] = mongo;
  }
  return match;
}

/**
 * Documents after `value` in one key's order. Null (or missing) sorts first, and a comparison with
 * null matches nothing in MongoDB, so null is spelled out on both sides.
 */
function beyond(key: SortKey, value: Scalar): Document | null {
  if (key.direction === 'asc') return { [key.path]: value === null ? { $ne: null } : { $gt: value } };
  return value === null ? null : { $or: [{ [key.path]: { $lt: value } }, { [key.path]: null }] };
}

/** (k1 beyond v1) OR (k1 = v1 AND k2 beyond v2) OR ... OR (all equal AND _id beyond id, in the last key's direction). */
function keysetAfter(keys: readonly SortKey[], values: readonly Scalar[], id: string): Document {
  const alternatives: Document[] = [];
  const equal: Document[] = [];
  for (const [i, key] of keys.entries()) {
    const value = values[i] ?? null;
    const next = beyond(key, value);
    if (next !== null) alternatives.push({ $and: [...equal, next] });
    equal.push({ [key.path]: value });
  }
  alternatives.push({ $and: [...equal, { _id: keys.at(-1)?.direction === 'desc' ? { $lt: id } : { $gt: id } }] });
  return { $or: alternatives };
}

/** A text query's groups, folded as stored words are. */
const foldedGroups = (text: TextQuery | undefined): string[][] =>
  textGroups(text)
    .map((group) => [...new Set(group.map(fold).filter((term) => term.length > 0))])
    .filter((group) => group.length > 0);

/** Every group matched: one of its alternatives is a prefix of a word of the document (a multikey index serves each). */
const textMatch = (groups: readonly (readonly string[])[]): Document =>
  groups.length === 1
    ? { '_search.p': { $in: [...new Set(groups[0]?.map(prefixKey))] } }
    : { $and: groups.map((group) => ({ '_search.p': { $in: [...new Set(group.map(prefixKey))] } })) };

/** Field weights fall with the field's place in `text`, as in the SQLite adapter's bm25 weights. */
const weight = (index: number): number => Math.max(1, 10 - 3 * index);

/** Sum over text fields of weight × the number of the field's words that start with a query term. */
function scoreExpression(text: readonly string[], terms: readonly string[]): Document {
  return {
    $add: text.map((field, index) => ({
      $multiply: [
        weight(index),
        {
          $size: {
            $filter: {
              input: { $ifNull: [`$_search.w.${field}`, []] },
              as: 'word',
              cond: {
                $or: terms.map((term) => ({
                  $eq: [{ $substrCP: ['$$word', 0, Array.from(term).length] }, { $literal: term }],
                })),
              },
            },
          },
        },
      ],
    })),
  };
}

function databaseInUrl(url: string): string | null {
  const path = /^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]+)/.exec(url)?.[1];
  return path === undefined ? null : decodeURIComponent(path);
}

const redact = (url: string): string => url.replace(/\/\/[^@/]*@/, '//***@');

function transactionError(error: unknown): unknown {
  if (isServerError(error, ILLEGAL_OPERATION) && error instanceof Error && /transaction numbers/i.test(error.message)) {
    return new Error(
      'MongoDocumentStore needs transactions, which MongoDB only offers on a replica set or a sharded cluster; ' +
        'start mongod with --replSet and run rs.initiate() (a single-node replica set is enough)',
      { cause: error },
    );
  }
  return error;
}

/**
 * Read models in MongoDB. Each collection holds its documents under `_id` = the document id; the
 * declared compound indexes get `_id` appended as the tie-breaker of keyset paging. Full-text
 * search matches word prefixes, as the SQLite adapter's FTS5 prefix queries do, through the
 * `_search` field every document of a collection with text fields carries (MongoDB's `$text`
 * matches whole stemmed words only). Specs live in `_collections`, projection checkpoints in
 * `_checkpoints`, swaps under way in `_swaps`; `commit` writes documents and checkpoint in one
 * transaction, so it needs a replica set (a single node is enough).
 */
export class MongoDocumentStore implements DocumentStore {
  private readonly specs = new Map<string, CollectionSpec>();

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {}

  /**
   * Well inside what one MongoDB transaction bears: its 60 s lifetime and the cache it pins. The
   * bytes are counted as JSON; stored, a searchable document also carries its word prefixes
   * (`_search`), up to a few times its text.
   */
  readonly commitLimits = MONGO_COMMIT_LIMITS;

  /**
   * Connects and creates the bookkeeping collections. The database is `dbName`, else the one named
   * in the URL, else `creators`. Add `serverSelectionTimeoutMS` to the URL to fail sooner than 30 s.
   */
  static async connect(url: string, dbName?: string): Promise<MongoDocumentStore> {
    let client: MongoClient | null = null;
    try {
      client = new MongoClient(url);
      await client.connect();
      return await MongoDocumentStore.open(client, dbName ?? databaseInUrl(url) ?? 'creators');
    } catch (error) {
      await client?.close().catch(() => undefined);
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`cannot use MongoDB at ${redact(url)}: ${reason}`, { cause: error });
    }
  }

  /**
   * Over a connected client: creates the bookkeeping collections and carries through any swap a
   * process stopped in the middle of (see `swap`), before anything is read or built.
   */
  static async open(client: MongoClient, dbName: string): Promise<MongoDocumentStore> {
    const store = new MongoDocumentStore(client, client.db(dbName));
    for (const name of [CATALOG, CHECKPOINTS, SWAPS]) await store.createCollection(name);
    await store.finishInterruptedSwaps();
    return store;
  }

  private get catalog(): Collection<CatalogEntry> {
    return this.db.collection<CatalogEntry>(CATALOG);
  }

  private get checkpoints(): Collection<CheckpointEntry> {
    return this.db.collection<CheckpointEntry>(CHECKPOINTS);
  }

  private get swaps(): Collection<SwapEntry> {
    return this.db.collection<SwapEntry>(SWAPS);
  }

  private documents(name: string): Collection<StoredDoc> {
    return this.db.collection<StoredDoc>(name);
  }

  private async createCollection(name: string): Promise<void> {
    try {
      await this.db.createCollection(name);
    } catch (error) {
      if (!isServerError(error, NAMESPACE_EXISTS)) throw error;
    }
  }

  async ensureCollections(specs: readonly CollectionSpec[]): Promise<void> {
    await this.finishInterruptedSwaps();
    for (const spec of specs) await this.ensureOne(spec);
  }

  private async ensureOne(spec: CollectionSpec): Promise<void> {
    checkIdentifier(spec.name, 'collection');
    for (const field of Object.keys(spec.fields)) checkIdentifier(field, 'field');
    for (const field of [...(spec.text ?? []), ...(spec.indexes ?? []).flat()]) checkIdentifier(field, 'field');
    for (const fields of spec.indexes ?? []) {
      for (const field of fields) {
        if (spec.fields[field] === undefined) {
          throw new DocumentStoreError('undeclared_field', `index field "${field}" of ${spec.name} is not declared`);
        }
      }
      // A compound index is multikey over at most one array.
      if (fields.filter((field) => spec.fields[field] === 'string[]').length > 1)
        throw new DocumentStoreError('bad_query', `an index of ${spec.name} holds more than one list field`);
    }
    await this.createCollection(spec.name);
    const collection = this.documents(spec.name);
    for (const fields of spec.indexes ?? []) {
      // Named after its fields: the same declaration finds the same index, so this is idempotent.
      await collection.createIndex(
        [...fields.map((field): [string, 1] => [field, 1]), ['_id', 1]],
        { name: `ix_${fields.join('_')}` },
        undefined,
      );
    }

    const text = spec.text ?? [];
    const stored = await this.catalog.findOne({ _id: spec.name });
    // Search data follows the text fields; recomputed when they change (or were never recorded).
    if (stored === null || JSON.stringify(stored.spec.text ?? []) !== JSON.stringify(text)) {
      await this.recomputeSearch(collection, text);
    }
    if (text.length > 0) {
      await collection.createIndex([['_search.p', 1]], { name: SEARCH_INDEX }, undefined);
    } else if (await collection.indexExists(SEARCH_INDEX)) {
      await collection.dropIndex(SEARCH_INDEX);
    }
    await this.catalog.replaceOne({ _id: spec.name }, { spec }, { upsert: true });
    this.specs.set(spec.name, spec);
  }

  private async recomputeSearch(collection: Collection<StoredDoc>, text: readonly string[]): Promise<void> {
    if (text.length === 0) {
      await collection.updateMany({ _search: { $exists: true } }, { $unset: { _search: '' } });
      return;
    }
    let ops: AnyBulkWriteOperation<StoredDoc>[] = [];
    for await (const doc of collection.find({}, { projection: { _search: 0 } })) {
      ops.push({ updateOne: { filter: { _id: doc._id }, update: { $set: { _search: searchData(text, doc) } } } });
      if (ops.length === 500) {
        await collection.bulkWrite(ops, { ordered: false });
        ops = [];
      }
    }
    if (ops.length > 0) await collection.bulkWrite(ops, { ordered: false });
  }

  /** The collection's spec, cached; unknown_collection when it was never ensured. */
  private async spec(collection: string): Promise<CollectionSpec> {
    const cached = this.specs.get(collection);
    if (cached !== undefined) return cached;
    const entry = await this.catalog.findOne({ _id: collection });
    if (entry === null) throw new DocumentStoreError('unknown_collection', `no collection "${collection}"`);
    this.specs.set(collection, entry.spec);
    return entry.spec;
  }

  /**
   * Plans a query against the cached spec; when the plan refuses a field, the spec is read again
   * once, because another process (the projector) may have changed it since.
   */
  private async planned<P>(collection: string, plan: (spec: CollectionSpec) => P): Promise<P> {
    const cached = this.specs.get(collection);
    if (cached !== undefined) {
      try {
        return plan(cached);
      } catch (error) {
        if (!(error instanceof DocumentStoreError) || error.code === 'bad_cursor') throw error;
        this.specs.delete(collection);
      }
    }
    return plan(await this.spec(collection));
  }

  async get<T extends Doc = Doc>(collection: CollectionName<T>, id: string): Promise<T | null> {
    await this.spec(collection);
    return this.documents(collection).findOne<T>({ _id: id }, { projection: { _id: 0, _search: 0 } });
  }

  async getMany<T extends Doc = Doc>(collection: CollectionName<T>, ids: readonly string[]): Promise<Map<string, T>> {
    await this.spec(collection);
    const unique = [...new Set(ids)];
    const rows = await this.documents(collection)
      .find<T>({ _id: { $in: unique } }, { projection: { _id: 0, _search: 0 } })
      .toArray();
    const byId = new Map(rows.map((row) => [row.id, row]));
    // In the order asked for, as the SQLite adapter answers.
    const found = new Map<string, T>();
    for (const id of unique) {
      const row = byId.get(id);
      if (row !== undefined) found.set(id, row);
    }
    return found;
  }

  async find<T extends Doc = Doc>(collection: CollectionName<T>, query: FindQuery): Promise<Page<T>> {
    const limit = Math.max(1, Math.min(query.limit, 1000));
    const { pipeline, keys } = await this.planned(collection, (spec) => planFind(spec, query, limit + 1));
    const rows = await this.documents(collection).aggregate<Record<string, unknown>>(pipeline).toArray();
    const page = rows.slice(0, limit);
    const items = page.map((row) => {
      const doc = { ...row };
      delete doc._search;
      return doc as T;
    });
    const last = rows.length > limit ? page.at(-1) : undefined;
    if (last === undefined) return { items, nextCursor: null };
    const values = keys.map((key): Scalar => {
      const search = last._search;
      const value = key.path === '_search.score' ? (isObject(search) ? search.score : 0) : last[key.path];
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
    });
    return { items, nextCursor: encodeCursor({ values, id: typeof last.id === 'string' ? last.id : '' }) };
  }

  async count(collection: string, filter: Filter = {}, text?: TextQuery): Promise<number> {
    const match = await this.planned(collection, (spec) => {
      const groups = foldedGroups(text);
      if (groups.length > 0 && (spec.text ?? []).length === 0)
        throw new DocumentStoreError('bad_query', `${spec.name} has no text fields`);
      return { ...matchOf(spec, filter), ...(groups.length > 0 ? textMatch(groups) : {}) };
    });
    return this.documents(collection).countDocuments(match);
  }

  async commit(changes: readonly DocumentChange[], checkpoints: readonly Checkpoint[]): Promise<boolean> {
    const writes = await this.prepare(changes);
    return this.inTransaction(async (session) => {
      const names = checkpoints.map((checkpoint) => checkpoint.projection);
      const stored = new Map(
        (await this.checkpoints.find({ _id: { $in: names } }, { session }).toArray()).map((c) => [c._id, c.position]),
      );
      for (const checkpoint of checkpoints) {
        const position = stored.get(checkpoint.projection) ?? null;
        if (position !== null && position >= checkpoint.position) return false;
        if (checkpoint.previous !== undefined && checkpoint.previous !== position) return false;
      }
      await this.execute(writes, session);
      if (checkpoints.length > 0) {
        await this.checkpoints.bulkWrite(
          checkpoints.map((checkpoint) => ({
            updateOne: {
              filter: { _id: checkpoint.projection },
              update: { $set: { position: checkpoint.position } },
              upsert: true,
            },
          })),
          { ordered: false, session },
        );
      }
      return true;
    });
  }

  async write(changes: readonly DocumentChange[]): Promise<void> {
    const writes = await this.prepare(changes);
    // One document's write is atomic on its own; more need a transaction to be applied all or none.
    if (changes.length <= 1) {
      await this.execute(writes);
      return;
    }
    await this.inTransaction((session) => this.execute(writes, session));
  }

  async insert(collection: string, doc: Doc): Promise<boolean> {
    const spec = await this.spec(collection);
    const stored: StoredDoc = { ...toStored(spec, doc), _id: doc.id };
    try {
      await this.documents(collection).insertOne(stored, { writeConcern: new WriteConcern('majority') });
      return true;
    } catch (error) {
      // E11000: a document with this _id is there already (another insert won).
      if (isServerError(error, 11000)) return false;
      throw error;
    }
  }

  async increment(collection: string, doc: Doc, field: string, by = 1): Promise<number> {
    const spec = await this.spec(collection);
    const { [field]: _counter, ...rest } = toStored(spec, doc);
    // Untyped: `$inc` on a field this collection's type cannot name in advance.
    const updated = await this.db
      .collection<{ _id: string }>(collection)
      .findOneAndUpdate(
        { _id: doc.id },
        { $inc: { [field]: by }, $setOnInsert: rest },
        { upsert: true, returnDocument: 'after', writeConcern: new WriteConcern('majority') },
      );
    const value: unknown = updated === null ? undefined : (updated as Record<string, unknown>)[field];
    return typeof value === 'number' ? value : by;
  }

  /** Validates and turns changes into ordered bulk writes, one per run of the same collection. */
  private async prepare(changes: readonly DocumentChange[]): Promise<PreparedWrite[]> {
    const writes: { collection: string; ops: AnyBulkWriteOperation<StoredDoc>[] }[] = [];
    for (const change of changes) {
      const spec = await this.spec(change.collection);
      const op: AnyBulkWriteOperation<StoredDoc> =
        change.op === 'put'
          ? {
              replaceOne: {
                filter: { _id: change.doc.id },
                replacement: toStored(spec, change.doc),
                upsert: true,
              },
            }
          : { deleteOne: { filter: { _id: change.id } } };
      const current = writes.at(-1);
      if (current?.collection === change.collection) current.ops.push(op);
      else writes.push({ collection: change.collection, ops: [op] });
    }
    return writes;
  }

  private async execute(writes: readonly PreparedWrite[], session?: ClientSession): Promise<void> {
    for (const { collection, ops } of writes) {
      await this.documents(collection).bulkWrite(ops, { ordered: true, session });
    }
  }

  private async inTransaction<R>(work: (session: ClientSession) => Promise<R>): Promise<R> {
    const session = this.client.startSession();
    try {
      // The driver retries the whole callback on transient errors (write conflicts, elections).
      return await session.withTransaction<R>(() => work(session), {
        readConcern: { level: 'snapshot' },
        writeConcern: new WriteConcern('majority'),
        readPreference: 'primary',
      });
    } catch (error) {
      throw transactionError(error);
    } finally {
      await session.endSession();
    }
  }

  async getCheckpoint(projection: string): Promise<number | null> {
    const stored = await this.checkpoints.findOne({ _id: projection });
    return stored?.position ?? null;
  }

  async listCheckpoints(): Promise<Checkpoint[]> {
    const stored = await this.checkpoints.find({}).sort({ _id: 1 }).toArray();
    return stored.map((entry) => ({ projection: entry._id, position: entry.position }));
  }

  async dropCollection(name: string): Promise<void> {
    checkIdentifier(name, 'collection');
    // A rebuild starting over drops its build-aside collections first: a swap this process (or
    // another) left part-way must not lose the ones it has still to rename.
    await this.finishInterruptedSwaps();
    // The driver treats dropping a missing collection as done.
    await this.db.dropCollection(name);
    await this.catalog.deleteOne({ _id: name });
    this.specs.delete(name);
  }

  /**
   * MongoDB cannot rename several collections in one atomic step: each rename (with dropTarget) is
   * atomic on its own, so with more than one pair readers may briefly see some targets swapped and
   * others not. The swap is recorded before its first rename, and the specs and checkpoints move
   * in one transaction after the renames, which also removes the record. A process stopped in
   * between (or a swap that failed) leaves the record: the next store to open, or an open one
   * before it drops a collection, ensures collections or swaps again, carries the swap through, so
   * the rebuilt collections never stand under the old checkpoints (which would apply the events
   * after them twice).
   */
  async swap(
    pairs: readonly { source: string; target: string }[],
    checkpoints: readonly { from: string; to: string }[],
  ): Promise<void> {
    // One swap at a time: one left part-way is finished first (it may name the same collections).
    await this.finishInterruptedSwaps();
    const moves: SwapMove[] = [];
    for (const { source, target } of pairs) {
      checkIdentifier(source, 'collection');
      checkIdentifier(target, 'collection');
      const entry = await this.catalog.findOne({ _id: source });
      if (entry === null) throw new DocumentStoreError('unknown_collection', `no collection "${source}" to swap in`);
      // Indexes are made as declared (deferIndexes is a hint this adapter does not need).
      const { deferIndexes: _hint, ...spec } = entry.spec;
      moves.push({ source, target, spec: { ...spec, name: target } });
    }
    // Checked before the swap is recorded: carried through later, a missing source would read as renamed.
    const present = await this.db
      .listCollections({ name: { $in: moves.map((move) => move.source) } }, { nameOnly: true })
      .toArray();
    const missing = moves.find((move) => !present.some((collection) => collection.name === move.source));
    if (missing !== undefined)
      throw new DocumentStoreError('unknown_collection', `no collection "${missing.source}" to swap in`);
    const swap: SwapEntry = { _id: randomUUID(), moves, checkpoints: checkpoints.map((c) => ({ ...c })) };
    await this.swaps.insertOne(swap);
    await this.finishSwap(swap);
  }

  /** Every swap recorded and not ended (a process stopped in the middle of it), carried through. */
  private async finishInterruptedSwaps(): Promise<void> {
    for (const swap of await this.swaps.find({}).toArray()) await this.finishSwap(swap);
  }

  /**
   * Renames each source still there (one already renamed is gone), then moves the specs and
   * checkpoints and removes the record in one transaction, which does nothing once the record is
   * gone: finished by two processes at once, a swap moves its checkpoints once.
   */
  private async finishSwap({ _id, moves, checkpoints }: SwapEntry): Promise<void> {
    for (const { source, target } of moves) {
      try {
        // Indexes travel with the collection; their names do not mention it.
        await this.db.renameCollection(source, target, { dropTarget: true });
      } catch (error) {
        if (!isServerError(error, NAMESPACE_NOT_FOUND)) throw error;
      }
    }
    await this.inTransaction(async (session) => {
      if ((await this.swaps.findOne({ _id }, { session })) === null) return;
      for (const { source, target, spec } of moves) {
        await this.catalog.deleteOne({ _id: source }, { session });
        await this.catalog.replaceOne({ _id: target }, { spec }, { upsert: true, session });
      }
      for (const checkpoint of checkpoints) {
        const moved = await this.checkpoints.findOne({ _id: checkpoint.from }, { session });
        await this.checkpoints.deleteMany({ _id: { $in: [checkpoint.from, checkpoint.to] } }, { session });
        if (moved !== null)
          await this.checkpoints.insertOne({ _id: checkpoint.to, position: moved.position }, { session });
      }
      await this.swaps.deleteOne({ _id }, { session });
    });
    for (const { source, target, spec } of moves) {
      this.specs.delete(source);
      this.specs.set(target, spec);
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

/** The aggregation for a query, and the sort keys its cursor carries. */
function planFind(spec: CollectionSpec, query: FindQuery, limit: number): { pipeline: Document[]; keys: SortKey[] } {
  const match: Document = matchOf(spec, query.filter ?? {});
  const groups = foldedGroups(query.text);
  const terms = [...new Set(groups.flat())];
  const sort = query.sort ?? [];
  const ranked = terms.length > 0 && sort.length === 0;
  const text = spec.text ?? [];
  if (terms.length > 0) {
    if (text.length === 0) throw new DocumentStoreError('bad_query', `${spec.name} has no text fields`);
    Object.assign(match, textMatch(groups));
  }
  const keys: SortKey[] = [];
  if (ranked) {
    keys.push({ path: '_search.score', direction: 'desc' });
  } else {
    for (const key of sort) {
      if (spec.fields[key.field] === undefined) {
        throw new DocumentStoreError('undeclared_field', `cannot sort ${spec.name} on "${key.field}"`);
      }
      if (spec.fields[key.field] === 'string[]')
        throw new DocumentStoreError('bad_query', `cannot sort ${spec.name} on a list`);
      // A field sorted twice keeps its first place (a second key could only repeat it).
      if (!keys.some((k) => k.path === key.field)) keys.push({ path: key.field, direction: key.direction });
    }
  }
  const pipeline: Document[] = [{ $match: match }];
  // `rankWithin`: only the matches with the greatest ids are scored (the id is this store's own order).
  if (ranked && query.rankWithin !== undefined)
    pipeline.push({ $sort: { _id: -1 } }, { $limit: Math.max(1, Math.floor(query.rankWithin)) });
  if (ranked) pipeline.push({ $addFields: { '_search.score': scoreExpression(text, terms) } });
  if (query.cursor) {
    const position = decodeCursor(query.cursor, keys.length);
    pipeline.push({ $match: keysetAfter(keys, position.values, position.id) });
  }
  const order: Record<string, 1 | -1> = {};
  for (const key of keys) order[key.path] = key.direction === 'asc' ? 1 : -1;
  // The id breaks ties in the direction of the last key, so an index on (fields..., _id) serves the order.
  order._id = keys.at(-1)?.direction === 'desc' ? -1 : 1;
  pipeline.push(
    { $sort: order },
    { $limit: limit },
    { $project: ranked ? { _id: 0, '_search.p': 0, '_search.w': 0 } : { _id: 0, _search: 0 } },
  );
  return { pipeline, keys };
}
