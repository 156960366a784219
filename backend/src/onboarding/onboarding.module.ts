import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { ConfirmSignUpHandler } from './commands/confirm-sign-up/confirm-sign-up.handler.js';
import { JoinHandler } from './commands/join/join.handler.js';
import { RequestSignUpHandler } from './commands/request-sign-up/request-sign-up.handler.js';
import { SignUpController } from './http/sign-up.controller.js';

/**
 * Joining: where accounts (credentials, sessions) and creators (profile, handle) meet, so that
 * neither context imports the other.
 */
@Module({
  imports: [AccountsModule],
  controllers: [SignUpController],
  providers: [JoinHandler, RequestSignUpHandler, ConfirmSignUpHandler],
})
export class OnboardingModule {}
