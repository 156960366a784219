import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { ITEM_KINDS, type CommandAnswer, type ItemKind } from '@creators/contracts';
import type { SignedInMetadata } from '../../platform/command-metadata.js';
import { ItemKindPipe } from '../../platform/http/kind.pipe.js';
import { API_EXAMPLES, ApiIdParam, ApiKindParam } from '../../platform/http/openapi.js';
import { SignedIn } from '../../platform/http/request-context.js';
import { validateBody } from '../../platform/http/validation.js';
import { RateLimiter, type RateLimit } from '../../platform/rate-limits.js';
import { PublishRelease } from '../commands/publish-release/publish-release.command.js';
import { ReleaseDto } from './release.dto.js';

/** Releases one account may publish an hour: a busy day of fixes fits, a script e-mailing every holder does not. */
export const RELEASES_PER_ACCOUNT: RateLimit = { name: 'releases', limit: 20, windowMs: 3_600_000 };

/** A creator's releases of their own items: each one is told to the item's holders. */
@ApiTags('dashboard: items')
@Controller('api/dashboard')
export class ReleasesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Post(':kind/:id/releases')
  @ApiKindParam(ITEM_KINDS)
  @ApiIdParam(API_EXAMPLES.itemId)
  @ApiBody({ type: ReleaseDto })
  @HttpCode(201)
  async release(
    @Param('kind', ItemKindPipe) kind: ItemKind,
    @Param('id') id: string,
    @Body() body: unknown,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<CommandAnswer> {
    const release = validateBody(ReleaseDto, body);
    await this.limiter.take(RELEASES_PER_ACCOUNT, metadata.creatorId, 'releases from this account');
    const { revision, position } = await this.commands.execute(new PublishRelease(kind, id, release, metadata));
    return { revision, position };
  }
}
