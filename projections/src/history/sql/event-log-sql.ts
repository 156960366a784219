import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DuckDBInstance, StatementType, type DuckDBConnection, type Json } from '@duckdb/node-api';
import { currentSchemaVersion, PERSONAL_DATA, upcastEvent, type RecordedEvent } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { forAnalysts } from '../analyst-view.js';
import { NO_FILTER, scanEvents, toStoredJson } from '../event-filter.js';
import { EVENT_COLUMNS, EVENTS_TABLE, appendEventRow, createEventsTable } from './event-columns.js';
import { DEFAULT_SQL_LIMITS, SqlRefused, type SqlAnswer, type SqlLimits } from './sql-answer.js';

export { DEFAULT_SQL_LIMITS, SqlRefused, type SqlAnswer, type SqlLimits, type SqlRefusalCode } from './sql-answer.js';

/** Where the loaded log is kept between runs, and how much memory DuckDB may use for it. */
export interface SqlCopy {
  /**
   * A DuckDB file that keeps the loaded `events` table: the next run (or the next process) appends
   * only the events after its last one instead of loading the whole log again. Null: memory only.
   * A file another process holds (DuckDB opens a file in one process at a time) is not waited
   * for: that run loads into memory instead (`kept` says so).
   */
  readonly file: string | null;
  /** DuckDB's buffer limit; with a file, the table stays on disk beyond it. */
  readonly memoryLimit?: string;
}

/**
 * What a kept table was loaded with: the table's columns, each type's schema version (the upcast
 * shape) and the personal-data map (what is withheld). Code that changes any of them loads the
 * log again rather than mixing two shapes in one table.
 */
const COPY_FINGERPRINT = createHash('sha256')
  .update(
    JSON.stringify({
      columns: EVENT_COLUMNS,
      versions: [...PERSONAL_DATA.keys()].sort().map((type) => [type, currentSchemaVersion(type)]),
      personal: [...PERSONAL_DATA.entries()].sort(([a], [b]) => a.localeCompare(b)),
    }),
  )
  .digest('hex');

const DEFAULT_MEMORY_LIMIT = '512MB';

/**
 * SQL over the event log: DuckDB holding the log as the `events` table (see `event-columns.ts`),
 * each event upcast as the product reads it and with what the analyst role may not see withheld
 * (`forAnalysts`). The engine is opened without access to files or the network (no COPY, ATTACH,
 * INSTALL or file readers), and only a single SELECT is run, so a query can read the log and
 * nothing else, and change nothing. Before each query it appends what the log gained since its
 * last event; with a file (`SqlCopy`) the table outlives the process, so a new run appends only
 * what came after the last one.
 */
export class EventLogSql {
  private last: number | null = null;
  private catchingUp: Promise<void> = Promise.resolve();

  private constructor(
    private readonly store: EventStore,
    private readonly instance: DuckDBInstance,
    /** Whether the table is kept in the file asked for (false: in memory for this run only). */
    readonly kept: boolean,
  ) {}

  static async open(store: EventStore, copy: SqlCopy = { file: null }): Promise<EventLogSql> {
    const settings = {
      enable_external_access: 'false',
      autoinstall_known_extensions: 'false',
      autoload_known_extensions: 'false',
      memory_limit: copy.memoryLimit ?? DEFAULT_MEMORY_LIMIT,
    };
    const kept = copy.file === null ? null : await openFile(copy.file, settings);
    const instance = kept ?? (await DuckDBInstance.create(':memory:', settings));
    const sql = new EventLogSql(store, instance, kept !== null);
    const connection = await instance.connect();
    try {
      sql.last = await sql.keptPosition(connection);
      // The settings stay as opened: a query cannot turn file access back on.
      await connection.run('SET lock_configuration = true');
    } finally {
      connection.closeSync();
    }
    await sql.catchUp();
    return sql;
  }

  /**
   * The last event the table holds, when it was loaded by this code from this very log (the store
   * still has that event at that position); otherwise an empty table, to load from the start.
   */
  private async keptPosition(connection: DuckDBConnection): Promise<number | null> {
    const table = await connection.runAndReadAll(
      `SELECT comment FROM duckdb_tables() WHERE schema_name = 'main' AND table_name = '${EVENTS_TABLE}'`,
    );
    if (table.getRowsJson()[0]?.[0] === COPY_FINGERPRINT) {
      const lastRow = await connection.runAndReadAll(
        `SELECT position, event_id FROM ${EVENTS_TABLE} ORDER BY position DESC LIMIT 1`,
      );
      const [position, eventId] = lastRow.getRowsJson()[0] ?? [];
      if (position === undefined) return null;
      const [there] = await this.store.readAll({ after: Number(position), inclusive: true, limit: 1 });
      if (there?.position === Number(position) && there.metadata.eventId === eventId) return there.position;
    }
    await connection.run(`DROP TABLE IF EXISTS ${EVENTS_TABLE}`);
    await createEventsTable(connection);
    await connection.run(`COMMENT ON TABLE ${EVENTS_TABLE} IS '${COPY_FINGERPRINT}'`);
    return null;
  }

  /** Appends the events after the last one loaded; one catch-up at a time. */
  catchUp(): Promise<void> {
    const next = this.catchingUp.then(() => this.appendNew());
    this.catchingUp = next.catch(() => undefined);
    return next;
  }

  private async appendNew(): Promise<void> {
    const connection = await this.instance.connect();
    try {
      const appender = await connection.createAppender(EVENTS_TABLE);
      try {
        for await (const batch of scanEvents(this.store, NO_FILTER, { after: this.last, batchSize: 5000 })) {
          for (const event of batch.events) appendEventRow(appender, toStoredJson(forAnalysts(upcastEvent(event))));
          appender.flushSync();
          this.last = batch.scanned;
        }
      } finally {
        appender.closeSync();
      }
    } finally {
      connection.closeSync();
    }
  }

  /** Runs one read-only query over the log as it stands now, within the limits. */
  async query(sql: string, limits: SqlLimits = DEFAULT_SQL_LIMITS): Promise<SqlAnswer> {
    await this.catchUp();
    const connection = await this.instance.connect();
    const stopped = { timedOut: false };
    const timer = setTimeout(() => {
      stopped.timedOut = true;
      connection.interrupt();
    }, limits.timeoutMs);
    try {
      return await readOnlyAnswer(connection, sql, limits.maxRows);
    } catch (error) {
      if (error instanceof SqlRefused) throw error;
      if (stopped.timedOut)
        throw new SqlRefused('timed_out', `the query ran past ${limits.timeoutMs} ms and was stopped`);
      const message = error instanceof Error ? error.message : String(error);
      // The engine has no file access: a COPY or a file reader fails on that before it could run.
      if (/Permission Error/.test(message))
        throw new SqlRefused('not_read_only', `only the events table can be read: ${message}`);
      throw new SqlRefused('invalid_sql', message);
    } finally {
      clearTimeout(timer);
      connection.closeSync();
    }
  }

  /**
   * Every event of one correlation (a request and all it caused), in log order, as `forAnalysts`
   * shows it; each names its cause (`causationId`), so the chain can be drawn.
   */
  async correlated(correlationId: string, limit = 1000): Promise<RecordedEvent[]> {
    await this.catchUp();
    const connection = await this.instance.connect();
    try {
      const prepared = await connection.prepare(
        `SELECT position, stream, revision, type, version, strftime(time AT TIME ZONE 'UTC', '%Y-%m-%dT%H:%M:%S.%gZ'),
           event_id, creator_id, correlation_id, causation_id, data
         FROM ${EVENTS_TABLE} WHERE correlation_id = $1 ORDER BY position LIMIT $2`,
      );
      prepared.bindVarchar(1, correlationId);
      prepared.bindInteger(2, limit);
      const reader = await prepared.runAndReadAll();
      return reader.getRowsJson().map(recordedEvent);
    } finally {
      connection.closeSync();
    }
  }

  close(): void {
    this.instance.closeSync();
  }
}

/** The kept file, or null when it cannot be opened now (another process holds it). */
async function openFile(file: string, settings: Record<string, string>): Promise<DuckDBInstance | null> {
  mkdirSync(dirname(file), { recursive: true });
  try {
    return await DuckDBInstance.create(file, settings);
  } catch (error) {
    // Not `instanceof Error`: the engine's errors may come from another realm.
    if (/Could not set lock/i.test(String(error))) return null;
    throw error;
  }
}

async function readOnlyAnswer(connection: DuckDBConnection, sql: string, maxRows: number): Promise<SqlAnswer> {
  const statements = await connection.extractStatements(sql);
  if (statements.count !== 1) throw new SqlRefused('not_read_only', 'give exactly one SELECT statement');
  const prepared = await statements.prepare(0);
  if (prepared.statementType !== StatementType.SELECT)
    throw new SqlRefused('not_read_only', 'only SELECT queries are run: the log is read-only here');
  const reader = await prepared.streamAndReadUntil(maxRows + 1);
  const names = reader.columnNames();
  const rows = reader.getRowsJson();
  return {
    // An alias (JSON) says more than the type it stands on (VARCHAR).
    columns: names.map((name, i) => ({ name, type: reader.columnType(i).alias ?? String(reader.columnType(i)) })),
    rows: rows.slice(0, maxRows),
    truncated: rows.length > maxRows,
  };
}

const textOf = (value: Json | undefined): string => (typeof value === 'string' ? value : JSON.stringify(value ?? null));
const textOrNull = (value: Json | undefined): string | null =>
  value === null || value === undefined ? null : textOf(value);

/** A row of `events` as the event it was (data parsed back from its JSON text). */
function recordedEvent(row: readonly Json[]): RecordedEvent {
  const [position, stream, revision, type, version, time, eventId, creatorId, correlationId, causationId, data] = row;
  return {
    position: Number(position),
    streamId: textOf(stream),
    revision: Number(revision),
    type: textOf(type),
    version: Number(version),
    data: JSON.parse(textOf(data)) as unknown,
    metadata: {
      eventId: textOf(eventId),
      occurredAt: textOf(time),
      creatorId: textOrNull(creatorId),
      correlationId: textOf(correlationId),
      causationId: textOrNull(causationId),
    },
  };
}
