import { Module } from '@nestjs/common';
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

/** Event history for analysts (creators holding the analyst role): the raw log, SQL over it, counts and progress. */
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
  ],
})
export class HistoryModule {}
