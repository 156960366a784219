import { Module } from '@nestjs/common';
import { CreatorsModule } from '../creators/creators.module.js';
import { SignInThrottle } from './commands/sign-in/sign-in-throttle.js';
import { SignInHandler } from './commands/sign-in/sign-in.handler.js';
import { SignOutHandler } from './commands/sign-out/sign-out.handler.js';
import { SignUpHandler } from './commands/sign-up/sign-up.handler.js';
import { StartSessionHandler } from './commands/start-session/start-session.handler.js';
import { CredentialStore } from './credentials/credential-store.js';
import { PasswordHasher } from './credentials/password-hasher.js';
import { AuthController } from './http/auth.controller.js';

/** Accounts: credentials (document store, never the log), sign-up, sign-in, sign-out. Sessions are platform-wide. */
@Module({
  // `me` answers from the creator's profile.
  imports: [CreatorsModule],
  controllers: [AuthController],
  providers: [
    SignUpHandler,
    SignInHandler,
    StartSessionHandler,
    SignOutHandler,
    CredentialStore,
    PasswordHasher,
    { provide: SignInThrottle, useFactory: () => new SignInThrottle() },
  ],
})
export class AccountsModule {}
