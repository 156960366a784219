import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { EVENTS_TABLE, appendEventRow, createEventsTable } from './event-columns.js';
import type { StoredEventJson } from '@creators/storage';

/**
 * Writes events as a Parquet file with the columns of the SQL `events` table. The rows go through a
 * DuckDB database on disk in a folder of its own (its memory capped, so a long log spills to disk
 * rather than growing the process), then one COPY writes the file; the folder is removed after.
 */
export async function writeParquet(
  batches: AsyncIterable<{ readonly events: readonly StoredEventJson[]; readonly scanned: number }>,
  file: string,
  onBatch: (scanned: number, written: number) => void,
): Promise<number> {
  const folder = await mkdtemp(join(tmpdir(), 'history-parquet-'));
  const instance = await DuckDBInstance.create(join(folder, 'export.duckdb'), {
    memory_limit: '256MB',
    temp_directory: join(folder, 'spill'),
    autoinstall_known_extensions: 'false',
    autoload_known_extensions: 'false',
  });
  try {
    const connection = await instance.connect();
    try {
      await createEventsTable(connection);
      const appender = await connection.createAppender(EVENTS_TABLE);
      let written = 0;
      try {
        for await (const batch of batches) {
          for (const event of batch.events) appendEventRow(appender, event);
          appender.flushSync();
          written += batch.events.length;
          onBatch(batch.scanned, written);
        }
      } finally {
        appender.closeSync();
      }
      await connection.run(
        `COPY (SELECT * FROM ${EVENTS_TABLE} ORDER BY position) TO '${file.replaceAll("'", "''")}' (FORMAT parquet, COMPRESSION zstd)`,
      );
      return written;
    } finally {
      connection.closeSync();
    }
  } finally {
    instance.closeSync();
    await rm(folder, { recursive: true, force: true });
  }
}
