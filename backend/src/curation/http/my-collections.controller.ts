import { Controller, Get } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CollectionPageView } from '@creators/contracts';
import type { SignedInMetadata } from '../../platform/command-metadata.js';
import { SignedIn } from '../../platform/http/request-context.js';
import { RateLimiter } from '../../platform/rate-limits.js';
import { CuratesFeatured, GetCollectionPages } from '../queries/collection-pages/collection-pages.query.js';
import { CollectionSteps } from './collection-steps.js';

/** A signed-in person's own collections: private when made, public once published. */
@ApiTags('collections')
@Controller('api/collections')
export class MyCollectionsController extends CollectionSteps {
  protected readonly scope = 'personal';

  constructor(
    commands: CommandBus,
    limiter: RateLimiter,
    private readonly queries: QueryBus,
  ) {
    super(commands, limiter);
  }

  @Get('mine')
  async mine(
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<{ items: CollectionPageView[]; curatesFeatured: boolean }> {
    const [items, curatesFeatured] = await Promise.all([
      this.queries.execute(new GetCollectionPages({ type: 'mine', ownerId: metadata.creatorId })),
      this.queries.execute(new CuratesFeatured(metadata.creatorId)),
    ]);
    return { items, curatesFeatured };
  }
}
