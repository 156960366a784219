import { Controller, Get } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CollectionPageView } from '@creators/contracts';
import { RequireRole } from '../../platform/http/require-role.decorator.js';
import { RateLimiter } from '../../platform/rate-limits.js';
import { GetCollectionPages } from '../queries/collection-pages/collection-pages.query.js';
import { CollectionSteps } from './collection-steps.js';

/** Featured collections, which moderators curate for the home: drafts until published. */
@ApiTags('moderation')
@RequireRole('moderator')
@Controller('api/moderation/collections')
export class FeaturedCollectionsController extends CollectionSteps {
  protected readonly scope = 'featured';

  constructor(
    commands: CommandBus,
    limiter: RateLimiter,
    private readonly queries: QueryBus,
  ) {
    super(commands, limiter);
  }

  @Get()
  async all(): Promise<{ items: CollectionPageView[] }> {
    return { items: await this.queries.execute(new GetCollectionPages({ type: 'curated' })) };
  }
}
