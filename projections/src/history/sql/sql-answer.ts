import type { Json } from '@duckdb/node-api';

/**
 * What a question to the log's SQL copy is limited by and answers, apart from the engine itself:
 * a command that only names them does not load DuckDB's native module.
 */

/** Why a query got no answer; the gateway maps each code to one HTTP answer. */
export type SqlRefusalCode = 'invalid_sql' | 'not_read_only' | 'timed_out';

export class SqlRefused extends Error {
  constructor(
    readonly code: SqlRefusalCode,
    message: string,
  ) {
    super(message);
    this.name = 'SqlRefused';
  }
}

export interface SqlLimits {
  /** The query is interrupted after this long. */
  readonly timeoutMs: number;
  /** At most this many rows are answered; `truncated` says when there were more. */
  readonly maxRows: number;
}

export const DEFAULT_SQL_LIMITS: SqlLimits = { timeoutMs: 10_000, maxRows: 10_000 };

export interface SqlAnswer {
  readonly columns: readonly { readonly name: string; readonly type: string }[];
  /** Values as JSON: BIGINTs and times as text, JSON columns as their text. */
  readonly rows: readonly (readonly Json[])[];
  readonly truncated: boolean;
}
