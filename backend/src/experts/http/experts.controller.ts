import { ApiTags } from '@nestjs/swagger';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ExpertPage } from '@creators/contracts';
import { ExpertsQueryDto } from '../../platform/http/listing-query.dto.js';
import { DEFAULT_PAGE_SIZE } from '../../platform/http/page-query.dto.js';
import { Public } from '../../platform/public.decorator.js';
import { CachedRead } from '../../platform/read-cache/cached-read.decorator.js';
import { ListExperts } from '../queries/list-experts/list-experts.query.js';

@Public()
@ApiTags('experts')
@Controller('api/experts')
export class ExpertsController {
  constructor(private readonly queries: QueryBus) {}

  @CachedRead()
  @Get()
  list(@Query() query: ExpertsQueryDto): Promise<ExpertPage> {
    const { service, language, location, availability, currency } = query;
    return this.queries.execute(
      new ListExperts(
        { service, language, location, availability, currency },
        query.sort ?? 'newest',
        query.limit ?? DEFAULT_PAGE_SIZE,
        query.cursor ?? null,
      ),
    );
  }
}
