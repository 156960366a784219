import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AsOfInterceptor } from './as-of/as-of.interceptor.js';
import { StartAsOfBuildHandler } from './commands/start-as-of-build/start-as-of-build.handler.js';
import { StartRebuildHandler } from './commands/start-rebuild/start-rebuild.handler.js';
import { AnalystJobs } from './jobs/analyst-jobs.js';
import { CurrentJobHandler } from './queries/current-job/current-job.handler.js';
import { ListAsOfBuildsHandler } from './queries/list-as-of-builds/list-as-of-builds.handler.js';
import { AnalyticsController } from './http/analytics.controller.js';
import { EventsController } from './http/events.controller.js';
import { AnalystLog } from './queries/analyst-log.js';
import { EventLogSqlProvider } from './event-log-sql.provider.js';
import { CorrelatedEventsHandler } from './queries/correlated-events/correlated-events.handler.js';
import { CountEventsHandler } from './queries/count-events/count-events.handler.js';
import { ListEventsHandler } from './queries/list-events/list-events.handler.js';
import { ReadModelProgressHandler } from './queries/read-model-progress/read-model-progress.handler.js';
import { ReadStreamEventsHandler } from './queries/read-stream-events/read-stream-events.handler.js';
import { RunSqlHandler } from './queries/run-sql/run-sql.handler.js';
import { RoleGuard } from '../platform/http/role.guard.js';

/**
 * Event history for analysts (creators holding the analyst role): the raw log, SQL over it, counts
 * and progress, rebuilds, and the marketplace as it stood (as-of builds, read with `X-As-Of`).
 */
@Module({
  controllers: [EventsController, AnalyticsController],
  providers: [
    EventLogSqlProvider,
    ListEventsHandler,
    ReadStreamEventsHandler,
    RunSqlHandler,
    CorrelatedEventsHandler,
    CountEventsHandler,
    ReadModelProgressHandler,
    RoleGuard,
    AnalystLog,
    AnalystJobs,
    StartAsOfBuildHandler,
    StartRebuildHandler,
    ListAsOfBuildsHandler,
    CurrentJobHandler,
    { provide: APP_INTERCEPTOR, useClass: AsOfInterceptor },
  ],
})
export class HistoryModule {}
