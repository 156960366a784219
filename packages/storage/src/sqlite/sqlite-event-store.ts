import { EventEmitter } from 'node:events';
import { closeSync, existsSync, fstatSync, openSync, watch, writeSync, type FSWatcher } from 'node:fs';
import type Database from 'better-sqlite3';
import type { NewEvent, RecordedEvent } from '@creators/contracts';
import {
  EventStoreError,
  checkExpectedRevision,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type ReadAllOptions,
  type StoredEventJson,
  type SubscribeOptions,
  type Subscription,
} from '../event-store.js';
import { openDatabase } from './open-database.js';
import { WalSync, type SyncFile } from './wal-sync.js';
import { beginWithoutWaiting, busyPause } from './write-transaction.js';

/**
 * An event as its statements read it: a row as an array (better-sqlite3's raw mode), which builds
 * no object with a key per column for every event a replay reads.
 */
type EventRow = [
  position: number,
  streamId: string,
  revision: number,
  type: string,
  version: number,
  data: string,
  metadata: string,
];
const EVENT_COLUMNS = 'position, stream_id, revision, type, version, data, metadata';

/**
 * How many pages the log's WAL may hold before the log's own connection copies them into the file
 * (SQLite's automatic checkpoint, 1,000 by default). In the embedded file the read models' commits
 * do it first, in the projector's thread; this is the backstop for a file nothing else writes.
 */
const LOG_CHECKPOINT_PAGES = 16_384;

/** An append of a committed batch, answered (its result, or why it was refused) once the batch is on disk. */
type Outcome = { readonly request: PendingAppend } & ({ readonly result: AppendResult } | { readonly error: unknown });

interface PendingAppend {
  readonly streamId: string;
  readonly events: readonly NewEvent[];
  readonly expected: ExpectedRevision;
  readonly resolve: (result: AppendResult) => void;
  readonly reject: (error: unknown) => void;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY,
    stream_id TEXT NOT NULL,
    revision INTEGER NOT NULL,
    event_id TEXT NOT NULL UNIQUE,
    type TEXT NOT NULL,
    version INTEGER NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL,
    UNIQUE (stream_id, revision)
  );
`;

/** The doorbell file of a log's SQLite file: rung by its writer at each commit, watched by its subscribers. */
export const doorbellOf = (file: string): string => `${file}-appended`;

const toRecorded = (row: EventRow): RecordedEvent => ({
  position: row[0],
  streamId: row[1],
  revision: row[2],
  type: row[3],
  version: row[4],
  data: JSON.parse(row[5]) as unknown,
  metadata: JSON.parse(row[6]) as RecordedEvent['metadata'],
});

const READ_ALL_JSON = `SELECT position, stream_id AS streamId, revision, type, version,
  json_extract(metadata, '$.occurredAt') AS occurredAt, data, metadata FROM events WHERE`;
const PAGE = 'ORDER BY position LIMIT ?';

/**
 * The embedded event store: one SQLite file in WAL mode. Concurrent appends are gathered and
 * committed together in one transaction (group commit), and answered once they are on disk: one
 * fsync, run off the event loop (`WalSync`), serves every batch committed before it began. The
 * position is the table's integer key, assigned in commit order, so the log is ordered and gap-free.
 */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly appended = new EventEmitter();
  private pending: PendingAppend[] = [];
  private flushScheduled = false;
  /** Since when the batch now waiting has met SQLite answering busy (null: it has not). */
  private busySince: number | null = null;
  /** What answers the appends once they are on disk. */
  private readonly wal: WalSync;
  private watcher: FSWatcher | null = null;
  /** The next try at watching a doorbell that could not be watched (null: none is waiting). */
  private rewatch: NodeJS.Timeout | null = null;
  /** The doorbell file, kept open: a ring is one write, not an open, a truncation and a close. */
  private doorbellFd: number | null = null;
  private subscribers = 0;
  private closed = false;
  private readonly statements;

  constructor(
    private readonly file: string,
    options: { readonly sync?: SyncFile } = {},
  ) {
    this.db = openDatabase(file);
    this.wal = new WalSync(file, options.sync);
    this.db.pragma(`wal_autocheckpoint = ${LOG_CHECKPOINT_PAGES}`);
    this.db.exec(SCHEMA);
    this.appended.setMaxListeners(0);
    this.statements = {
      streamRevision: this.db.prepare<[string], { revision: number | null }>(
        'SELECT MAX(revision) AS revision FROM events WHERE stream_id = ?',
      ),
      byEventId: this.db.prepare<[string], { stream_id: string; revision: number; position: number }>(
        'SELECT stream_id, revision, position FROM events WHERE event_id = ?',
      ),
      insert: this.db.prepare(
        'INSERT INTO events (stream_id, revision, event_id, type, version, data, metadata) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      readStream: this.db
        .prepare<[string], EventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ? ORDER BY revision`)
        .raw(true),
      // Each read in two forms: after a position (onward from a read), and from it (a bound an analyst gave).
      readAll: this.db
        .prepare<[number, number], EventRow>(
          `SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
        )
        .raw(true),
      readAllFrom: this.db
        .prepare<[number, number], EventRow>(
          `SELECT ${EVENT_COLUMNS} FROM events WHERE position >= ? ORDER BY position LIMIT ?`,
        )
        .raw(true),
      readAllJson: this.db.prepare<[number, number], StoredEventJson>(`${READ_ALL_JSON} position > ? ${PAGE}`),
      readAllJsonFrom: this.db.prepare<[number, number], StoredEventJson>(`${READ_ALL_JSON} position >= ? ${PAGE}`),
      head: this.db.prepare<[], { position: number | null }>('SELECT MAX(position) AS position FROM events'),
    };
  }

  append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (this.closed) return Promise.reject(new Error('event store is closed'));
    if (this.wal.failed !== null) return Promise.reject(this.wal.failed);
    if (events.length === 0) {
      return Promise.reject(new EventStoreError('invalid_event', 'an append needs at least one event', streamId));
    }
    return new Promise((resolve, reject) => {
      this.pending.push({ streamId, events, expected, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => {
          this.flush();
        });
      }
    });
  }

  /** `wait`: on close, the last batch waits out another connection's write in the thread (the busy timeout). */
  private flush(wait = false): void {
    this.flushScheduled = false;
    const batch = this.pending;
    this.pending = [];
    // A batch tried again after a pause may have been written by `close` meanwhile.
    if (batch.length === 0) return;
    const failed = this.wal.failed;
    if (failed !== null) {
      for (const request of batch) request.reject(failed);
      return;
    }
    const outcomes: Outcome[] = [];
    try {
      const group = this.db.transaction(() => {
        for (const request of batch) {
          try {
            outcomes.push({ request, result: this.db.transaction(() => this.appendOne(request))() });
          } catch (error) {
            outcomes.push({ request, error });
          }
        }
      });
      // IMMEDIATE: the write lock is taken up front; while another connection holds it (a
      // projector's commit), the batch is tried again after a pause instead of the thread sleeping.
      if (wait) group.immediate();
      else beginWithoutWaiting(this.db, group);
    } catch (error) {
      // Busy (see `busyPause`): the batch, rolled back whole, is tried again (first, before what
      // came meanwhile) after a pause, with what arrives meanwhile joining it.
      this.busySince ??= performance.now();
      const ms = busyPause(error, performance.now() - this.busySince);
      if (ms !== null) {
        this.pending = [...batch, ...this.pending];
        this.flushScheduled = true;
        setTimeout(() => {
          this.flush();
        }, ms);
        return;
      }
      this.busySince = null;
      // The commit itself failed (disk full, I/O error): nothing of the batch is acknowledged.
      for (const request of batch) request.reject(error);
      return;
    }
    this.busySince = null;
    this.wal.durable().then(
      () => {
        this.ringDoorbell();
        this.appended.emit('appended');
        for (const outcome of outcomes) {
          if ('result' in outcome) outcome.request.resolve(outcome.result);
          else outcome.request.reject(outcome.error);
        }
      },
      (failure: unknown) => {
        for (const { request } of outcomes) request.reject(failure);
      },
    );
  }

  /**
   * Tells subscribers in other processes that a commit is complete. The WAL itself cannot: its
   * frames are written (and seen by a file watch) before the commit becomes visible, which is
   * finalised in the memory-mapped index that file watches do not see. The doorbell stays open and
   * each ring overwrites the head in place (padded to one width): a single write, a few
   * microseconds, made before the appends are answered, so another process's projector hears of
   * a commit before its writer does.
   */
  private ringDoorbell(): void {
    if (this.file === ':memory:') return;
    try {
      // A doorbell deleted meanwhile (a tidy-up of the data folder) is made again: ringing the
      // deleted one would reach only those who watched it before, never a subscriber that came after.
      if (this.doorbellFd !== null && fstatSync(this.doorbellFd).nlink === 0) this.letGoOfDoorbell();
      this.doorbellFd ??= openSync(this.doorbell, 'w');
      const head = this.statements.head.get()?.position ?? 0;
      writeSync(this.doorbellFd, String(head).padStart(20), 0);
    } catch {
      // A ring that cannot be made (its name taken by a folder, a folder no longer writable) loses
      // nothing: the appends are committed and still answered, and subscribers in other processes
      // hear of them at the next ring that can be made, which opens the doorbell again.
      this.letGoOfDoorbell();
    }
  }

  private letGoOfDoorbell(): void {
    const fd = this.doorbellFd;
    this.doorbellFd = null;
    if (fd === null) return;
    try {
      closeSync(fd);
    } catch {
      // Closed already: nothing left to let go of.
    }
  }

  private get doorbell(): string {
    return doorbellOf(this.file);
  }

  private appendOne({ streamId, events, expected }: PendingAppend): AppendResult {
    const first = events[0];
    if (first === undefined) throw new EventStoreError('invalid_event', 'an append needs at least one event', streamId);
    const earlier = this.statements.byEventId.get(first.metadata.eventId);
    if (earlier !== undefined) return this.repeatedAppend(streamId, events, expected, earlier);

    const actual = this.statements.streamRevision.get(streamId)?.revision ?? null;
    checkExpectedRevision(streamId, expected, actual);
    let revision = actual ?? -1;
    let position = 0;
    for (const event of events) {
      revision += 1;
      const info = this.statements.insert.run(
        streamId,
        revision,
        event.metadata.eventId,
        event.type,
        event.version,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
      );
      position = Number(info.lastInsertRowid);
    }
    return { nextExpectedRevision: revision, position };
  }

  /** The same event ids appended again at the same expected revision answer the first result (as EventStoreDB does). */
  private repeatedAppend(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
    first: { stream_id: string; revision: number; position: number },
  ): AppendResult {
    const before = first.revision === 0 ? null : first.revision - 1;
    if (first.stream_id !== streamId) {
      throw new EventStoreError(
        'invalid_event',
        `event ${events[0]?.metadata.eventId} already belongs to another stream`,
        streamId,
      );
    }
    checkExpectedRevision(streamId, expected === 'stream_exists' ? 'any' : expected, before);
    let last = first;
    for (const [offset, event] of events.entries()) {
      const found = this.statements.byEventId.get(event.metadata.eventId);
      if (found?.stream_id !== streamId || found.revision !== first.revision + offset) {
        throw new EventStoreError(
          'invalid_event',
          'a retried append must repeat the same events in the same order',
          streamId,
        );
      }
      last = found;
    }
    return { nextExpectedRevision: last.revision, position: last.position };
  }

  readStream(streamId: string): Promise<RecordedEvent[]> {
    return Promise.resolve(this.statements.readStream.all(streamId).map(toRecorded));
  }

  readAll({ after, limit, inclusive = false }: ReadAllOptions): Promise<RecordedEvent[]> {
    return Promise.resolve(this.readAllSync(after, limit, inclusive));
  }

  readAllJson({ after, limit, inclusive = false }: ReadAllOptions): Promise<StoredEventJson[]> {
    const { readAllJson, readAllJsonFrom } = this.statements;
    return Promise.resolve((inclusive && after !== null ? readAllJsonFrom : readAllJson).all(after ?? 0, limit));
  }

  /** Synchronous read used by the subscription loop and analysts' streaming export. */
  readAllSync(after: number | null, limit: number, inclusive = false): RecordedEvent[] {
    const { readAll, readAllFrom } = this.statements;
    return (inclusive && after !== null ? readAllFrom : readAll).all(after ?? 0, limit).map(toRecorded);
  }

  /**
   * Rewrites the data of stored events of these types in place, positions and revisions unchanged:
   * only for sealing the personal values of events written before they were sealed. `rewrite`
   * answers the same object when nothing changes. The old text is zeroed where it was
   * (secure_delete) and the WAL checkpointed and truncated, so no copy stays in the files. Reads
   * from `after` on; answers how many were rewritten and the last position looked at.
   */
  async rewriteData(
    types: readonly string[],
    rewrite: (event: { readonly type: string; readonly data: unknown }) => Promise<unknown>,
    from: number | null = null,
  ): Promise<{ readonly rewritten: number; readonly upTo: number | null }> {
    const select = this.db.prepare<[string, number], { position: number; type: string; data: string }>(
      'SELECT position, type, data FROM events WHERE type IN (SELECT value FROM json_each(?)) AND position > ? ORDER BY position LIMIT 500',
    );
    const update = this.db.prepare<[string, number]>('UPDATE events SET data = ? WHERE position = ?');
    const write = this.db.transaction((changes: readonly (readonly [string, number])[]) => {
      for (const change of changes) update.run(...change);
    });
    const typeList = JSON.stringify(types);
    let rewritten = 0;
    let upTo = from;
    for (let after = from ?? 0; ;) {
      const rows = select.all(typeList, after);
      const last = rows.at(-1);
      if (last === undefined) break;
      after = last.position;
      upTo = last.position;
      const changes: (readonly [string, number])[] = [];
      for (const row of rows) {
        const data = JSON.parse(row.data) as unknown;
        const next = await rewrite({ type: row.type, data });
        if (next !== data) changes.push([JSON.stringify(next), row.position]);
      }
      if (changes.length > 0) write(changes);
      rewritten += changes.length;
    }
    if (rewritten > 0) this.db.pragma('wal_checkpoint(TRUNCATE)');
    return { rewritten, upTo };
  }

  headPosition(): Promise<number | null> {
    return Promise.resolve(this.statements.head.get()?.position ?? null);
  }

  subscribeToAll({ after, batchSize, onBatch }: SubscribeOptions): Subscription {
    const state = { stopped: false };
    let wake: (() => void) | null = null;
    const nudge = (): void => {
      wake?.();
    };
    this.appended.on('appended', nudge);
    this.watchFile(1);

    const run = async (): Promise<void> => {
      let from = after;
      while (!state.stopped) {
        // No await between this read and the wait below, so an append cannot slip in unnoticed.
        const events = this.readAllSync(from, batchSize);
        const last = events.at(-1);
        if (last !== undefined) {
          await onBatch({ events, checkpoint: last.position });
          from = last.position;
          continue;
        }
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
      }
    };
    const done = run().finally(() => {
      this.appended.off('appended', nudge);
      this.watchFile(-1);
    });
    return {
      done,
      stop: async () => {
        state.stopped = true;
        nudge();
        await done.catch(() => undefined);
      },
    };
  }

  /**
   * Appends by another process reach this one through a file-system watch on its doorbell file
   * (inotify), not a timer. The file, not its folder: a watch on the folder is told of every page
   * written to the database and its WAL (a hundred writes per projector commit under load), each
   * one waking this thread. The doorbell is made first when no writer has rung it yet (a store
   * only read, in a folder it may not write to, watches one that is there); a writer rings it in
   * place, so the watched file stays the same. A store that can neither watch nor make it (a
   * folder it may only read, before any writer rang) tries again each second until it can, and its
   * subscribers then look at the log once, for what was appended meanwhile.
   */
  private watchFile(delta: number): void {
    this.subscribers += delta;
    if (this.subscribers > 0 && this.watcher === null && this.file !== ':memory:') {
      try {
        if (!existsSync(this.doorbell)) closeSync(openSync(this.doorbell, 'a'));
        this.watcher = watch(this.doorbell, (change) => {
          if (change === 'rename') this.watchAgain();
          this.appended.emit('appended');
        });
      } catch {
        this.rewatch ??= setTimeout(() => {
          this.rewatch = null;
          this.watchAgain();
          this.appended.emit('appended');
        }, 1000).unref();
      }
    } else if (this.subscribers === 0 && this.watcher !== null) {
      this.watcher.close();
      this.watcher = null;
    }
  }

  /**
   * The watched doorbell was deleted (or replaced): a watch follows the file, so it would hear
   * nothing more. The doorbell at its name is watched instead (made if it is missing); the
   * subscribers then look at the log once, for what was rung between the two watches.
   */
  private watchAgain(): void {
    this.watcher?.close();
    this.watcher = null;
    if (!this.closed) this.watchFile(0);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // The appends already taken are committed and synced, and answered, before the file closes.
    if (this.pending.length > 0) this.flush(true);
    await this.wal.idle();
    if (this.rewatch !== null) clearTimeout(this.rewatch);
    this.watcher?.close();
    this.letGoOfDoorbell();
    this.wal.close();
    this.db.close();
  }
}
