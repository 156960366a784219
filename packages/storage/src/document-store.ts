/**
 * Read models as collections of JSON documents by id. What a query may filter, sort or search on is
 * declared up front per collection, so each adapter can index exactly that.
 */
export type FieldType = 'string' | 'number' | 'boolean' | 'string[]';

export interface CollectionSpec<T extends Doc = Doc> {
  readonly name: CollectionName<T>;
  /**
   * Top-level document fields usable in filters and sorts. A `string[]` field (a list of strings,
   * such as tags) is filtered with `{ has: value }` and never sorted on.
   */
  readonly fields: Readonly<Record<string, FieldType>>;
  /** Top-level string (or string[]) fields covered by full-text search, in ranking order of weight. */
  readonly text?: readonly string[];
  /**
   * Compound indexes over declared fields, e.g. [['kind', 'publishedAt']]; at most one `string[]`
   * field each (`[['tags', 'publishedAt']]` serves "has this tag, newest first").
   */
  readonly indexes?: readonly (readonly string[])[];
  /**
   * A collection built in one go before anyone reads it (aside, to be swapped in; an as-of
   * namespace): an adapter may create its indexes and text index at the swap, or when the
   * collection is next ensured without this, over the whole collection at once instead of row by
   * row while it fills. Until then it need not answer queries on them.
   */
  readonly deferIndexes?: boolean;
}

export interface Doc {
  readonly id: string;
  readonly [field: string]: unknown;
}

declare const documentType: unique symbol;

/**
 * A collection's name tied to the type of its documents: a read given it infers that type, and one
 * that names a type the collection does not hold fails to compile. A plain string still reads as
 * any type the caller names (names built at run time: as-of namespaces, the projection runner).
 */
export type CollectionName<T extends Doc> = string & { readonly [documentType]?: T };

/** Declares a collection's name and the type of its documents. */
export function collectionName<T extends Doc>(name: string): CollectionName<T> {
  return name;
}

export type Scalar = string | number | boolean | null;

export type FieldCondition =
  | Scalar
  | { readonly in: readonly Scalar[] }
  /** A `string[]` field whose list holds this value. */
  | { readonly has: string }
  | { readonly gt?: Scalar; readonly gte?: Scalar; readonly lt?: Scalar; readonly lte?: Scalar };

export type Filter = Readonly<Record<string, FieldCondition>>;

export interface SortKey {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

export interface FindQuery {
  readonly filter?: Filter;
  /** Sort order; `id` is always appended as the tie-breaker (in the last key's direction) so cursors are stable. */
  readonly sort?: readonly SortKey[];
  readonly limit: number;
  /** Opaque keyset cursor from a previous page's `nextCursor`. */
  readonly cursor?: string | null;
  /**
   * Full-text query over the collection's `text` fields; results are ranked unless `sort` is given.
   * Every word must match as a word prefix. Given as groups, each group is a word's alternatives
   * (any one may match: a correction, a singular), and every group must match.
   */
  readonly text?: TextQuery;
  /**
   * How many matches a ranked text search (one without `sort`) scores at most. When more match, it
   * ranks the newest this many (SQLite: the most recently added; MongoDB: those with the greatest
   * ids) and finds none of the others; when no more match, the ranking is exact. Ranking scores
   * every match it weighs, so a word that most of a large collection uses would otherwise cost a
   * score per document before the first page is known.
   */
  readonly rankWithin?: number;
}

/** A search as typed (its words), or groups of alternatives: `[['navbr', 'navbar'], ['menu']]`. */
export type TextQuery = string | readonly (readonly string[])[];

export interface Page<T> {
  readonly items: T[];
  readonly nextCursor: string | null;
}

export type DocumentChange =
  | { readonly op: 'put'; readonly collection: string; readonly doc: Doc }
  | { readonly op: 'delete'; readonly collection: string; readonly id: string };

export interface Checkpoint {
  readonly projection: string;
  readonly position: number;
  /**
   * When given to `commit`, the stored checkpoint this batch follows on (null: none yet). The
   * commit then applies only if the stored one is exactly that, so a follower whose model another
   * process swapped (a rebuild) learns so instead of writing on top of it.
   */
  readonly previous?: number | null;
}

/** How much one commit may carry: a pass cuts its batches so that each commit stays inside both. */
export interface CommitLimits {
  /** Document changes (puts and deletes). */
  readonly operations: number;
  /** The changed documents' size as JSON, in bytes. */
  readonly bytes: number;
}

export interface DocumentStore {
  /**
   * Set by a store whose commit is a transaction with limits of its own (MongoDB's lifetime and
   * cache): a projection pass, above all a rebuild's batches of thousands of events, then commits
   * in parts that stay inside them. Unset: any size commits at once (SQLite).
   */
  readonly commitLimits?: CommitLimits;
  /** Creates the collections and their declared indexes when missing (idempotent). */
  ensureCollections(specs: readonly CollectionSpec[]): Promise<void>;
  get<T extends Doc = Doc>(collection: CollectionName<T>, id: string): Promise<T | null>;
  /**
   * `get` answered on the caller's thread at once. Only a store that reads in-process (SQLite) has
   * it: a projection pass then reads without a promise per document.
   */
  getNow?<T extends Doc = Doc>(collection: CollectionName<T>, id: string): T | null;
  getMany<T extends Doc = Doc>(collection: CollectionName<T>, ids: readonly string[]): Promise<Map<string, T>>;
  find<T extends Doc = Doc>(collection: CollectionName<T>, query: FindQuery): Promise<Page<T>>;
  /** How many documents match the filter (and the text query, when given). */
  count(collection: string, filter?: Filter, text?: TextQuery): Promise<number>;
  /**
   * Applies the changes and records every checkpoint, atomically: one batch of a pass that feeds
   * several read models commits all their documents and checkpoints together. When any checkpoint
   * is at or before the one stored (a redelivery), or names a `previous` that is not the stored one,
   * nothing is written and `false` is returned.
   */
  commit(changes: readonly DocumentChange[], checkpoints: readonly Checkpoint[]): Promise<boolean>;
  /**
   * `commit`, done off the caller's thread: a pass replaying the log into models built aside
   * projects its next batch while this one commits. Only a store whose commit holds its caller's
   * thread (SQLite) has it; MongoDB's commit already waits on the network, not the thread.
   */
  commitInBackground?(changes: readonly DocumentChange[], checkpoints: readonly Checkpoint[]): Promise<boolean>;
  /** Applies changes that belong to no projection (accounts, sessions), atomically. */
  write(changes: readonly DocumentChange[]): Promise<void>;
  /**
   * Stores a document only if none has its id, durably: `true` when this call stored it, `false`
   * when one was there. Of racing inserts of one id (from any number of gateways) exactly one wins.
   */
  insert(collection: string, doc: Doc): Promise<boolean>;
  /**
   * Adds `by` to a number field of a document, atomically, and gives the new value: the document
   * is stored as `doc` (with the field set to `by`) when none has its id. Counters that must hold
   * across gateways (rate limits) are kept this way.
   */
  increment(collection: string, doc: Doc, field: string, by?: number): Promise<number>;
  getCheckpoint(projection: string): Promise<number | null>;
  listCheckpoints(): Promise<Checkpoint[]>;
  /**
   * Leaves no old copy of deleted or overwritten documents in the store's files (a deleted
   * account's address, a destroyed key). Only a store that keeps old page images beside its data
   * has it: SQLite checkpoints its WAL and truncates it (deleted content is zeroed in place already).
   */
  scrub?(): Promise<void>;
  /** Drops a collection and its indexes (used for build-aside collections). */
  dropCollection(name: string): Promise<void>;
  /**
   * Replaces each `target` collection by its `source` (built aside) and moves each `from` checkpoint
   * onto its `to` projection (a missing `from` removes `to`'s), all at once: readers see the old or
   * the new models, never a mix.
   */
  swap(
    pairs: readonly { source: string; target: string }[],
    checkpoints: readonly { from: string; to: string }[],
  ): Promise<void>;
  close(): Promise<void>;
}

export type DocumentStoreErrorCode = 'unknown_collection' | 'undeclared_field' | 'bad_cursor' | 'bad_query';

export class DocumentStoreError extends Error {
  constructor(
    readonly code: DocumentStoreErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DocumentStoreError';
  }
}
