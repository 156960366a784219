import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccountStream } from './commands/account-stream.js';
import { AnswerSecondFactorHandler } from './commands/answer-second-factor/answer-second-factor.handler.js';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler.js';
import { ConfirmEmailChangeHandler } from './commands/confirm-email-change/confirm-email-change.handler.js';
import { DisableTwoFactorHandler } from './commands/disable-two-factor/disable-two-factor.handler.js';
import { EnableTwoFactorHandler } from './commands/enable-two-factor/enable-two-factor.handler.js';
import { RequestEmailChangeHandler } from './commands/request-email-change/request-email-change.handler.js';
import { RequestPasswordResetHandler } from './commands/request-password-reset/request-password-reset.handler.js';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler.js';
import { SetUpTwoFactorHandler } from './commands/set-up-two-factor/set-up-two-factor.handler.js';
import { AccountAnswers } from './commands/sign-in/account-answers.js';
import { SignOutOthersHandler } from './commands/sign-out-others/sign-out-others.handler.js';
import { EmailKeys } from './domain/email-keys.js';
import { SignInThrottle } from './commands/sign-in/sign-in-throttle.js';
import { SignInHandler } from './commands/sign-in/sign-in.handler.js';
import { SignOutHandler } from './commands/sign-out/sign-out.handler.js';
import { StartSessionHandler } from './commands/start-session/start-session.handler.js';
import { AccountOpening } from './credentials/account-opening.js';
import { AccountTokens } from './credentials/account-tokens.js';
import { CredentialStore } from './credentials/credential-store.js';
import { PasswordHasher } from './credentials/password-hasher.js';
import { Reauthentication } from './credentials/reauthentication.js';
import { TwoFactorStore } from './credentials/two-factor-store.js';
import { AccountController } from './http/account.controller.js';
import { AuthController } from './http/auth.controller.js';
import { PasswordResetController } from './http/password-reset.controller.js';
import { GetAccountSettingsHandler } from './queries/get-account-settings/get-account-settings.handler.js';
import { ListSessionsHandler } from './queries/list-sessions/list-sessions.handler.js';
import { AuthGuard } from './sessions/auth.guard.js';
import { SessionStore } from './sessions/session-store.js';

/**
 * Accounts: credentials, sessions, mailed tokens and authenticator secrets (document store, never
 * the log); sign-in in one or two steps, sign-out, password reset and change, address change,
 * two-factor sign-in (each change an event on `account-<creatorId>`); and authentication on by
 * default for every route of the gateway (the global guard).
 */
@Module({
  controllers: [AuthController, PasswordResetController, AccountController],
  providers: [
    SignInHandler,
    AnswerSecondFactorHandler,
    StartSessionHandler,
    SignOutHandler,
    SignOutOthersHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    ChangePasswordHandler,
    RequestEmailChangeHandler,
    ConfirmEmailChangeHandler,
    SetUpTwoFactorHandler,
    EnableTwoFactorHandler,
    DisableTwoFactorHandler,
    GetAccountSettingsHandler,
    ListSessionsHandler,
    AccountAnswers,
    AccountStream,
    AccountTokens,
    TwoFactorStore,
    Reauthentication,
    CredentialStore,
    PasswordHasher,
    AccountOpening,
    SessionStore,
    { provide: APP_GUARD, useClass: AuthGuard },
    SignInThrottle,
    EmailKeys,
  ],
  exports: [AccountOpening, Reauthentication, TwoFactorStore, CredentialStore, SessionStore, AccountStream],
})
export class AccountsModule {}
