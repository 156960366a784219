import type { AccountEvent } from '@creators/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { accountDecider } from './account.decider.js';

const creatorId = 'c1';
const given = deciderSpec(accountDecider);
const enabled: AccountEvent = { type: 'TwoFactorEnabled', data: { creatorId } };
const disabled: AccountEvent = { type: 'TwoFactorDisabled', data: { creatorId } };
const erased: AccountEvent = { type: 'AccountErased', data: { creatorId } };

describe('an account', () => {
  it('turns two-factor sign-in on once; on again is refused', () => {
    given([]).when({ type: 'EnableTwoFactor', creatorId }).then([enabled]);
    given([enabled]).when({ type: 'EnableTwoFactor', creatorId }).thenRefuses('two_factor_already_on');
    given([enabled, disabled]).when({ type: 'EnableTwoFactor', creatorId }).then([enabled]);
  });

  it('turns it off, or uses a recovery code, only while it is on', () => {
    given([]).when({ type: 'DisableTwoFactor', creatorId }).thenRefuses('two_factor_off');
    given([enabled]).when({ type: 'DisableTwoFactor', creatorId }).then([disabled]);
    given([enabled, disabled]).when({ type: 'UseRecoveryCode', creatorId, codesLeft: 9 }).thenRefuses('two_factor_off');
    given([enabled])
      .when({ type: 'UseRecoveryCode', creatorId, codesLeft: 9 })
      .then([{ type: 'RecoveryCodeUsed', data: { creatorId, codesLeft: 9 } }]);
  });

  it('is erased once: a retried deletion appends nothing more', () => {
    given([enabled]).when({ type: 'EraseAccount', creatorId }).then([erased]);
    given([enabled, erased]).when({ type: 'EraseAccount', creatorId }).then([]);
  });

  it('records a password reset and a change with how many sessions they ended', () => {
    given([])
      .when({ type: 'ResetPassword', creatorId, sessionsEnded: 2 })
      .then([{ type: 'PasswordReset', data: { creatorId, sessionsEnded: 2 } }]);
    given([enabled])
      .when({ type: 'ChangePassword', creatorId, sessionsEnded: 0 })
      .then([{ type: 'PasswordChanged', data: { creatorId, sessionsEnded: 0 } }]);
  });
});
