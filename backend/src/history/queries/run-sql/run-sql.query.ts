import { Query } from '@nestjs/cqrs';
import type { SqlAnswer } from '@creators/contracts';
import type { SqlLimits } from '@creators/projections';

/** One read-only SELECT over the log's `events` table, within limits. */
export class RunSql extends Query<SqlAnswer> {
  constructor(
    readonly sql: string,
    readonly limits: SqlLimits,
  ) {
    super();
  }
}
