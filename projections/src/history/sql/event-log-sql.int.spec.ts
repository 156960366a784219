import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { jest } from '@jest/globals';
import type { ReadAllOptions, SqliteDocumentStore, SqliteEventStore } from '@creators/storage';
import { INTEGRATION_TEST_MS, startProcess, tempDir } from '@creators/storage/testing';
import { appendLog, historyLog, tempStores } from '../testing/history-log.js';
import { EventLogSql } from './event-log-sql.js';

jest.setTimeout(INTEGRATION_TEST_MS);

describe('the kept copy of the log that history sql and the gateway query', () => {
  let events: SqliteEventStore;
  let documents: SqliteDocumentStore;
  let copy: string;
  /** Events the log handed out since the last look. */
  let read = 0;

  beforeAll(() => {
    ({ events, documents } = tempStores());
    copy = join(tempDir('sql-copy-'), 'history', 'sql-events.duckdb');
    const readAll = events.readAll.bind(events);
    jest.spyOn(events, 'readAll').mockImplementation(async (options: ReadAllOptions) => {
      const batch = await readAll(options);
      read += batch.length;
      return batch;
    });
  });
  afterAll(async () => {
    await events.close();
    await documents.close();
  });

  const count = async (sql: EventLogSql): Promise<number> =>
    Number((await sql.query('SELECT count(*) FROM events')).rows[0]?.[0]);
  const opened = async (): Promise<{ sql: EventLogSql; read: number }> => {
    read = 0;
    const sql = await EventLogSql.open(events, { file: copy });
    return { sql, read };
  };

  it('loads the log once, then each new run appends only the events after its last one', async () => {
    const entries = historyLog({ days: 6, itemsPerDay: 5 });
    const half = Math.floor(entries.length / 2);
    await appendLog(events, entries, 0, half);
    const first = await opened();
    expect(first.sql.kept).toBe(true);
    expect(await count(first.sql)).toBe(half);
    expect(first.read).toBe(half);
    first.sql.close();

    await appendLog(events, entries, half);
    const second = await opened();
    // The kept table's last event is checked against the log (one event), then only the rest is read.
    expect(second.read).toBe(entries.length - half + 1);
    expect(await count(second.sql)).toBe(entries.length);
    const positions = await second.sql.query('SELECT count(DISTINCT position) = count(*) FROM events');
    expect(positions.rows[0]?.[0]).toBe(true);
    second.sql.close();
  });

  it('loads again from the start a table written by other code (its fingerprint differs)', async () => {
    const instance = await DuckDBInstance.create(copy);
    const connection = await instance.connect();
    await connection.run("COMMENT ON TABLE events IS 'an older shape'");
    connection.closeSync();
    instance.closeSync();

    const total = (await events.headPosition()) ?? 0;
    const again = await opened();
    expect(again.read).toBe(total);
    expect(await count(again.sql)).toBe(total);
    again.sql.close();
  });

  it('loads again from the start a table of another log', async () => {
    const other = tempStores();
    try {
      await appendLog(other.events, historyLog({ days: 2, itemsPerDay: 3, firstDay: '2026-05-01' }));
      const sql = await EventLogSql.open(other.events, { file: copy });
      const theirs = (await other.events.headPosition()) ?? 0;
      expect(await count(sql)).toBe(theirs);
      const latest = await sql.query("SELECT min(time) >= TIMESTAMPTZ '2026-05-01' FROM events");
      expect(latest.rows[0]?.[0]).toBe(true);
      sql.close();
    } finally {
      await other.events.close();
      await other.documents.close();
    }
  });

  it('loads into memory for this run when another process holds the kept file', async () => {
    // DuckDB's own lock: a second process cannot open the file while the first has it.
    const holder = startProcess(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { DuckDBInstance } = await import('@duckdb/node-api');
         await DuckDBInstance.create(${JSON.stringify(copy)});
         console.log('holding');
         setInterval(() => undefined, 1000);`,
      ],
      { cwd: import.meta.dirname },
    );
    try {
      await holder.waitForStdout(/holding/);
      const sql = await EventLogSql.open(events, { file: copy });
      expect(sql.kept).toBe(false);
      expect(await count(sql)).toBe((await events.headPosition()) ?? 0);
      sql.close();
    } finally {
      await holder.stop();
    }
  });
});
