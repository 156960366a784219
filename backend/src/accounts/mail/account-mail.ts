import type { MailMessage } from '../../platform/mail/mail-transport.js';

/** The e-mails about an account's sign-in: each link, and each notice that something changed. */

const IF_NOT_YOU =
  'If it was not you, change your password at once and sign out the other sessions in your account settings.';

export const passwordResetMail = (to: string, origin: string, token: string): MailMessage => ({
  to,
  subject: 'Reset your Creators Marketplace password',
  text: [
    'Someone (you, we hope) asked to reset the password of your account.',
    '',
    'To choose a new one, open this link within an hour (it works once):',
    `${origin}/reset-password#token=${token}`,
    '',
    'If you did not ask, ignore this e-mail: your password stays as it is.',
  ].join('\n'),
});

export const passwordChangedMail = (to: string, origin: string): MailMessage => ({
  to,
  subject: 'Your Creators Marketplace password was changed',
  text: [
    'The password of your account was just changed, and every other session was signed out.',
    '',
    `If it was not you, reset it now: ${origin}/forgot-password`,
  ].join('\n'),
});

export const emailChangeMail = (to: string, origin: string, token: string): MailMessage => ({
  to,
  subject: 'Confirm your new address for Creators Marketplace',
  text: [
    'Someone (you, we hope) asked to sign in to their account with this address from now on.',
    '',
    'To confirm it, open this link within a day:',
    `${origin}/account/email/confirm#token=${token}`,
    '',
    'If you did not ask, ignore this e-mail: nothing changes.',
  ].join('\n'),
});

/** To a new address that already belongs to an account: nothing about the other account is said. */
export const emailInUseMail = (to: string, origin: string): MailMessage => ({
  to,
  subject: 'This address already has a Creators Marketplace account',
  text: [
    'Someone asked to move their account to this address, but it already has an account of its own, so nothing changed.',
    '',
    `If you have forgotten its password: ${origin}/forgot-password`,
  ].join('\n'),
});

export const emailChangedMail = (to: string): MailMessage => ({
  to,
  subject: 'Your Creators Marketplace address was changed',
  text: [
    'Your account now signs in with another address, and its e-mail goes there. This address is no longer used.',
    '',
    IF_NOT_YOU,
  ].join('\n'),
});

export const twoFactorMail = (to: string, on: boolean): MailMessage => ({
  to,
  subject: on ? 'Two-factor sign-in is on' : 'Two-factor sign-in was turned off',
  text: [
    on
      ? 'Signing in to your account now asks for a code from your authenticator app after the password.'
      : 'Signing in to your account no longer asks for a code from your authenticator app.',
    '',
    IF_NOT_YOU,
  ].join('\n'),
});
