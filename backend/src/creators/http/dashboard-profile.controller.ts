import { Body, Controller, Delete, Get, HttpCode, Patch, Put, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { CommandAnswer, ProfileView } from '@creators/contracts';
import type { SignedInMetadata } from '../../platform/command-metadata.js';
import { type Actor, CurrentActor, SignedIn } from '../../platform/http/request-context.js';
import { validateBody } from '../../platform/http/validation.js';
import { RateLimiter, type RateLimit } from '../../platform/rate-limits.js';
import { PublishExpertListing } from '../commands/publish-expert-listing/publish-expert-listing.command.js';
import { UpdateProfile } from '../commands/update-profile/update-profile.command.js';
import { WithdrawExpertListing } from '../commands/withdraw-expert-listing/withdraw-expert-listing.command.js';
import { GetMyProfile } from '../queries/get-my-profile/get-my-profile.query.js';
import { ExpertListingDto, toExpertListing } from './expert-listing.dto.js';
import { UpdateProfileDto } from './profile.dto.js';

/** Handle changes one account may make: each claims a name, held for a while after it is left. */
export const HANDLE_CHANGES_PER_ACCOUNT: RateLimit = { name: 'handle-changes', limit: 3, windowMs: 86_400_000 };

/** The signed-in creator's own profile and expert listing (signed in: the global guard). */
@ApiTags('dashboard: profile')
@Controller('api/dashboard')
export class DashboardProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Get('profile')
  async profile(@CurrentActor() actor: Actor, @Res({ passthrough: true }) reply: FastifyReply): Promise<ProfileView> {
    const profile = await this.queries.execute(new GetMyProfile(actor.creatorId));
    void reply.header('etag', `"${profile.revision}"`);
    return profile;
  }

  @Patch('profile')
  @ApiBody({ type: UpdateProfileDto })
  async updateProfile(@Body() body: unknown, @SignedIn() metadata: SignedInMetadata): Promise<CommandAnswer> {
    const changes = validateBody(UpdateProfileDto, body);
    const { creatorId } = metadata;
    // The form sends the handle with every save: only a new one counts, and a refused one is forgiven.
    const renaming =
      changes.handle !== undefined &&
      changes.handle !== (await this.queries.execute(new GetMyProfile(creatorId))).handle;
    if (renaming)
      await this.limiter.take(HANDLE_CHANGES_PER_ACCOUNT, creatorId, 'handle changes from this account today');
    try {
      return await this.commands.execute(new UpdateProfile(changes, metadata));
    } catch (error) {
      if (renaming) await this.limiter.forgive(HANDLE_CHANGES_PER_ACCOUNT, creatorId);
      throw error;
    }
  }

  @Put('expert')
  @ApiBody({ type: ExpertListingDto })
  @HttpCode(200)
  publishExpertListing(@Body() body: unknown, @SignedIn() metadata: SignedInMetadata): Promise<CommandAnswer> {
    const listing = toExpertListing(validateBody(ExpertListingDto, body));
    return this.commands.execute(new PublishExpertListing(listing, metadata));
  }

  @Delete('expert')
  @HttpCode(204)
  async withdrawExpertListing(
    @SignedIn() metadata: SignedInMetadata,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const { position } = await this.commands.execute(new WithdrawExpertListing(metadata));
    // A 204 has no body, so the position travels in a header.
    void reply.header('x-position', position);
  }
}
