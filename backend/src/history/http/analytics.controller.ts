import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { EventCountsView, ReadModelProgressView, RecordedEvent, SqlAnswer } from '@creators/contracts';
import { RequireRole } from '../../platform/http/require-role.decorator.js';
import { CorrelatedEvents } from '../queries/correlated-events/correlated-events.query.js';
import { CountEvents } from '../queries/count-events/count-events.query.js';
import { ReadModelProgress } from '../queries/read-model-progress/read-model-progress.query.js';
import { RunSql } from '../queries/run-sql/run-sql.query.js';
import { EventCountsQueryDto } from './event-counts-query.dto.js';
import { SqlRequestDto } from './sql-request.dto.js';

/** The analysts' workbench: SQL over the log, counts, chains and the read models' progress (`API.md`). */
@ApiTags('history')
@Controller('api/analytics')
@RequireRole('analyst')
export class AnalyticsController {
  constructor(private readonly queries: QueryBus) {}

  /** A POST because a query is long, but it reads only: nothing is appended. */
  @Post('sql')
  @HttpCode(200)
  sql(@Body() body: SqlRequestDto): Promise<SqlAnswer> {
    return this.queries.execute(
      new RunSql(body.query, { maxRows: body.maxRows ?? 1000, timeoutMs: body.timeoutMs ?? 5000 }),
    );
  }

  @Get('event-counts')
  counts(@Query() query: EventCountsQueryDto): Promise<EventCountsView> {
    const { by, ...filter } = query;
    return this.queries.execute(new CountEvents(filter, by ?? 'day'));
  }

  @Get('correlations/:correlationId')
  @ApiParam({ name: 'correlationId', example: '6f1c2a9e-0000-4000-8000-000000000001' })
  correlation(@Param('correlationId') correlationId: string): Promise<{ items: RecordedEvent[] }> {
    return this.queries.execute(new CorrelatedEvents(correlationId));
  }

  @Get('read-models')
  readModels(): Promise<ReadModelProgressView> {
    return this.queries.execute(new ReadModelProgress());
  }
}
