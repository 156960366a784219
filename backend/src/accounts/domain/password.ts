import { dictionary } from '@zxcvbn-ts/language-common';
import { invalidField } from '../../platform/domain-error.js';

export const PASSWORD_LENGTH = { min: 10, max: 200 } as const;

/**
 * The most common passwords (zxcvbn-ts' list of about 49,000, from real breaches), as far as they
 * are long enough to pass the length check: the first guesses of anyone trying accounts.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].filter((common) => common.length >= PASSWORD_LENGTH.min),
);

/** `field` names the form's field, for a form with more than one password. */
export function checkPassword(password: string, field = 'password'): void {
  if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max) {
    throw invalidField(field, `must be ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters`);
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw invalidField(field, 'is one of the most common passwords, the first anyone guesses: choose another');
  }
}
