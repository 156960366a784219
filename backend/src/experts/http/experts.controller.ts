import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExpertPage } from '@creators/contracts';
import { cacheFor } from '../../platform/http/cache.js';
import { ExpertsQueryDto } from '../../platform/http/listing-query.dto.js';
import { DEFAULT_PAGE_SIZE } from '../../platform/http/page-query.dto.js';
import { Public } from '../../platform/public.decorator.js';
import { ListExperts } from '../queries/list-experts.query.js';

@Public()
@Controller('api/experts')
export class ExpertsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(
    @Query() query: ExpertsQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ExpertPage> {
    cacheFor(request, reply, 30);
    const { service, language, location } = query;
    return this.queries.execute(
      new ListExperts({ service, language, location }, query.limit ?? DEFAULT_PAGE_SIZE, query.cursor ?? null),
    );
  }
}
