import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { EventPage } from '@creators/contracts';
import { API_EXAMPLES } from '../../platform/http/openapi.js';
import { DEFAULT_PAGE_SIZE, PageQueryDto } from '../../platform/http/page-query.dto.js';
import { ListEvents } from '../queries/list-events/list-events.query.js';
import { ReadStreamEvents } from '../queries/read-stream-events/read-stream-events.query.js';
import { RequireRole } from '../../platform/http/require-role.decorator.js';
import { EventsQueryDto } from './events-query.dto.js';

/** The event log for analysts, as stored but with personal values withheld (`forAnalysts`): `API.md`, "Event history". */
@ApiTags('history')
@Controller('api/events')
@RequireRole('analyst')
export class EventsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(@Query() query: EventsQueryDto): Promise<EventPage> {
    const { limit, cursor, ...filter } = query;
    return this.queries.execute(new ListEvents(filter, limit ?? DEFAULT_PAGE_SIZE, cursor ?? null));
  }

  @Get('streams/:stream')
  @ApiParam({ name: 'stream', example: API_EXAMPLES.stream })
  stream(@Param('stream') stream: string, @Query() page: PageQueryDto): Promise<EventPage> {
    return this.queries.execute(new ReadStreamEvents(stream, page.limit ?? DEFAULT_PAGE_SIZE, page.cursor ?? null));
  }
}
