import type { DuckDBAppender, DuckDBConnection } from '@duckdb/node-api';
import type { StoredEventJson } from '@creators/storage';

/**
 * The typed `events` table the SQL queries and the Parquet export share: one row per event, in log
 * order. Positions are the store's own (opaque: compared and sorted, never subtracted).
 */
export const EVENT_COLUMNS = [
  ['position', 'BIGINT'],
  ['stream', 'VARCHAR'],
  ['revision', 'BIGINT'],
  ['type', 'VARCHAR'],
  ['version', 'INTEGER'],
  ['time', 'TIMESTAMPTZ'],
  ['event_id', 'VARCHAR'],
  ['creator_id', 'VARCHAR'],
  ['correlation_id', 'VARCHAR'],
  ['causation_id', 'VARCHAR'],
  ['data', 'JSON'],
] as const;

export const EVENTS_TABLE = 'events';

export async function createEventsTable(connection: DuckDBConnection): Promise<void> {
  await connection.run(
    `CREATE TABLE ${EVENTS_TABLE} (${EVENT_COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ')})`,
  );
}

interface IdMetadata {
  readonly eventId: string;
  readonly creatorId: string | null;
  readonly correlationId: string;
  readonly causationId: string | null;
}

const text = (appender: DuckDBAppender, value: string | null): void => {
  if (value === null) appender.appendNull();
  else appender.appendVarchar(value);
};

/** Appends one event as a row of `EVENT_COLUMNS` (data stays the JSON text it is stored as). */
export function appendEventRow(appender: DuckDBAppender, event: StoredEventJson): void {
  const metadata = JSON.parse(event.metadata) as IdMetadata;
  appender.appendBigInt(BigInt(event.position));
  appender.appendVarchar(event.streamId);
  appender.appendBigInt(BigInt(event.revision));
  appender.appendVarchar(event.type);
  appender.appendInteger(event.version);
  appender.appendVarchar(event.occurredAt);
  appender.appendVarchar(metadata.eventId);
  text(appender, metadata.creatorId);
  appender.appendVarchar(metadata.correlationId);
  text(appender, metadata.causationId);
  appender.appendVarchar(event.data);
  appender.endRow();
}
