import { Module } from '@nestjs/common';
import { EventsController } from './http/events.controller.js';
import { AnalystLog } from './queries/analyst-log.js';
import { ListEventsHandler } from './queries/list-events/list-events.handler.js';
import { ReadStreamEventsHandler } from './queries/read-stream-events/read-stream-events.handler.js';
import { RoleGuard } from '../platform/http/role.guard.js';

/** Event history for analysts: the raw log over HTTP, for creators holding the analyst role. */
@Module({
  controllers: [EventsController],
  providers: [ListEventsHandler, ReadStreamEventsHandler, RoleGuard, AnalystLog],
})
export class HistoryModule {}
