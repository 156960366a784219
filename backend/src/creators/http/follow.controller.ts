import { Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { FollowAnswer } from '@creators/contracts';
import type { SignedInMetadata } from '../../platform/command-metadata.js';
import { API_EXAMPLES } from '../../platform/http/openapi.js';
import { SignedIn } from '../../platform/http/request-context.js';
import { FollowCreator, GetFollow } from '../commands/follow/follow.js';

/** Following a creator: signed in; idempotent both ways. */
@ApiTags('creators')
@Controller('api/creators/:handle/follow')
export class FollowController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
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
  follow(@Param('handle') handle: string, @SignedIn() metadata: SignedInMetadata): Promise<FollowAnswer> {
    return this.commands.execute(new FollowCreator(handle, true, metadata));
  }

  @Delete()
  @HttpCode(200)
  @ApiParam({ name: 'handle', example: API_EXAMPLES.handle })
  unfollow(@Param('handle') handle: string, @SignedIn() metadata: SignedInMetadata): Promise<FollowAnswer> {
    return this.commands.execute(new FollowCreator(handle, false, metadata));
  }
}
