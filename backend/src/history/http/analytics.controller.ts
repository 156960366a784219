import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type {
  AnalystJobStarted,
  AnalystJobView,
  AsOfBuildsView,
  EventCountsView,
  ReadModelProgressView,
  RecordedEvent,
  SqlAnswer,
} from '@creators/contracts';
import { RequireRole } from '../../platform/http/require-role.decorator.js';
import { StartAsOfBuild } from '../commands/start-as-of-build/start-as-of-build.command.js';
import { StartRebuild } from '../commands/start-rebuild/start-rebuild.command.js';
import { CurrentJob } from '../queries/current-job/current-job.query.js';
import { ListAsOfBuilds } from '../queries/list-as-of-builds/list-as-of-builds.query.js';
import { CorrelatedEvents } from '../queries/correlated-events/correlated-events.query.js';
import { CountEvents } from '../queries/count-events/count-events.query.js';
import { ReadModelProgress } from '../queries/read-model-progress/read-model-progress.query.js';
import { RunSql } from '../queries/run-sql/run-sql.query.js';
import { AsOfRequestDto } from './as-of-request.dto.js';
import { EventCountsQueryDto } from './event-counts-query.dto.js';
import { RebuildRequestDto } from './rebuild-request.dto.js';
import { SqlRequestDto } from './sql-request.dto.js';

/** The analysts' workbench: SQL over the log, counts, chains and the read models' progress (`API.md`). */
@ApiTags('history')
@Controller('api/analytics')
@RequireRole('analyst')
export class AnalyticsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

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

  /**
   * Starts building every read model as it stood at a moment, aside from the live ones (one job at
   * a time: 409 while one runs). Once complete, any GET of the API sent with `X-As-Of: <namespace>`
   * answers from it, and `/analytics/as-of/<namespace>/marketplace` shows its pages.
   */
  @Post('as-of')
  @HttpCode(202)
  buildAsOf(@Body() body: AsOfRequestDto): Promise<AnalystJobStarted> {
    return this.commands.execute(new StartAsOfBuild(body.asOf));
  }

  @Get('as-of')
  asOfBuilds(): Promise<AsOfBuildsView> {
    return this.queries.execute(new ListAsOfBuilds());
  }

  /** Rebuilds live read models without downtime (built aside, swapped in); one job at a time. */
  @Post('read-models/rebuild')
  @HttpCode(202)
  rebuild(@Body() body: RebuildRequestDto): Promise<AnalystJobStarted> {
    return this.commands.execute(new StartRebuild(body.models ?? []));
  }

  /** The analyst job running in this gateway, or the last one, with its progress. */
  @Get('job')
  job(): Promise<{ job: AnalystJobView | null }> {
    return this.queries.execute(new CurrentJob());
  }
}
