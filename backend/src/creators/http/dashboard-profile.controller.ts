import { Body, Controller, Delete, Get, HttpCode, Patch, Put, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { CommandAnswer, ProfileView } from '@creators/contracts';
import type { CommandMetadata } from '../../platform/command-metadata.js';
import { CurrentActor, Metadata, type Actor } from '../../platform/http/request-context.js';
import { validateBody } from '../../platform/http/validation.js';
import { PublishExpertListing } from '../commands/publish-expert-listing/publish-expert-listing.command.js';
import { UpdateProfile } from '../commands/update-profile/update-profile.command.js';
import { WithdrawExpertListing } from '../commands/withdraw-expert-listing/withdraw-expert-listing.command.js';
import { GetMyProfile } from '../queries/get-my-profile/get-my-profile.query.js';
import { ExpertListingDto, toExpertListing } from './expert-listing.dto.js';
import { UpdateProfileDto } from './profile.dto.js';

/** The signed-in creator's own profile and expert listing (signed in: the global guard). */
@Controller('api/dashboard')
export class DashboardProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('profile')
  async profile(@CurrentActor() actor: Actor, @Res({ passthrough: true }) reply: FastifyReply): Promise<ProfileView> {
    const profile = await this.queries.execute(new GetMyProfile(actor.creatorId));
    void reply.header('etag', `"${profile.revision}"`).header('cache-control', 'private, no-cache');
    return profile;
  }

  @Patch('profile')
  updateProfile(@Body() body: unknown, @Metadata() metadata: CommandMetadata): Promise<CommandAnswer> {
    return this.commands.execute(new UpdateProfile(validateBody(UpdateProfileDto, body), metadata));
  }

  @Put('expert')
  @HttpCode(200)
  publishExpertListing(@Body() body: unknown, @Metadata() metadata: CommandMetadata): Promise<CommandAnswer> {
    const listing = toExpertListing(validateBody(ExpertListingDto, body));
    return this.commands.execute(new PublishExpertListing(listing, metadata));
  }

  @Delete('expert')
  @HttpCode(204)
  async withdrawExpertListing(
    @Metadata() metadata: CommandMetadata,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const { position } = await this.commands.execute(new WithdrawExpertListing(metadata));
    // A 204 has no body, so the position travels in a header.
    void reply.header('x-position', position);
  }
}
