import { errorsOf } from '../platform/domain-error.js';

/** What can go wrong with accounts and sessions. */
export type AccountErrorCode = 'email_taken' | 'bad_credentials' | 'too_many_attempts' | 'confirmation_expired';
export const accountError = errorsOf<AccountErrorCode>();
