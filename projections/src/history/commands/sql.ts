import { parseArgs } from 'node:util';
import type { Json } from '@duckdb/node-api';
import { CommandFailed, UsageError, intOption, parsed } from '../cli-args.js';
import type { HistoryCommand } from '../history-command.js';
import { table } from '../output.js';
import { DEFAULT_SQL_LIMITS, SqlRefused, type SqlAnswer } from '../sql/sql-answer.js';

const OPTIONS = {
  csv: { type: 'boolean' },
  'max-rows': { type: 'string' },
  'timeout-ms': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const cellText = (value: Json): string =>
  value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

const csvCell = (value: Json): string => {
  const text = cellText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export function answerCsv(answer: SqlAnswer): string {
  const lines = [answer.columns.map((c) => csvCell(c.name)), ...answer.rows.map((row) => row.map(csvCell))];
  return lines.map((cells) => `${cells.join(',')}\n`).join('');
}

export function answerTable(answer: SqlAnswer): string {
  const numeric = answer.columns.flatMap((c, i) => (/INT|DOUBLE|FLOAT|DECIMAL/.test(c.type) ? [i] : []));
  return table(
    answer.columns.map((c) => c.name),
    answer.rows.map((row) => row.map(cellText)),
    numeric,
  );
}

export const sqlCommand: HistoryCommand = {
  name: 'sql',
  summary: 'ask the log anything in SQL (DuckDB): read-only, over a typed events table',
  help: `Usage: npm run history -- sql "<query>" [--csv] [--max-rows N] [--timeout-ms MS]

Runs one SELECT over the whole log, loaded into an embedded DuckDB as the table \`events\`, one row
per event in log order, each upcast to its current schema version as the product reads it, with
personal values withheld as the analyst role sees them:

  position BIGINT, stream VARCHAR, revision BIGINT, type VARCHAR, version INTEGER, time TIMESTAMPTZ,
  event_id VARCHAR, creator_id VARCHAR, correlation_id VARCHAR, causation_id VARCHAR, data JSON

Only a single SELECT runs: anything that writes, attaches, copies, installs or reads files is
refused. Positions are the store's own: compare and sort them, never subtract them.

The loaded table is kept in DATA_DIR/history/sql-events.duckdb (on disk, DuckDB's memory capped
at 512 MB), so a run loads only the events appended since the last run; it is loaded again from
the start when the log or this tool's event shapes changed. It holds no personal values.

Options:
  --csv                  print CSV instead of a table
  --max-rows N           answer at most N rows (default ${DEFAULT_SQL_LIMITS.maxRows}); a note on stderr says when there were more
  --timeout-ms MS        stop the query after MS milliseconds (default ${DEFAULT_SQL_LIMITS.timeoutMs})

Examples:
  npm run history -- sql "SELECT type, count(*) AS n FROM events GROUP BY type ORDER BY n DESC"
  npm run history -- sql "SELECT date_trunc('day', time) AS day, count(*) FROM events GROUP BY day ORDER BY day" --csv
  npm run history -- sql "SELECT data->>'slug' AS slug FROM events WHERE type = 'TemplatePublished'"`,

  async run(args, context) {
    const { values, positionals } = parsed(() =>
      parseArgs({ args: [...args], options: OPTIONS, strict: true, allowPositionals: true }),
    );
    const [query, ...extra] = positionals;
    if (query === undefined || query.trim() === '') throw new UsageError('give the query, quoted: sql "SELECT ..."');
    if (extra.length > 0) throw new UsageError('give the query as one quoted argument');
    const limits = {
      maxRows: intOption(values['max-rows'], '--max-rows', DEFAULT_SQL_LIMITS.maxRows, 1, 1_000_000),
      timeoutMs: intOption(values['timeout-ms'], '--timeout-ms', DEFAULT_SQL_LIMITS.timeoutMs, 1, 3_600_000),
    };
    // Loaded when asked: DuckDB's native module would cost every other command a tenth of a second.
    const { EventLogSql } = await import('../sql/event-log-sql.js');
    const sql = await EventLogSql.open(context.events, { file: context.sqlCopyFile ?? null });
    if (context.sqlCopyFile !== undefined && !sql.kept)
      context.err.write('another run holds the kept copy of the log: loaded into memory for this run\n');
    try {
      const answer = await sql.query(query, limits);
      context.out.write(values.csv === true ? answerCsv(answer) : answerTable(answer));
      context.err.write(
        `${answer.rows.length} rows${answer.truncated ? ` (stopped at --max-rows ${limits.maxRows}; there are more)` : ''}\n`,
      );
    } catch (error) {
      if (error instanceof SqlRefused) throw new CommandFailed(error.message);
      throw error;
    } finally {
      sql.close();
    }
  },
};
