import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { upcastEvent } from '@creators/contracts';
import type { StoredEventJson } from '@creators/storage';
import { FILTER_HELP, FILTER_OPTIONS, UsageError, choice, filterFrom, parsed } from '../cli-args.js';
import { scanEvents, scanStoredEvents, toStoredJson, type EventFilter } from '../event-filter.js';
import type { HistoryCommand, HistoryContext } from '../history-command.js';
import { fmt } from '../output.js';
import { ProgressBar } from '../progress-bar.js';
import { forAnalysts } from '../history-command.js';

export const EXPORT_FORMATS = ['ndjson', 'csv', 'parquet'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const CSV_COLUMNS = [
  'position',
  'streamId',
  'revision',
  'type',
  'version',
  'occurredAt',
  'eventId',
  'creatorId',
  'correlationId',
  'causationId',
  'data',
] as const;

const csvCell = (value: string | number | null): string => {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

interface CsvMetadata {
  readonly eventId: string;
  readonly creatorId: string | null;
  readonly correlationId: string;
  readonly causationId: string | null;
}

export function csvLine(e: StoredEventJson): string {
  const metadata = JSON.parse(e.metadata) as CsvMetadata;
  return (
    [
      e.position,
      e.streamId,
      e.revision,
      e.type,
      e.version,
      e.occurredAt,
      metadata.eventId,
      metadata.creatorId,
      metadata.correlationId,
      metadata.causationId,
      e.data,
    ]
      .map(csvCell)
      .join(',') + '\n'
  );
}

/**
 * One event per line, as stored (its own schema version unless upcast), fields in a fixed order.
 * Data and metadata are copied as the JSON text they are stored as, so nothing is parsed.
 */
export const ndjsonLine = (e: StoredEventJson): string =>
  `{"position":${e.position},"streamId":${JSON.stringify(e.streamId)},"revision":${e.revision},"type":${JSON.stringify(
    e.type,
  )},"version":${e.version},"data":${e.data},"metadata":${e.metadata}}\n`;

/** The matching events as stored, or (upcast) read, brought to their current shape and serialised again. */
async function* exportBatches(
  context: Pick<HistoryContext, 'events'>,
  options: ExportOptions,
): AsyncGenerator<{ events: StoredEventJson[]; scanned: number }> {
  const batchSize = options.batchSize ?? 2000;
  if (options.upcast !== true) {
    yield* scanStoredEvents(context.events, options.filter, { batchSize });
    return;
  }
  for await (const batch of scanEvents(context.events, options.filter, { batchSize }))
    yield { events: batch.events.map((event) => toStoredJson(upcastEvent(event))), scanned: batch.scanned };
}

export interface ExportOptions {
  readonly filter: EventFilter;
  readonly format: ExportFormat;
  /** Write events in their current shape rather than as stored. */
  readonly upcast?: boolean;
  readonly batchSize?: number;
  /** Told after each batch: how far the scan got, and how many events were written. */
  readonly onProgress?: (scanned: number, written: number) => void;
}

/**
 * Streams the matching events to `sink`, a batch at a time, waiting for the sink to drain before
 * reading on: memory stays at one batch however long the log. Answers the number written.
 */
export async function exportEvents(
  context: Pick<HistoryContext, 'events'>,
  sink: Writable,
  options: ExportOptions & { readonly format: 'ndjson' | 'csv' },
): Promise<number> {
  const line = options.format === 'csv' ? csvLine : ndjsonLine;
  if (options.format === 'csv') sink.write(`${CSV_COLUMNS.join(',')}\n`);
  let written = 0;
  for await (const batch of exportBatches(context, options)) {
    let chunk = '';
    for (const event of batch.events) chunk += line(event);
    written += batch.events.length;
    if (chunk !== '' && !sink.write(chunk)) await once(sink, 'drain');
    options.onProgress?.(batch.scanned, written);
  }
  return written;
}

const OPTIONS = {
  ...FILTER_OPTIONS,
  out: { type: 'string', short: 'o' },
  format: { type: 'string' },
  upcast: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const exportCommand: HistoryCommand = {
  name: 'export',
  summary: 'write a filtered range of events to a file as NDJSON, CSV or Parquet (streaming)',
  help: `Usage: npm run history -- export --out FILE [--format ndjson|csv|parquet] [filters]

Writes the matching events, in log order, to FILE (\`-\` for stdout), as NDJSON (one event per
line, as stored: position, streamId, revision, type, version, data, metadata) or CSV (a header,
then one row per event; data as JSON) or Parquet (the columns of \`history sql\`'s events table:
position, stream, revision, type, version, time, event_id, creator_id, correlation_id,
causation_id, data; for notebooks: pandas, polars, DuckDB). Streams in constant memory however many events match,
draws a progress bar on stderr, and prints the count at the end. The file appears only once
complete (it is written as FILE.partial, then renamed).

Options:
  -o, --out FILE         where to write (required); - writes to stdout
  --format F             ndjson (default, or from a .csv / .parquet FILE name), csv or parquet
                         (parquet needs a FILE, not -)
  --upcast               write each event in its current schema version instead of as stored

${FILTER_HELP}

Examples:
  npm run history -- export --out templates.ndjson --stream-prefix template-
  npm run history -- export --out march.csv --from 2026-03-01 --to 2026-03-31 --type TemplatePublished`,

  async run(args, given) {
    const context = forAnalysts(given);
    const { values } = parsed(() => parseArgs({ args: [...args], options: OPTIONS, strict: true }));
    const filter = filterFrom(values);
    const out = values.out;
    if (out === undefined || out === '') throw new UsageError('--out FILE is required (- for stdout)');
    const byName = out.endsWith('.csv') ? 'csv' : out.endsWith('.parquet') ? 'parquet' : 'ndjson';
    const format = choice(values.format, '--format', EXPORT_FORMATS, byName);
    const toStdout = out === '-';
    if (toStdout && format === 'parquet') throw new UsageError('--format parquet writes a file: give --out FILE');
    const report = toStdout ? context.err : context.out;

    const head = (await context.events.headPosition()) ?? 0;
    // The bar shows how far through the span of positions the scan is: a share of the log's events
    // on SQLite, of its bytes on EventStoreDB. No position is worked out from it.
    const first = filter.fromPosition ?? 0;
    const last = Math.min(head, filter.toPosition ?? head);
    const bar = new ProgressBar(context.err, 'export', Math.max(0, last - first));

    const partial = `${out}.partial`;
    const started = performance.now();
    const onProgress = (scanned: number, count: number): void => {
      bar.update(scanned - first, count);
    };
    const upcast = values.upcast === true;
    if (format === 'parquet') {
      const written = await writeParquetFile(context, { filter, format, upcast, onProgress }, out);
      bar.finish();
      report.write(summary(written, out, format, started));
      return;
    }
    const sink = toStdout ? process.stdout : createWriteStream(partial);
    let written: number;
    try {
      written = await exportEvents(context, sink, { filter, format, upcast, onProgress });
      bar.finish();
      if (!toStdout) {
        sink.end();
        await finished(sink);
        await rename(partial, out);
      }
    } catch (error) {
      if (!toStdout) {
        sink.destroy();
        await rm(partial, { force: true });
      }
      throw error;
    }
    report.write(summary(written, toStdout ? 'stdout' : out, format, started));
  },
};

function summary(written: number, where: string, format: ExportFormat, started: number): string {
  const seconds = (performance.now() - started) / 1000;
  return (
    `exported ${fmt(written)} events to ${where} (${format}) in ${fmt(seconds, 1)} s` +
    ` (${fmt(written / Math.max(seconds, 0.001))} events/s)\n`
  );
}

/**
 * The matching events as a Parquet file at `out`, appearing only once complete: written as NDJSON
 * beside it (the fast path, no parsing), then turned into Parquet by DuckDB as a stream.
 */
export async function writeParquetFile(
  context: Pick<HistoryContext, 'events'>,
  options: ExportOptions,
  out: string,
): Promise<number> {
  const lines = `${out}.ndjson.partial`;
  const partial = `${out}.partial`;
  try {
    const sink = createWriteStream(lines);
    const written = await exportEvents(context, sink, { ...options, format: 'ndjson' });
    sink.end();
    await finished(sink);
    // Loaded when asked, as `sql` loads it: DuckDB's native module is for Parquet alone here.
    const { ndjsonToParquet } = await import('../sql/parquet-export.js');
    await ndjsonToParquet(lines, partial);
    await rename(partial, out);
    return written;
  } finally {
    await rm(lines, { force: true });
    await rm(partial, { force: true });
  }
}
