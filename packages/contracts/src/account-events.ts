import { eventGuard, everyEventType } from './event-guard.js';
import type { AccountAnswer } from './api.js';

/**
 * Events of an account's stream (`account-<creatorId>`): what happened to how a creator signs in.
 * Facts only: tokens, passwords, authenticator secrets and recovery codes live in documents
 * outside the log, and no event names an address.
 */
export type AccountEvent =
  | { readonly type: 'PasswordResetRequested'; readonly data: { readonly creatorId: string } }
  | { readonly type: 'PasswordReset'; readonly data: { readonly creatorId: string; readonly sessionsEnded: number } }
  | { readonly type: 'PasswordChanged'; readonly data: { readonly creatorId: string; readonly sessionsEnded: number } }
  | { readonly type: 'EmailChangeRequested'; readonly data: { readonly creatorId: string } }
  | { readonly type: 'EmailChanged'; readonly data: { readonly creatorId: string } }
  | {
      readonly type: 'OtherSessionsSignedOut';
      readonly data: { readonly creatorId: string; readonly sessionsEnded: number };
    }
  | { readonly type: 'TwoFactorEnabled'; readonly data: { readonly creatorId: string } }
  | { readonly type: 'TwoFactorDisabled'; readonly data: { readonly creatorId: string } }
  | { readonly type: 'RecoveryCodeUsed'; readonly data: { readonly creatorId: string; readonly codesLeft: number } }
  /** The account was deleted and its owner's key destroyed: the last event about them, with nothing personal in it. */
  | { readonly type: 'AccountErased'; readonly data: { readonly creatorId: string } };

export const ACCOUNT_EVENT_TYPES = everyEventType<AccountEvent>()([
  'PasswordResetRequested',
  'PasswordReset',
  'PasswordChanged',
  'EmailChangeRequested',
  'EmailChanged',
  'OtherSessionsSignedOut',
  'TwoFactorEnabled',
  'TwoFactorDisabled',
  'RecoveryCodeUsed',
  'AccountErased',
]);

export const asAccountEvent = eventGuard<AccountEvent>(ACCOUNT_EVENT_TYPES);

export const accountStreamId = (creatorId: string): string => `account-${creatorId}`;

/** `POST /api/account/erase` (200): what deleting the account did; the same is mailed to the address it had. */
export interface ErasureReceipt {
  readonly erasedAt: string;
  /** Published items taken off the product (those who got or bought them keep them). */
  readonly itemsWithdrawn: number;
  /** Deliverable files kept because someone holds the item they belong to. */
  readonly filesKeptForHolders: number;
  /** The consistency token of the deletion's last event. */
  readonly position: string;
}

/** `POST /api/auth/sign-in` when the account asks for a second factor: no session yet, a challenge to answer. */
export interface SecondFactorRequired {
  readonly secondFactor: {
    /** Names this sign-in to `POST /api/auth/sign-in/second-factor`; good for a few minutes, once. */
    readonly challenge: string;
    readonly expiresAt: string;
  };
}

/** `POST /api/auth/sign-in` (200): signed in, or a second factor asked for. */
export type SignInAnswer = AccountAnswer | SecondFactorRequired;

/** `POST /api/auth/password-reset` and `POST /api/account/email` (202): the same answer whether the address has an account. */
export interface LinkSent {
  /** The address as normalised, where the e-mail went if anywhere. */
  readonly email: string;
}

/** `GET /api/account`: the signed-in creator's sign-in settings. */
export interface AccountSettingsView {
  readonly email: string;
  readonly twoFactor: { readonly enabled: boolean; readonly recoveryCodesLeft: number };
}

/** `GET /api/account/sessions`: each signed-in browser, newest use first. */
export interface AccountSessionView {
  /** Opaque; the one this request came with is `current`. */
  readonly id: string;
  readonly current: boolean;
  /** The browser's own description of itself, as it sent it at sign-in. */
  readonly userAgent: string;
  /** A coarse network address (the last part hidden), as seen at sign-in. */
  readonly client: string;
  readonly createdAt: string;
  readonly lastUsedAt: string;
}

/** `POST /api/account/two-factor/setup` (201): what the authenticator app needs, until a code confirms it. */
export interface TwoFactorSetup {
  /** Base32, for typing into the app by hand. */
  readonly secret: string;
  /** `otpauth://totp/…`, for an app on the same device. */
  readonly uri: string;
  /** The same address as a QR code, an SVG document, for an app on a phone to scan. */
  readonly qrCode: string;
}

/** `POST /api/account/two-factor/enable` (200): shown once, each good for one sign-in. */
export interface RecoveryCodes {
  readonly recoveryCodes: readonly string[];
}
