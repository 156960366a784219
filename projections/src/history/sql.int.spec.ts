import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { jest } from '@jest/globals';
import type { RecordedEvent } from '@creators/contracts';
import type { SqliteDocumentStore, SqliteEventStore } from '@creators/storage';
import { INTEGRATION_TEST_MS } from '@creators/storage/testing';
import { HIDDEN_TEXT as WITHHELD } from '@creators/contracts';
import { runHistory } from './run-history.js';
import { appendLog, historyContext, historyLog, readLog, tempStores, TextOutput } from './testing/history-log.js';

jest.setTimeout(INTEGRATION_TEST_MS);

describe('history sql and Parquet export on a generated log', () => {
  let file: string;
  let events: SqliteEventStore;
  let documents: SqliteDocumentStore;
  let log: RecordedEvent[];

  beforeAll(async () => {
    ({ file, events, documents } = tempStores());
    // Prices at schema version 1 for the first half: the SQL view must show them upcast.
    await appendLog(events, historyLog({ days: 10, itemsPerDay: 6, prices: 'mixed' }));
    log = await readLog(events);
  });
  afterAll(async () => {
    await events.close();
    await documents.close();
  });

  async function history(argv: string[]): Promise<{ status: number; out: string; err: string }> {
    const context = { ...historyContext({ events, documents }), err: new TextOutput(false) };
    const status = await runHistory(argv, () => Promise.resolve({ ...context, close: async () => undefined }), context);
    return { status, out: context.out.text, err: context.err.text };
  }
  const csvRows = (out: string): string[][] =>
    out
      .trim()
      .split('\n')
      .map((line) => line.split(','));

  it('answers events per type per day with the same numbers as history stats, as CSV', async () => {
    const sql = await history([
      'sql',
      "SELECT strftime(time, '%Y-%m-%d') AS period, type, count(*) AS count FROM events GROUP BY ALL ORDER BY period, count DESC, type",
      '--csv',
    ]);
    expect(sql.status).toBe(0);
    const stats = await history(['stats', '--csv', '--source', 'log']);
    const asSet = (rows: string[][]): Set<string> => new Set(rows.slice(1).map((row) => row.join(',')));
    expect(csvRows(sql.out)[0]).toEqual(['period', 'type', 'count']);
    expect(asSet(csvRows(sql.out))).toEqual(asSet(csvRows(stats.out)));
    expect(csvRows(sql.out).length - 1).toBeGreaterThan(20);
  });

  it('holds the log as a typed events table, one row per event in log order, as a table', async () => {
    const columns = await history([
      'sql',
      "SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'events' ORDER BY ordinal_position",
      '--csv',
    ]);
    expect(csvRows(columns.out).slice(1)).toEqual([
      ['position', 'BIGINT'],
      ['stream', 'VARCHAR'],
      ['revision', 'BIGINT'],
      ['type', 'VARCHAR'],
      ['version', 'INTEGER'],
      ['time', 'TIMESTAMP WITH TIME ZONE'],
      ['event_id', 'VARCHAR'],
      ['creator_id', 'VARCHAR'],
      ['correlation_id', 'VARCHAR'],
      ['causation_id', 'VARCHAR'],
      ['data', 'JSON'],
    ]);
    const rows = await history(['sql', 'SELECT position, stream, type, correlation_id FROM events ORDER BY position']);
    const lines = rows.out.trim().split('\n');
    expect(lines[0]).toMatch(/^\s*position\s+stream\s+type\s+correlation_id$/);
    expect(lines.slice(2).map((line) => line.trim().split(/\s+/))).toEqual(
      log.map((e) => [String(e.position), e.streamId, e.type, e.metadata.correlationId]),
    );
    expect(rows.err).toContain(`${log.length} rows`);
  });

  it('shows events upcast as the product reads them, and withholds personal values', async () => {
    const stored = log.filter((e) => e.type === 'ComponentCreated');
    expect(stored.some((e) => e.version === 1)).toBe(true);
    const prices = await history([
      'sql',
      "SELECT DISTINCT version, data->'fields'->'price'->>'currency' AS currency FROM events WHERE type = 'ComponentCreated'",
      '--csv',
    ]);
    expect(csvRows(prices.out).slice(1)).toEqual([['2', 'USD']]);

    const people = await history([
      'sql',
      "SELECT data->>'handle' AS handle, data->>'name' AS name FROM events WHERE type = 'CreatorSignedUp' ORDER BY position",
      '--csv',
    ]);
    const signUps = log.filter((e) => e.type === 'CreatorSignedUp');
    expect(signUps.length).toBeGreaterThan(0);
    expect(csvRows(people.out).slice(1)).toEqual(signUps.map((e) => [(e.data as { handle: string }).handle, WITHHELD]));
    expect(people.out).not.toContain((signUps[0]?.data as { name: string }).name);
  });

  it('refuses anything that writes, attaches, copies or reads files, and the log stays whole', async () => {
    const outside = join(dirname(file), 'copied.csv');
    for (const query of [
      'DELETE FROM events',
      'CREATE TABLE copy AS SELECT * FROM events',
      'INSERT INTO events SELECT * FROM events',
      `COPY events TO '${outside}'`,
      "ATTACH ':memory:' AS other",
      'INSTALL sqlite',
      `SELECT * FROM read_csv('${file}')`,
      'SELECT 1; DROP TABLE events',
      'SET enable_external_access = true',
    ]) {
      const refused = await history(['sql', query]);
      expect({ query, status: refused.status }).toEqual({ query, status: 1 });
      expect(refused.out).toBe('');
    }
    expect(existsSync(outside)).toBe(false);
    const count = await history(['sql', 'SELECT count(*) AS n FROM events', '--csv']);
    expect(csvRows(count.out)[1]).toEqual([String(log.length)]);
  });

  it('stops a query at its time limit and answers at most --max-rows rows', async () => {
    const slow = await history(['sql', 'SELECT count(*) FROM range(1000000000000) AS a', '--timeout-ms', '300']);
    expect(slow.status).toBe(1);
    expect(slow.err).toContain('was stopped');

    const capped = await history(['sql', 'SELECT position FROM events ORDER BY position', '--csv', '--max-rows', '5']);
    expect(csvRows(capped.out).slice(1)).toEqual(log.slice(0, 5).map((e) => [String(e.position)]));
    expect(capped.err).toContain('there are more');
  });

  it("refuses SQL it cannot parse with the engine's words, and a missing query as a usage error", async () => {
    const bad = await history(['sql', 'SELEC nothing']);
    expect(bad.status).toBe(1);
    expect(bad.err).toMatch(/syntax error/i);
    expect((await history(['sql'])).status).toBe(2);
  });

  it('exports Parquet with the same columns, which a Parquet reader reads back whole', async () => {
    const out = join(dirname(file), 'log.parquet');
    const exported = await history(['export', '--out', out, '--type', 'TemplatePublished,CreatorSignedUp']);
    expect(exported.status).toBe(0);
    expect(exported.out).toContain('(parquet)');
    expect(existsSync(`${out}.partial`)).toBe(false);

    const reader = await DuckDBInstance.create(':memory:');
    const connection = await reader.connect();
    try {
      const read = await connection.runAndReadAll(`SELECT * FROM read_parquet('${out}') ORDER BY position`);
      expect(read.columnNames()).toEqual([
        'position',
        'stream',
        'revision',
        'type',
        'version',
        'time',
        'event_id',
        'creator_id',
        'correlation_id',
        'causation_id',
        'data',
      ]);
      const expected = log.filter((e) => e.type === 'TemplatePublished' || e.type === 'CreatorSignedUp');
      const rows = read.getRowObjectsJson();
      expect(
        rows.map((r) => [
          Number(r.position),
          r.stream,
          r.type,
          r.event_id,
          typeof r.data === 'string' ? (JSON.parse(r.data) as unknown) : r.data,
        ]),
      ).toEqual(expected.map((e) => [e.position, e.streamId, e.type, e.metadata.eventId, e.data]));
      const times = await connection.runAndReadAll(
        `SELECT strftime(time AT TIME ZONE 'UTC', '%Y-%m-%dT%H:%M:%S.%gZ') AS t FROM read_parquet('${out}') ORDER BY position`,
      );
      expect(times.getRowObjectsJson().map((r) => r.t)).toEqual(expected.map((e) => e.metadata.occurredAt));
    } finally {
      connection.closeSync();
      reader.closeSync();
    }
    expect((await history(['export', '--out', '-', '--format', 'parquet'])).status).toBe(2);
  });
});
