import { errorsOf } from '../platform/domain-error.js';

/** What can go wrong with accounts and sessions. */
export type AccountErrorCode =
  | 'email_taken'
  | 'bad_credentials'
  | 'too_many_attempts'
  | 'confirmation_expired'
  /** A mailed link (password reset, new address) used already, expired, or never issued. */
  | 'link_expired'
  /** A second-factor sign-in whose challenge is used, expired or unknown: the password again. */
  | 'sign_in_expired'
  /** The current password, asked again before a change, is wrong. */
  | 'wrong_password'
  /** An authenticator or recovery code that does not match (or was used already). */
  | 'wrong_code'
  | 'two_factor_already_on'
  | 'two_factor_off';
export const accountError = errorsOf<AccountErrorCode>();
