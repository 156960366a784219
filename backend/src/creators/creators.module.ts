import { Module } from '@nestjs/common';
import { SignUpHandler } from './commands/sign-up/sign-up.handler.js';
import { PublishExpertListingHandler } from './commands/publish-expert-listing/publish-expert-listing.handler.js';
import { UpdateProfileHandler } from './commands/update-profile/update-profile.handler.js';
import { WithdrawExpertListingHandler } from './commands/withdraw-expert-listing/withdraw-expert-listing.handler.js';
import { FollowCreatorHandler, GetFollowHandler } from './commands/follow/follow.js';
import { CreatorPageController } from './http/creator-page.controller.js';
import { FollowController } from './http/follow.controller.js';
import { DashboardProfileController } from './http/dashboard-profile.controller.js';
import { MeController } from './http/me.controller.js';
import { CheckSignUpHandler } from './queries/check-sign-up/check-sign-up.handler.js';
import { GetCreatorPageHandler } from './queries/get-creator-page/get-creator-page.handler.js';
import { GetMyProfileHandler } from './queries/get-my-profile/get-my-profile.handler.js';

/** Creators: signing up, their profile, their expert listing, and their public page. */
@Module({
  controllers: [DashboardProfileController, CreatorPageController, MeController, FollowController],
  providers: [
    SignUpHandler,
    UpdateProfileHandler,
    PublishExpertListingHandler,
    WithdrawExpertListingHandler,
    GetMyProfileHandler,
    GetCreatorPageHandler,
    CheckSignUpHandler,
    FollowCreatorHandler,
    GetFollowHandler,
  ],
})
export class CreatorsModule {}
