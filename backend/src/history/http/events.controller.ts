import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { EventPage } from '@creators/contracts';
import { API_EXAMPLES } from '../../platform/http/openapi.js';
import { DEFAULT_PAGE_SIZE, PageQueryDto } from '../../platform/http/page-query.dto.js';
import { ListEvents } from '../queries/list-events/list-events.query.js';
import { ReadStreamEvents } from '../queries/read-stream-events/read-stream-events.query.js';
import { RequireRole } from '../../platform/http/require-role.decorator.js';
import { type Actor, CurrentActor } from '../../platform/http/request-context.js';
import { EventsQueryDto } from './events-query.dto.js';

/**
 * The raw event log for analysts: `API.md`, "Event history". People's personal values are hidden
 * (ids only) unless the analyst also holds the `personal-data` role.
 */
@ApiTags('history')
@Controller('api/events')
@RequireRole('analyst')
export class EventsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(@Query() query: EventsQueryDto, @CurrentActor() actor: Actor): Promise<EventPage> {
    const { limit, cursor, ...filter } = query;
    return this.queries.execute(new ListEvents(filter, limit ?? DEFAULT_PAGE_SIZE, cursor ?? null, actor.creatorId));
  }

  @Get('streams/:stream')
  @ApiParam({ name: 'stream', example: API_EXAMPLES.stream })
  stream(
    @Param('stream') stream: string,
    @Query() page: PageQueryDto,
    @CurrentActor() actor: Actor,
  ): Promise<EventPage> {
    return this.queries.execute(
      new ReadStreamEvents(stream, page.limit ?? DEFAULT_PAGE_SIZE, page.cursor ?? null, actor.creatorId),
    );
  }
}
