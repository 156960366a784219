import { createHash } from 'node:crypto';
import { invalidField } from '../../platform/domain-error.js';

export const MAX_EMAIL_LENGTH = 254;

/** A sane address after normalisation: a plain local part, `@`, and a dotted host name. */
export const EMAIL =
  /^[^\s@"(),:;<>[\]\\]{1,64}@(?=[^@]{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
export const EMAIL_RULE = 'must be an e-mail address such as ada@example.com';

/** Addresses are compared trimmed and in lower case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * What named an address before keys were keyed: its plain SHA-256. Anyone can compute it, so it
 * could confirm from the log whether an address has an account; kept only to find older accounts.
 */
export const legacyEmailKeyOf = (normalisedEmail: string): string =>
  createHash('sha256').update(normalisedEmail).digest('hex');

export function checkEmail(normalisedEmail: string): void {
  if (normalisedEmail.length > MAX_EMAIL_LENGTH || !EMAIL.test(normalisedEmail))
    throw invalidField('email', EMAIL_RULE);
}
