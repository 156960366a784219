import { Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { FollowAnswer } from '@creators/contracts';
import type { SignedInMetadata } from '../../platform/command-metadata.js';
import { API_EXAMPLES } from '../../platform/http/openapi.js';
import { SignedIn } from '../../platform/http/request-context.js';
import { RateLimiter, type RateLimit } from '../../platform/rate-limits.js';
import { FollowCreator, GetFollow } from '../commands/follow/follow.js';

/** Follows and unfollows one account may make: a spree of following fits, a toggling script does not. */
export const FOLLOWS_PER_ACCOUNT: RateLimit = { name: 'follows', limit: 60, windowMs: 3_600_000 };

/** Following a creator: signed in; idempotent both ways. */
@ApiTags('creators')
@Controller('api/creators/:handle/follow')
export class FollowController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Get()
  @ApiParam({ name: 'handle', example: API_EXAMPLES.handle })
  state(
    @Param('handle') handle: string,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<Omit<FollowAnswer, 'position'>> {
    return this.queries.execute(new GetFollow(handle, metadata.creatorId));
  }

  @Put()
  @HttpCode(200)
  @ApiParam({ name: 'handle', example: API_EXAMPLES.handle })
  async follow(@Param('handle') handle: string, @SignedIn() metadata: SignedInMetadata): Promise<FollowAnswer> {
    await this.limiter.take(FOLLOWS_PER_ACCOUNT, metadata.creatorId, 'follows and unfollows from this account');
    return this.commands.execute(new FollowCreator(handle, true, metadata));
  }

  @Delete()
  @HttpCode(200)
  @ApiParam({ name: 'handle', example: API_EXAMPLES.handle })
  async unfollow(@Param('handle') handle: string, @SignedIn() metadata: SignedInMetadata): Promise<FollowAnswer> {
    await this.limiter.take(FOLLOWS_PER_ACCOUNT, metadata.creatorId, 'follows and unfollows from this account');
    return this.commands.execute(new FollowCreator(handle, false, metadata));
  }
}
