import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlAnswer } from '@creators/contracts';
import { SqlRefused, type SqlRefusalCode } from '@creators/projections';
import { EventLogSqlProvider } from '../../event-log-sql.provider.js';
import { historyError, type HistoryErrorCode } from '../../history.errors.js';
import { RunSql } from './run-sql.query.js';

const REFUSALS: Readonly<Record<SqlRefusalCode, HistoryErrorCode>> = {
  invalid_sql: 'invalid_query',
  not_read_only: 'query_not_read_only',
  timed_out: 'query_timed_out',
};

@QueryHandler(RunSql)
export class RunSqlHandler implements IQueryHandler<RunSql, SqlAnswer> {
  constructor(private readonly log: EventLogSqlProvider) {}

  async execute({ sql, limits }: RunSql): Promise<SqlAnswer> {
    const engine = await this.log.sql();
    try {
      return await engine.query(sql, limits);
    } catch (error) {
      if (error instanceof SqlRefused) throw historyError(REFUSALS[error.code], error.message);
      throw error;
    }
  }
}
