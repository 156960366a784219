import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { EmailKeys } from './domain/email-keys.js';
import { SignInThrottle } from './commands/sign-in/sign-in-throttle.js';
import { SignInHandler } from './commands/sign-in/sign-in.handler.js';
import { SignOutHandler } from './commands/sign-out/sign-out.handler.js';
import { StartSessionHandler } from './commands/start-session/start-session.handler.js';
import { AccountOpening } from './credentials/account-opening.js';
import { CredentialStore } from './credentials/credential-store.js';
import { PasswordHasher } from './credentials/password-hasher.js';
import { AuthController } from './http/auth.controller.js';
import { AuthGuard } from './sessions/auth.guard.js';
import { SessionStore } from './sessions/session-store.js';

/**
 * Accounts: credentials (document store, never the log), sessions, sign-in and sign-out, and
 * authentication on by default for every route of the gateway (the global guard).
 */
@Module({
  controllers: [AuthController],
  providers: [
    SignInHandler,
    StartSessionHandler,
    SignOutHandler,
    CredentialStore,
    PasswordHasher,
    AccountOpening,
    SessionStore,
    { provide: APP_GUARD, useClass: AuthGuard },
    SignInThrottle,
    EmailKeys,
  ],
  exports: [AccountOpening],
})
export class AccountsModule {}
