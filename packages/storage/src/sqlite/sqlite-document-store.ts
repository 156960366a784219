import type Database from 'better-sqlite3';
import {
  DocumentStoreError,
  type Checkpoint,
  type CollectionSpec,
  type CollectionName,
  type Doc,
  type DocumentChange,
  type DocumentStore,
  type FieldCondition,
  type FieldType,
  type Filter,
  type FindQuery,
  type Page,
  type Scalar,
  type SortKey,
  type TextQuery,
} from '../document-store.js';
import { decodeCursor, encodeCursor, textGroups } from '../cursor.js';
import { CommitThread } from './commit-thread-client.js';
import { openDatabase } from './open-database.js';
import { WalSync, type SyncFile } from './wal-sync.js';
import { writeTransaction } from './write-transaction.js';

const COLLECTION_NAME = /^[a-z][a-z0-9_]*$/;
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const SQL_TYPE = { string: 'TEXT', number: 'REAL', boolean: 'INTEGER', 'string[]': 'TEXT' } as const;

const table = (collection: string): string => `doc_${collection}`;
/**
 * A collection's key table, when it declares `string[]` fields: a row per document, field and
 * value, with the document's scalar fields beside it (sort keys, not the body), so "has this tag,
 * newest first" is one indexed range. Kept in the same transaction as its documents.
 */
const keysTable = (collection: string): string => `keys_${collection}`;
const isList = (type: FieldType | undefined): boolean => type === 'string[]';
/** The scalar fields (a column each) and the list fields (rows of the key table) of a collection. */
const scalarFields = (spec: CollectionSpec): string[] =>
  Object.entries(spec.fields).flatMap(([field, type]) => (isList(type) ? [] : [field]));
const listFields = (spec: CollectionSpec): string[] =>
  Object.entries(spec.fields).flatMap(([field, type]) => (isList(type) ? [field] : []));
/** The page cache while schema work scans whole collections (`scanning`): 8 MiB, in SQLite's negative-KiB form. */
const SCAN_CACHE_SIZE = -8192;
/** The fields a collection's text index covers: none yet while it is built with its indexes deferred. */
const textFields = (spec: CollectionSpec): readonly string[] => (spec.deferIndexes === true ? [] : (spec.text ?? []));
const ftsTable = (collection: string): string => `fts_${collection}`;

/** FTS5's query: each group's alternatives (each as `asked` gives it), any of them; every group. */
const matchExpression = (
  groups: readonly (readonly string[])[],
  asked: (term: string) => string = (term) => `"${term}"*`,
): string => groups.map((group) => `(${group.map(asked).join(' OR ')})`).join(' AND ');
/**
 * A prefix this long or longer that only one word of the text index starts with is asked as that
 * word (shorter ones have prefix indexes of their own). FTS5 answers a prefix without its own index
 * by gathering every matching row first, a word by reading its rows newest first: at 100,000 items
 * a search for two common words found and ranked its newest 3,000 matches in 60% of the time. The
 * rows and ranks are the same: one word matches what the prefix did, counted alike.
 */
const LOOKED_UP_PREFIX = 4;
/** Terms the text index keeps as they are (its tokenizer folds case and diacritics, which these have none of). */
const PLAIN_TERM = /^[a-z0-9]+$/;
/** Above every character a word of the text index can hold (its tokenizer splits on noncharacters). */
const LAST_CHARACTER = '\u{10FFFF}';
/**
 * Appended to a word, the least string above it: the next word is at or after it. (A bound of
 * `term > word` would be read from the word's first occurrence through every other one.)
 */
const NEXT_WORD = '\0';
const column = (field: string): string => `f_${field}`;

function checkIdentifier(name: string, what: string): void {
  if (!(what === 'collection' ? COLLECTION_NAME : FIELD_NAME).test(name))
    throw new DocumentStoreError('bad_query', `${what} "${name}" is not a plain identifier`);
}

const toSql = (value: Scalar): string | number | null => (typeof value === 'boolean' ? (value ? 1 : 0) : value);
const fromSql = (value: unknown, type: string): Scalar =>
  type === 'boolean' ? value === 1 : (value as string | number | null);

function fieldValue(doc: Doc, field: string): string | number | null {
  const value = doc[field];
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' || typeof value === 'number') return value;
  throw new DocumentStoreError('bad_query', `declared field "${field}" of document ${doc.id} is not a scalar`);
}

/** A document put as its statements' values: its JSON body, its declared fields and its text fields (null: none). */
interface PutRow {
  readonly id: string;
  readonly body: string;
  readonly values: readonly (string | number | null)[];
  readonly text: readonly string[] | null;
  /** Each list field's distinct strings, as `[field, value]`: the document's rows in the key table. */
  readonly keys: readonly (readonly [string, string])[];
}

/** `textValue` of a field of a stored body, in SQL. */
const sqlTextValue = (field: string): string => `CASE json_type(body, '$.${field}')
  WHEN 'array' THEN coalesce((SELECT group_concat(value, ' ') FROM json_each(body, '$.${field}') WHERE type = 'text'), '')
  WHEN 'text' THEN json_extract(body, '$.${field}')
  ELSE '' END`;

function listValues(doc: Doc, field: string): string[] {
  const value = doc[field];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
    throw new DocumentStoreError(
      'bad_query',
      `declared field "${field}" of document ${doc.id} is not a list of strings`,
    );
  return [...new Set(value as string[])];
}

function textValue(doc: Doc, field: string): string {
  const value = doc[field];
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string').join(' ');
  return typeof value === 'string' ? value : '';
}

interface Prepared {
  readonly spec: CollectionSpec;
  /** The declared fields and text fields, in column order (worked out once, not per document). */
  readonly fields: readonly string[];
  readonly text: readonly string[];
  /** The upsert, answering the row id (a collection with text fields rewrites its FTS row by it). */
  readonly upsert: Database.Statement;
  /** The same upsert without the row id, cheaper, for a collection without text fields. */
  readonly put: Database.Statement;
  readonly insert: Database.Statement;
  readonly remove: Database.Statement<[string], { rid: number }>;
  readonly get: Database.Statement<[string], { body: string }>;
  readonly ftsDelete: Database.Statement | null;
  readonly ftsInsert: Database.Statement | null;
  /** The list fields, and the key table's statements when there are any. */
  readonly lists: readonly string[];
  readonly keysDelete: Database.Statement | null;
  readonly keysInsert: Database.Statement | null;
  /** A stored document's row id and declared fields, its text and its key rows: what a replacement compares with. */
  readonly current: Database.Statement<[string], Record<string, string | number | null>>;
  readonly currentText: Database.Statement<[number], Record<string, string>> | null;
  readonly currentKeys: Database.Statement<[number], { k_field: string; k_value: string }> | null;
  /** Updates of the columns that changed (by their positions), of the document's row and of its key rows. */
  readonly updates: Map<string, Database.Statement>;
  readonly keyUpdates: Map<string, Database.Statement>;
}

/**
 * Read models in the embedded SQLite file. Each collection is a table of JSON bodies with one
 * column per declared field (indexed as declared) and, when it has text fields, an FTS5 table
 * sharing its row ids. Projection checkpoints live in the same file, so a batch of changes and its
 * checkpoint commit in one transaction.
 */
export class SqliteDocumentStore implements DocumentStore {
  private readonly db: Database.Database;
  private readonly collections = new Map<string, Prepared>();
  private readonly statements = new Map<string, Database.Statement>();
  /** Each text index's words, asked through `vocabulary` (made again when a collection's schema changes). */
  private readonly vocabularies = new Map<string, Database.Statement<[string, string], string> | null>();

  /** The thread `commitInBackground` commits in, started at its first call. */
  private committer: CommitThread | null = null;
  /** What answers a durable write once it is on disk. */
  private readonly wal: WalSync;

  constructor(
    private readonly file: string,
    options: { readonly sync?: SyncFile } = {},
  ) {
    this.db = openDatabase(file);
    this.wal = new WalSync(file, options.sync);
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS _collections (name TEXT PRIMARY KEY, spec TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS _checkpoints (projection TEXT PRIMARY KEY, position INTEGER NOT NULL);
    `);
  }

  async ensureCollections(specs: readonly CollectionSpec[]): Promise<void> {
    await this.scanning(() =>
      writeTransaction(this.db, () => {
        for (const spec of specs) this.ensureOne(spec);
      }),
    );
  }

  /**
   * Schema work that may read whole collections once (indexes made over a filled collection, its
   * text index filled, a field added later): the page cache is kept small meanwhile, since a scan
   * gains nothing from it and a full cache would grow the process by its size (64 MiB at the end of
   * a million-event replay, which made its peak memory grow with the log).
   */
  private async scanning(work: () => Promise<void>): Promise<void> {
    const cacheSize = this.db.pragma('cache_size', { simple: true }) as number;
    this.db.pragma(`cache_size = ${SCAN_CACHE_SIZE}`);
    try {
      await work();
    } finally {
      this.db.pragma(`cache_size = ${cacheSize}`);
    }
  }

  private ensureOne(spec: CollectionSpec): void {
    checkIdentifier(spec.name, 'collection');
    const fields = Object.entries(spec.fields).filter(([, type]) => !isList(type));
    for (const field of Object.keys(spec.fields)) checkIdentifier(field, 'field');
    for (const field of [...(spec.text ?? []), ...(spec.indexes ?? []).flat()]) checkIdentifier(field, 'field');
    const name = table(spec.name);
    this.db.exec(
      `CREATE TABLE IF NOT EXISTS ${name} (rid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, body TEXT NOT NULL)`,
    );

    // A field declared later is added and filled from the stored bodies.
    const existing = new Set(
      this.db
        .prepare<[], { name: string }>(`SELECT name FROM pragma_table_info('${name}')`)
        .all()
        .map((c) => c.name),
    );
    for (const [field, type] of fields) {
      if (existing.has(column(field))) continue;
      this.db.exec(`ALTER TABLE ${name} ADD COLUMN ${column(field)} ${SQL_TYPE[type]}`);
      this.db.exec(`UPDATE ${name} SET ${column(field)} = json_extract(body, '$.${field}')`);
    }
    const stored = this.db
      .prepare<[string], { spec: string }>('SELECT spec FROM _collections WHERE name = ?')
      .get(spec.name);
    const lists = listFields(spec);
    if (lists.length > 0)
      this.ensureKeys(spec, stored === undefined ? null : (JSON.parse(stored.spec) as CollectionSpec));
    for (const fieldsOfIndex of spec.deferIndexes === true ? [] : (spec.indexes ?? [])) {
      for (const field of fieldsOfIndex) {
        if (spec.fields[field] === undefined) {
          throw new DocumentStoreError('undeclared_field', `index field "${field}" of ${spec.name} is not declared`);
        }
      }
      const list = fieldsOfIndex.filter((field) => isList(spec.fields[field]));
      if (list.length > 1)
        throw new DocumentStoreError('bad_query', `an index of ${spec.name} holds more than one list field`);
      // An index over a list field is the key table's: the field and value first, then the scalar fields.
      const indexed = list.length === 0 ? name : keysTable(spec.name);
      const columns = [
        ...(list.length === 0 ? [] : ['k_field', 'k_value']),
        ...fieldsOfIndex.filter((field) => !isList(spec.fields[field])).map(column),
      ];
      // A key table's index is named by its columns: one over `tags` serves `categories` as well.
      const indexName =
        list.length === 0
          ? `ix_${indexed}_${fieldsOfIndex.join('_')}`
          : `ix_${indexed}_${fieldsOfIndex.filter((field) => !isList(spec.fields[field])).join('_') || 'keys'}`;
      this.db.exec(`CREATE INDEX IF NOT EXISTS ${indexName} ON ${indexed} (${columns.join(', ')}, id)`);
    }

    const text = textFields(spec);
    const storedText = stored === undefined ? [] : textFields(JSON.parse(stored.spec) as CollectionSpec);
    const fts = ftsTable(spec.name);
    if (JSON.stringify(storedText) !== JSON.stringify(text)) this.db.exec(`DROP TABLE IF EXISTS ${fts}`);
    if (text.length > 0) {
      const ftsExists = this.db.prepare(`SELECT 1 FROM sqlite_master WHERE name = ?`).get(fts) !== undefined;
      if (!ftsExists) {
        const weights = text.map((_, i) => String(Math.max(1, 10 - 3 * i))).join(', ');
        this.db.exec(
          `CREATE VIRTUAL TABLE ${fts} USING fts5(${text.join(', ')}, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`,
        );
        this.db.prepare(`INSERT INTO ${fts} (${fts}, rank) VALUES ('rank', ?)`).run(`bm25(${weights})`);
        // The documents already there (text fields declared later, or a build that deferred them), in
        // one statement: each field's text as `textValue` gives it, a list's strings joined by spaces.
        this.db.exec(
          `INSERT INTO ${fts} (rowid, ${text.join(', ')}) SELECT rid, ${text.map(sqlTextValue).join(', ')} FROM ${name}`,
        );
      }
    }
    this.db
      .prepare('INSERT OR REPLACE INTO _collections (name, spec) VALUES (?, ?)')
      .run(spec.name, JSON.stringify(spec));
    this.collections.delete(spec.name);
    this.forgetStatements();
  }

  /**
   * The key table of a collection with list fields: made (and filled from the stored bodies) when
   * missing or when the declared fields changed, since its rows carry every scalar field.
   */
  private ensureKeys(spec: CollectionSpec, stored: CollectionSpec | null): void {
    const keys = keysTable(spec.name);
    const exists = this.db.prepare(`SELECT 1 FROM sqlite_master WHERE name = ?`).get(keys) !== undefined;
    // Made at once (never deferred): a document replaced or deleted finds its rows by it.
    const ridIndex = `CREATE INDEX IF NOT EXISTS ix_${keys}_rid ON ${keys} (rid)`;
    if (exists && stored !== null && JSON.stringify(stored.fields) === JSON.stringify(spec.fields)) {
      this.db.exec(ridIndex);
      return;
    }
    const scalars = scalarFields(spec);
    this.db.exec(`DROP TABLE IF EXISTS ${keys}`);
    this.db.exec(
      `CREATE TABLE ${keys} (rid INTEGER NOT NULL, k_field TEXT NOT NULL, k_value TEXT NOT NULL, id TEXT NOT NULL${scalars
        .map((field) => `, ${column(field)} ${SQL_TYPE[spec.fields[field] ?? 'string']}`)
        .join('')})`,
    );
    this.db.exec(ridIndex);
    for (const field of listFields(spec)) {
      this.db.exec(
        `INSERT INTO ${keys} (rid, k_field, k_value, id${scalars.map((f) => `, ${column(f)}`).join('')})
         SELECT DISTINCT d.rid, '${field}', j.value, d.id${scalars.map((f) => `, d.${column(f)}`).join('')}
         FROM ${table(spec.name)} d, json_each(d.body, '$.${field}') j WHERE j.type = 'text'`,
      );
    }
  }

  private prepared(collection: string): Prepared {
    const cached = this.collections.get(collection);
    if (cached !== undefined) return cached;
    const row = this.db
      .prepare<[string], { spec: string }>('SELECT spec FROM _collections WHERE name = ?')
      .get(collection);
    if (row === undefined) throw new DocumentStoreError('unknown_collection', `no collection "${collection}"`);
    const spec = JSON.parse(row.spec) as CollectionSpec;
    const name = table(collection);
    const fields = scalarFields(spec);
    const text = textFields(spec);
    const columns = ['id', 'body', ...fields.map(column)];
    const lists = listFields(spec);
    const keyColumns = ['rid', 'k_field', 'k_value', 'id', ...fields.map(column)];
    const upsert = `INSERT INTO ${name} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})
         ON CONFLICT (id) DO UPDATE SET ${columns
           .slice(1)
           .map((c) => `${c} = excluded.${c}`)
           .join(', ')}`;
    const prepared: Prepared = {
      spec,
      fields,
      text,
      upsert: this.db.prepare(`${upsert} RETURNING rid`),
      put: this.db.prepare(upsert),
      insert: this.db.prepare(
        `INSERT INTO ${name} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})
         ON CONFLICT (id) DO NOTHING`,
      ),
      remove: this.db.prepare(`DELETE FROM ${name} WHERE id = ? RETURNING rid`),
      get: this.db.prepare(`SELECT body FROM ${name} WHERE id = ?`),
      ftsDelete: text.length > 0 ? this.db.prepare(`DELETE FROM ${ftsTable(collection)} WHERE rowid = ?`) : null,
      ftsInsert:
        text.length > 0
          ? this.db.prepare(
              `INSERT INTO ${ftsTable(collection)} (rowid, ${text.join(', ')}) VALUES (?, ${text.map(() => '?').join(', ')})`,
            )
          : null,
      lists,
      keysDelete: lists.length > 0 ? this.db.prepare(`DELETE FROM ${keysTable(collection)} WHERE rid = ?`) : null,
      keysInsert:
        lists.length > 0
          ? this.db.prepare(
              `INSERT INTO ${keysTable(collection)} (${keyColumns.join(', ')}) VALUES (${keyColumns.map(() => '?').join(', ')})`,
            )
          : null,
      current: this.db.prepare(`SELECT ${['rid', ...fields.map(column)].join(', ')} FROM ${name} WHERE id = ?`),
      currentText:
        text.length > 0
          ? this.db.prepare(`SELECT ${text.join(', ')} FROM ${ftsTable(collection)} WHERE rowid = ?`)
          : null,
      currentKeys:
        lists.length > 0
          ? this.db.prepare(`SELECT k_field, k_value FROM ${keysTable(collection)} WHERE rid = ?`)
          : null,
      updates: new Map(),
      keyUpdates: new Map(),
    };
    this.collections.set(collection, prepared);
    return prepared;
  }

  async get<T extends Doc = Doc>(collection: CollectionName<T>, id: string): Promise<T | null> {
    return this.getNow(collection, id);
  }

  getNow<T extends Doc = Doc>(collection: CollectionName<T>, id: string): T | null {
    const row = this.prepared(collection).get.get(id);
    return row === undefined ? null : (JSON.parse(row.body) as T);
  }

  async getMany<T extends Doc = Doc>(collection: CollectionName<T>, ids: readonly string[]): Promise<Map<string, T>> {
    const { get } = this.prepared(collection);
    const found = new Map<string, T>();
    for (const id of new Set(ids)) {
      const row = get.get(id);
      if (row !== undefined) found.set(id, JSON.parse(row.body) as T);
    }
    return found;
  }

  async find<T extends Doc = Doc>(collection: CollectionName<T>, query: FindQuery): Promise<Page<T>> {
    const { spec } = this.prepared(collection);
    const name = table(collection);
    const groups = textGroups(query.text);
    // "Has this value" without a text search reads the key table alone: its rows carry the sort keys.
    const driver = groups.length === 0 ? listCondition(query.filter ?? {}) : null;
    const base = driver === null ? name : keysTable(collection);
    const where: string[] = [];
    const params: (string | number | null)[] = [];
    this.filterSql(spec, query.filter ?? {}, base, driver, where, params);
    const ranked = groups.length > 0 && (query.sort === undefined || query.sort.length === 0);
    const fts = ftsTable(collection);
    // A ranked search without filters never needs the documents' table until the page is chosen.
    const ftsOnly = ranked && where.length === 0;
    let from = base;
    if (groups.length > 0) {
      if (textFields(spec).length === 0) throw new DocumentStoreError('bad_query', `${collection} has no text fields`);
      from = ftsOnly ? fts : `${name} JOIN ${fts} ON ${fts}.rowid = ${name}.rid`;
      where.push(`${fts} MATCH ?`);
      params.push(matchExpression(groups, this.askedOf(collection)));
    }
    const within = ranked ? query.rankWithin : undefined;
    if (within !== undefined) {
      // The newest matches, each scored as the index reads it, newest first: it stops at `rankWithin`
      // rows however many match, and when fewer match, their ranks and order are the full ranking's.
      from = `(SELECT ${fts}.rowid AS rowid, ${fts}.rank AS rank FROM ${from} WHERE ${where.splice(0).join(' AND ')}
        ORDER BY ${fts}.rowid DESC LIMIT ?) AS ${fts}`;
      params.push(Math.max(1, Math.floor(within)));
    }
    const sortExpressions: { sql: string; direction: 'asc' | 'desc'; type: string }[] = ranked
      ? // The FTS table's rank is bm25 with the fields' weights (set when it was created).
        [{ sql: `${ftsTable(collection)}.rank`, direction: 'asc', type: 'number' }]
      : (query.sort ?? []).map((key: SortKey) => {
          const type = spec.fields[key.field];
          if (type === undefined)
            throw new DocumentStoreError('undeclared_field', `cannot sort ${collection} on "${key.field}"`);
          if (isList(type)) throw new DocumentStoreError('bad_query', `cannot sort ${collection} on a list`);
          return { sql: column(key.field), direction: key.direction, type };
        });
    // The id breaks ties in the direction of the last key, so an index on (fields..., id) serves
    // the whole order (a mixed direction would make SQLite sort every matching row).
    // A ranked search breaks ties by row id (the FTS table's own key), so it never reads documents to order them.
    const tieBreak = sortExpressions.at(-1)?.direction ?? 'asc';
    const keys = [
      ...sortExpressions,
      ranked
        ? { sql: `${fts}.rowid`, direction: 'asc' as const, type: 'number' }
        : { sql: `${base}.id`, direction: tieBreak, type: 'string' },
    ];

    if (query.cursor) {
      const position = decodeCursor(query.cursor, sortExpressions.length);
      const values = [...position.values.map(toSql), ranked ? Number(position.id) : position.id];
      // (k1 > v1) OR (k1 = v1 AND k2 > v2) OR ..., each comparison in its key's direction.
      const alternatives = keys.map((key, i) => {
        const equal = keys.slice(0, i).map((k) => `${k.sql} = ?`);
        return [...equal, `${key.sql} ${key.direction === 'asc' ? '>' : '<'} ?`].join(' AND ');
      });
      where.push(`(${alternatives.map((a) => `(${a})`).join(' OR ')})`);
      keys.forEach((_, i) => params.push(...values.slice(0, i + 1)));
    }

    const limit = Math.max(1, Math.min(query.limit, 1000));
    // The page is chosen on row ids and sort keys alone, and only its documents are read: a search
    // that matches thousands of rows then sorts small rows, not every matching document.
    const page = `SELECT ${ftsOnly || within !== undefined ? `${fts}.rowid` : `${base}.rid`} AS rid, ${keys.map((k, i) => `${k.sql} AS k${i}`).join(', ')}
      FROM ${from} ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY ${keys.map((k) => `${k.sql} ${k.direction.toUpperCase()}`).join(', ')} LIMIT ?`;
    const sql = `SELECT d.body AS body, p.* FROM (${page}) p JOIN ${name} d ON d.rid = p.rid
      ORDER BY ${keys.map((k, i) => `p.k${i} ${k.direction.toUpperCase()}`).join(', ')}`;
    const rows = this.statement<Record<string, unknown> & { body: string }>(sql).all(...params, limit + 1);
    const items = rows.slice(0, limit).map((row) => JSON.parse(row.body) as T);
    const last = rows.length > limit ? rows[limit - 1] : undefined;
    const nextCursor =
      last === undefined
        ? null
        : encodeCursor({
            values: sortExpressions.map((key, i) => fromSql(last[`k${i}`], key.type)),
            id: String(last[`k${sortExpressions.length}`]),
          });
    return { items, nextCursor };
  }

  /**
   * The filter's conditions on `base` (the documents' table, or the key table when `driver`, a list
   * field, is read from it); any other list condition is a lookup in the key table.
   */
  private filterSql(
    spec: CollectionSpec,
    filter: Filter,
    base: string,
    driver: string | null,
    where: string[],
    params: (string | number | null)[],
  ): void {
    for (const [field, condition] of Object.entries(filter)) {
      const type = spec.fields[field];
      if (type === undefined && field !== 'id') {
        throw new DocumentStoreError('undeclared_field', `cannot filter ${spec.name} on "${field}"`);
      }
      const has = typeof condition === 'object' && condition !== null && 'has' in condition ? condition.has : null;
      if (isList(type) !== (has !== null))
        throw new DocumentStoreError(
          'bad_query',
          has === null
            ? `list field "${field}" of ${spec.name} takes { has }`
            : `"${field}" of ${spec.name} is no list`,
        );
      if (has !== null) {
        where.push(
          field === driver
            ? 'k_field = ? AND k_value = ?'
            : `EXISTS (SELECT 1 FROM ${keysTable(spec.name)} kx WHERE kx.rid = ${base}.rid AND kx.k_field = ? AND kx.k_value = ?)`,
        );
        params.push(field, has);
        continue;
      }
      const sql = field === 'id' ? `${base}.id` : column(field);
      appendCondition(sql, condition, where, params);
    }
  }

  async count(collection: string, filter: Filter = {}, text?: TextQuery): Promise<number> {
    const { spec } = this.prepared(collection);
    const groups = textGroups(text);
    const driver = groups.length === 0 ? listCondition(filter) : null;
    const where: string[] = [];
    const params: (string | number | null)[] = [];
    let from = driver === null ? table(collection) : keysTable(collection);
    this.filterSql(spec, filter, from, driver, where, params);
    if (groups.length > 0) {
      if (textFields(spec).length === 0) throw new DocumentStoreError('bad_query', `${collection} has no text fields`);
      const fts = ftsTable(collection);
      from = `${from} JOIN ${fts} ON ${fts}.rowid = ${from}.rid`;
      where.push(`${fts} MATCH ?`);
      params.push(matchExpression(groups, this.askedOf(collection)));
    }
    const row = this.statement<{ n: number }>(
      `SELECT COUNT(*) AS n FROM ${from} ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}`,
    ).get(...params);
    return row?.n ?? 0;
  }

  commitInBackground(changes: readonly DocumentChange[], checkpoints: readonly Checkpoint[]): Promise<boolean> {
    // The documents go to the thread as they are (a structured copy costs this thread about half of
    // serialising them to JSON rows here): their rows are worked out there, where time is spare.
    this.committer ??= new CommitThread(this.file);
    return this.committer.commit(changes, checkpoints);
  }

  async commit(changes: readonly DocumentChange[], checkpoints: readonly Checkpoint[]): Promise<boolean> {
    // Read models can always be rebuilt from the log, and a batch commits together with its
    // checkpoint, so their commits need not wait for fsync: after a power loss the model is
    // simply a little older and catches up. (An application crash loses nothing in WAL mode.)
    return writeTransaction(this.db, () => {
      for (const checkpoint of checkpoints) {
        const stored = this.readCheckpoint(checkpoint.projection);
        if (stored !== null && stored >= checkpoint.position) return false;
        if (checkpoint.previous !== undefined && checkpoint.previous !== stored) return false;
      }
      this.apply(changes);
      const record = this.statement(
        'INSERT INTO _checkpoints (projection, position) VALUES (?, ?) ON CONFLICT (projection) DO UPDATE SET position = excluded.position',
      );
      for (const checkpoint of checkpoints) record.run(checkpoint.projection, checkpoint.position);
      return true;
    });
  }

  /**
   * What the gateway writes itself (accounts, sessions, counters) exists nowhere else: committed,
   * then answered once it is on disk (`WalSync`). Refused before anything is written once a sync
   * has failed.
   */
  private async durableWrite<T>(work: () => T): Promise<T> {
    if (this.wal.failed !== null) throw this.wal.failed;
    const answer = await writeTransaction(this.db, work);
    await this.wal.durable();
    return answer;
  }

  async write(changes: readonly DocumentChange[]): Promise<void> {
    await this.durableWrite(() => {
      this.apply(changes);
    });
  }

  async insert(collection: string, doc: Doc): Promise<boolean> {
    return this.durableWrite((): boolean => {
      const row = this.putRow(collection, doc);
      const prepared = this.prepared(collection);
      const result = prepared.insert.run(row.id, row.body, ...row.values);
      if (result.changes === 0) return false;
      if (row.text !== null) prepared.ftsInsert?.run(result.lastInsertRowid, ...row.text);
      for (const [field, value] of row.keys)
        prepared.keysInsert?.run(result.lastInsertRowid, field, value, row.id, ...row.values);
      return true;
    });
  }

  async increment(collection: string, doc: Doc, field: string, by = 1): Promise<number> {
    return this.durableWrite((): number => {
      const stored = this.prepared(collection).get.get(doc.id);
      const current = stored === undefined ? null : (JSON.parse(stored.body) as Doc);
      const before = current?.[field];
      const value = (typeof before === 'number' ? before : 0) + by;
      this.apply([{ op: 'put', collection, doc: { ...(current ?? doc), [field]: value } }]);
      return value;
    });
  }

  private apply(changes: readonly DocumentChange[]): void {
    for (const change of changes) {
      const prepared = this.prepared(change.collection);
      if (change.op === 'delete') {
        const removed = prepared.remove.get(change.id);
        if (removed !== undefined) {
          prepared.ftsDelete?.run(removed.rid);
          prepared.keysDelete?.run(removed.rid);
        }
        continue;
      }
      const row = this.putRow(change.collection, change.doc);
      if (prepared.ftsInsert === null && prepared.keysInsert === null)
        prepared.put.run(row.id, row.body, ...row.values);
      else this.replace(prepared, row);
    }
  }

  /**
   * A document of a collection with text or list fields, put: a replacement rewrites only what
   * changed (the columns whose values moved and the indexes over them, the text when the text
   * changed, the key rows when the lists changed or else their changed columns), since most
   * replacements move a score or a count and leave the words, the lists and most sort keys alone.
   */
  private replace(prepared: Prepared, row: PutRow): void {
    const { ftsInsert, ftsDelete, keysInsert, keysDelete } = prepared;
    const stored = prepared.current.get(row.id);
    if (stored === undefined) {
      const { rid } = prepared.upsert.get(row.id, row.body, ...row.values) as { rid: number };
      if (row.text !== null) ftsInsert?.run(rid, ...row.text);
      for (const [field, value] of row.keys) keysInsert?.run(rid, field, value, row.id, ...row.values);
      return;
    }
    const rid = Number(stored.rid);
    const changed = prepared.fields.flatMap((field, i) => (stored[column(field)] === row.values[i] ? [] : [i]));
    this.updateOf(prepared, changed, false).run(row.body, ...changed.map((i) => row.values[i]), rid);
    if (row.text !== null && ftsInsert !== null && ftsDelete !== null) {
      const text = prepared.currentText?.get(rid);
      if (text === undefined || prepared.text.some((field, i) => text[field] !== row.text?.[i])) {
        ftsDelete.run(rid);
        ftsInsert.run(rid, ...row.text);
      }
    }
    if (keysInsert === null || keysDelete === null) return;
    const keys = prepared.currentKeys?.all(rid) ?? [];
    const wanted = new Set(row.keys.map(([field, value]) => `${field}\u0000${value}`));
    const same = keys.length === wanted.size && keys.every((key) => wanted.has(`${key.k_field}\u0000${key.k_value}`));
    if (!same) {
      keysDelete.run(rid);
      for (const [field, value] of row.keys) keysInsert.run(rid, field, value, row.id, ...row.values);
    } else if (changed.length > 0) {
      this.updateOf(prepared, changed, true).run(...changed.map((i) => row.values[i]), rid);
    }
  }

  /** `UPDATE` of the body and the changed columns (or, for the key rows, the changed columns only), by row id. */
  private updateOf(prepared: Prepared, changed: readonly number[], keys: boolean): Database.Statement {
    const cache = keys ? prepared.keyUpdates : prepared.updates;
    const key = changed.join(',');
    let statement = cache.get(key);
    if (statement === undefined) {
      const columns = [...(keys ? [] : ['body']), ...changed.map((i) => column(prepared.fields[i] ?? ''))];
      const target = keys ? keysTable(prepared.spec.name) : table(prepared.spec.name);
      statement = this.db.prepare(`UPDATE ${target} SET ${columns.map((c) => `${c} = ?`).join(', ')} WHERE rid = ?`);
      cache.set(key, statement);
    }
    return statement;
  }

  /** A document as the values its statements take: the JSON body, each declared field, each text field. */
  private putRow(collection: string, doc: Doc): PutRow {
    const prepared = this.prepared(collection);
    const values: (string | number | null)[] = [];
    for (const field of prepared.fields) values.push(fieldValue(doc, field));
    const text = prepared.ftsInsert === null ? null : prepared.text.map((field) => textValue(doc, field));
    const keys = prepared.lists.flatMap((field) => listValues(doc, field).map((value) => [field, value] as const));
    return { id: doc.id, body: JSON.stringify(doc), values, text, keys };
  }

  /** How a term of a text query is asked of the collection's text index: as the one word it can only be, or as a prefix. */
  private askedOf(collection: string): (term: string) => string {
    const vocabulary = this.vocabulary(collection);
    return (term) => {
      if (vocabulary === null || term.length < LOOKED_UP_PREFIX || !PLAIN_TERM.test(term)) return `"${term}"*`;
      const end = `${term}${LAST_CHARACTER}`;
      const word = vocabulary.get(term, end);
      // The only word with this prefix when none follows it: the next word up from it is past the prefix.
      return word !== undefined && vocabulary.get(`${word}${NEXT_WORD}`, end) === undefined
        ? `"${word}"`
        : `"${term}"*`;
    };
  }

  /**
   * The first word of a collection's text index from a bound up to another, through a vocabulary
   * table of this connection's (null: none could be made). The table lists each word's occurrences
   * (`instance`), so the first row is found in the index's terms alone: a table of counts per word
   * (`row`) reads the word's whole list of rows to count them, 2 ms for a word 50,000 items use.
   */
  private vocabulary(collection: string): Database.Statement<[string, string], string> | null {
    const made = this.vocabularies.get(collection);
    if (made !== undefined) return made;
    let words: Database.Statement<[string, string], string> | null;
    const vocabulary = `temp.vocab_${collection}`;
    try {
      this.db.exec(
        `CREATE VIRTUAL TABLE IF NOT EXISTS ${vocabulary} USING fts5vocab(main, ${ftsTable(collection)}, 'instance')`,
      );
      words = this.db
        .prepare<[string, string], string>(`SELECT term FROM ${vocabulary} WHERE term >= ? AND term < ? LIMIT 1`)
        .pluck();
    } catch {
      // A connection that may make no table, not even its own: prefixes are asked as prefixes.
      words = null;
    }
    this.vocabularies.set(collection, words);
    return words;
  }

  /** The schema changed: statements are prepared again at their next use. */
  private forgetStatements(): void {
    this.statements.clear();
    this.vocabularies.clear();
  }

  /** Statements are prepared once per SQL text: queries repeat with other parameters. */
  private statement<Row>(sql: string): Database.Statement<unknown[], Row> {
    let prepared = this.statements.get(sql);
    if (prepared === undefined) {
      prepared = this.db.prepare(sql);
      this.statements.set(sql, prepared);
    }
    return prepared as Database.Statement<unknown[], Row>;
  }

  private readCheckpoint(projection: string): number | null {
    const row = this.statement<{ position: number }>('SELECT position FROM _checkpoints WHERE projection = ?').get(
      projection,
    );
    return row?.position ?? null;
  }

  async getCheckpoint(projection: string): Promise<number | null> {
    return this.readCheckpoint(projection);
  }

  async listCheckpoints(): Promise<Checkpoint[]> {
    return this.db.prepare<[], Checkpoint>('SELECT projection, position FROM _checkpoints ORDER BY projection').all();
  }

  async dropCollection(name: string): Promise<void> {
    checkIdentifier(name, 'collection');
    await writeTransaction(this.db, () => {
      this.dropSync(name);
    });
  }

  private dropSync(name: string): void {
    this.db.exec(
      `DROP TABLE IF EXISTS ${ftsTable(name)}; DROP TABLE IF EXISTS ${keysTable(name)}; DROP TABLE IF EXISTS ${table(name)};`,
    );
    this.db.prepare('DELETE FROM _collections WHERE name = ?').run(name);
    this.collections.delete(name);
    this.forgetStatements();
  }

  async swap(
    pairs: readonly { source: string; target: string }[],
    checkpoints: readonly { from: string; to: string }[],
  ): Promise<void> {
    await this.scanning(() =>
      writeTransaction(this.db, () => {
        for (const { source, target } of pairs) {
          checkIdentifier(source, 'collection');
          checkIdentifier(target, 'collection');
          const row = this.db
            .prepare<[string], { spec: string }>('SELECT spec FROM _collections WHERE name = ?')
            .get(source);
          if (row === undefined)
            throw new DocumentStoreError('unknown_collection', `no collection "${source}" to swap in`);
          this.dropSync(target);
          // Index names carry the table name; renaming the table keeps them, so they are dropped and made anew.
          const indexes = this.db
            .prepare<[string, string], { name: string }>(
              "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name IN (?, ?) AND name LIKE 'ix_%'",
            )
            .all(table(source), keysTable(source));
          for (const index of indexes) this.db.exec(`DROP INDEX ${index.name}`);
          this.db.exec(`ALTER TABLE ${table(source)} RENAME TO ${table(target)}`);
          if (this.db.prepare(`SELECT 1 FROM sqlite_master WHERE name = ?`).get(keysTable(source)) !== undefined)
            this.db.exec(`ALTER TABLE ${keysTable(source)} RENAME TO ${keysTable(target)}`);
          const built = JSON.parse(row.spec) as CollectionSpec;
          const { deferIndexes: _made, ...stored } = built;
          const spec: CollectionSpec = { ...stored, name: target };
          // A build that deferred its indexes has no text index yet: `ensureOne` makes it from the documents.
          if (textFields(built).length > 0)
            this.db.exec(`ALTER TABLE ${ftsTable(source)} RENAME TO ${ftsTable(target)}`);
          this.db.prepare('DELETE FROM _collections WHERE name = ?').run(source);
          this.db.prepare('INSERT INTO _collections (name, spec) VALUES (?, ?)').run(target, JSON.stringify(spec));
          this.ensureOne(spec);
          this.collections.delete(source);
          this.forgetStatements();
        }
        for (const checkpoint of checkpoints) {
          const moved = this.readCheckpoint(checkpoint.from);
          this.db.prepare('DELETE FROM _checkpoints WHERE projection IN (?, ?)').run(checkpoint.from, checkpoint.to);
          if (moved !== null)
            this.db.prepare('INSERT INTO _checkpoints (projection, position) VALUES (?, ?)').run(checkpoint.to, moved);
        }
      }),
    );
  }

  async scrub(): Promise<void> {
    // Readers of the WAL (another process, the projector's thread) can hold a checkpoint back: tried again a few times.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const [result] = this.db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
      if (result?.busy === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
    }
    throw new Error('the WAL could not be truncated: a reader held it throughout');
  }

  async close(): Promise<void> {
    await this.committer?.close();
    this.committer = null;
    await this.wal.idle();
    this.wal.close();
    this.db.close();
  }
}

/** The first list field the filter asks to hold a value: a query can read the key table from it. */
function listCondition(filter: Filter): string | null {
  for (const [field, condition] of Object.entries(filter))
    if (typeof condition === 'object' && condition !== null && 'has' in condition) return field;
  return null;
}

function appendCondition(
  sql: string,
  condition: FieldCondition,
  where: string[],
  params: (string | number | null)[],
): void {
  if (condition === null) {
    where.push(`${sql} IS NULL`);
  } else if (typeof condition !== 'object') {
    where.push(`${sql} = ?`);
    params.push(toSql(condition));
  } else if ('has' in condition) {
    throw new DocumentStoreError('bad_query', `${sql} is no list`);
  } else if ('in' in condition) {
    if (condition.in.length === 0) {
      where.push('0');
      return;
    }
    where.push(`${sql} IN (${condition.in.map(() => '?').join(', ')})`);
    params.push(...condition.in.map(toSql));
  } else {
    const operators = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
    for (const [key, operator] of Object.entries(operators) as [keyof typeof operators, string][]) {
      const value = condition[key];
      if (value === undefined) continue;
      where.push(`${sql} ${operator} ?`);
      params.push(toSql(value));
    }
  }
}
