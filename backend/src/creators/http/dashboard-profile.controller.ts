import { Body, Controller, Delete, Get, HttpCode, Patch, Put, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { CommandAnswer, ProfileView } from '@creators/contracts';
import type { SignedInMetadata } from '../../platform/command-metadata.js';
import { type Actor, CurrentActor, SignedIn } from '../../platform/http/request-context.js';
import { validateBody } from '../../platform/http/validation.js';
import { PublishExpertListing } from '../commands/publish-expert-listing/publish-expert-listing.command.js';
import { UpdateProfile } from '../commands/update-profile/update-profile.command.js';
import { WithdrawExpertListing } from '../commands/withdraw-expert-listing/withdraw-expert-listing.command.js';
import { GetMyProfile } from '../queries/get-my-profile/get-my-profile.query.js';
import { ExpertListingDto, toExpertListing } from './expert-listing.dto.js';
import { UpdateProfileDto } from './profile.dto.js';

/** The signed-in creator's own profile and expert listing (signed in: the global guard). */
@ApiTags('dashboard: profile')
@Controller('api/dashboard')
export class DashboardProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('profile')
  async profile(@CurrentActor() actor: Actor, @Res({ passthrough: true }) reply: FastifyReply): Promise<ProfileView> {
    const profile = await this.queries.execute(new GetMyProfile(actor.creatorId));
    void reply.header('etag', `"${profile.revision}"`);
    return profile;
  }

  @Patch('profile')
  @ApiBody({ type: UpdateProfileDto })
  updateProfile(@Body() body: unknown, @SignedIn() metadata: SignedInMetadata): Promise<CommandAnswer> {
    return this.commands.execute(new UpdateProfile(validateBody(UpdateProfileDto, body), metadata));
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
