import { Controller, Delete, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { MuteAnswer } from '@creators/contracts';
import type { SignedInMetadata } from '../../platform/command-metadata.js';
import { API_EXAMPLES, ApiIdParam } from '../../platform/http/openapi.js';
import { SignedIn } from '../../platform/http/request-context.js';
import { RateLimiter, type RateLimit } from '../../platform/rate-limits.js';
import { MuteReleaseNotices } from '../commands/mute-release-notices/mute-release-notices.command.js';

/** Mutes and unmutes one account may make an hour: a tidy-up of a library fits, a toggling script does not. */
export const MUTES_PER_ACCOUNT: RateLimit = { name: 'release-mutes', limit: 60, windowMs: 3_600_000 };

/** A holder's e-mail about an item's new releases: on until muted (`PUT`), on again with `DELETE`. */
@ApiTags('commerce')
@Controller('api/library/:id/mute')
export class ReleaseNoticesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Put()
  @HttpCode(200)
  @ApiIdParam(API_EXAMPLES.itemId)
  async mute(@Param('id') itemId: string, @SignedIn() metadata: SignedInMetadata): Promise<MuteAnswer> {
    await this.limiter.take(MUTES_PER_ACCOUNT, metadata.creatorId, 'mutes and unmutes from this account');
    return this.commands.execute(new MuteReleaseNotices(itemId, true, metadata));
  }

  @Delete()
  @HttpCode(200)
  @ApiIdParam(API_EXAMPLES.itemId)
  async unmute(@Param('id') itemId: string, @SignedIn() metadata: SignedInMetadata): Promise<MuteAnswer> {
    await this.limiter.take(MUTES_PER_ACCOUNT, metadata.creatorId, 'mutes and unmutes from this account');
    return this.commands.execute(new MuteReleaseNotices(itemId, false, metadata));
  }
}
