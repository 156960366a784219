import { asAccountEvent, type AccountEvent } from '@creators/contracts';
import type { Decider } from '../../platform/event-sourcing.js';
import { accountError } from '../accounts.errors.js';

/** What the log knows of how an account signs in: whether it asks for a second factor. */
export interface AccountState {
  readonly twoFactor: boolean;
  /** Deleted: erased once, so a retried deletion appends nothing more. */
  readonly erased?: boolean;
}

/** What happens to an account's sign-in; the secrets involved are kept (and checked) outside the log. */
export type AccountCommand =
  | { readonly type: 'RequestPasswordReset' | 'RequestEmailChange' | 'ChangeEmail'; readonly creatorId: string }
  | {
      readonly type: 'ResetPassword' | 'ChangePassword' | 'SignOutOtherSessions';
      readonly creatorId: string;
      readonly sessionsEnded: number;
    }
  | { readonly type: 'EnableTwoFactor' | 'DisableTwoFactor'; readonly creatorId: string }
  | { readonly type: 'UseRecoveryCode'; readonly creatorId: string; readonly codesLeft: number }
  | { readonly type: 'EraseAccount'; readonly creatorId: string };

export function evolveAccount(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'TwoFactorEnabled':
      return { ...state, twoFactor: true };
    case 'TwoFactorDisabled':
      return { ...state, twoFactor: false };
    case 'AccountErased':
      return { twoFactor: false, erased: true };
    case 'PasswordResetRequested':
    case 'PasswordReset':
    case 'PasswordChanged':
    case 'EmailChangeRequested':
    case 'EmailChanged':
    case 'OtherSessionsSignedOut':
    case 'RecoveryCodeUsed':
      return state;
  }
}

export function decideAccount(command: AccountCommand, state: AccountState): AccountEvent[] {
  const { creatorId } = command;
  switch (command.type) {
    case 'RequestPasswordReset':
      return [{ type: 'PasswordResetRequested', data: { creatorId } }];
    case 'ResetPassword':
      return [{ type: 'PasswordReset', data: { creatorId, sessionsEnded: command.sessionsEnded } }];
    case 'ChangePassword':
      return [{ type: 'PasswordChanged', data: { creatorId, sessionsEnded: command.sessionsEnded } }];
    case 'RequestEmailChange':
      return [{ type: 'EmailChangeRequested', data: { creatorId } }];
    case 'ChangeEmail':
      return [{ type: 'EmailChanged', data: { creatorId } }];
    case 'SignOutOtherSessions':
      return [{ type: 'OtherSessionsSignedOut', data: { creatorId, sessionsEnded: command.sessionsEnded } }];
    case 'EnableTwoFactor':
      if (state.twoFactor) throw accountError('two_factor_already_on', 'two-factor sign-in is on already');
      return [{ type: 'TwoFactorEnabled', data: { creatorId } }];
    case 'DisableTwoFactor':
      if (!state.twoFactor) throw accountError('two_factor_off', 'two-factor sign-in is off');
      return [{ type: 'TwoFactorDisabled', data: { creatorId } }];
    case 'UseRecoveryCode':
      if (!state.twoFactor) throw accountError('two_factor_off', 'two-factor sign-in is off');
      return [{ type: 'RecoveryCodeUsed', data: { creatorId, codesLeft: command.codesLeft } }];
    case 'EraseAccount':
      return state.erased === true ? [] : [{ type: 'AccountErased', data: { creatorId } }];
  }
}

export const accountDecider: Decider<AccountState, AccountCommand, AccountEvent> = {
  initial: { twoFactor: false },
  read: asAccountEvent,
  evolve: evolveAccount,
  decide: decideAccount,
};
