import { invalidField } from '../../platform/domain-error.js';

export const PASSWORD_LENGTH = { min: 10, max: 200 } as const;

export function checkPassword(password: string): void {
  if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max) {
    throw invalidField('password', `must be ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters`);
  }
}
