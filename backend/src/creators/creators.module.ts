import { Module } from '@nestjs/common';
import { PublishExpertListingHandler } from './commands/publish-expert-listing/publish-expert-listing.handler.js';
import { UpdateProfileHandler } from './commands/update-profile/update-profile.handler.js';
import { WithdrawExpertListingHandler } from './commands/withdraw-expert-listing/withdraw-expert-listing.handler.js';
import { DashboardProfileController } from './http/dashboard-profile.controller.js';
import { GetMyProfileHandler } from './queries/get-my-profile/get-my-profile.handler.js';

/** Creators: their profile (handle, name, bio, avatar, website, location) and their expert listing. */
@Module({
  controllers: [DashboardProfileController],
  providers: [UpdateProfileHandler, PublishExpertListingHandler, WithdrawExpertListingHandler, GetMyProfileHandler],
})
export class CreatorsModule {}
