import type { ErasureReceipt } from '@creators/contracts';
import type { MailMessage } from '../../platform/mail/mail-transport.js';

/** The receipt of a deleted account, sent before its address is forgotten. */
export const erasureReceiptMail = (to: string, receipt: Omit<ErasureReceipt, 'position'>): MailMessage => ({
  to,
  subject: 'Your Creators Marketplace account was deleted',
  text: [
    `Your account was deleted on ${receipt.erasedAt}.`,
    '',
    'Your profile, bio, location, links and expert listing are gone, and so are your follows, likes and the',
    'images and files you uploaded. Every personal detail of yours in our records was made unreadable by',
    'destroying the one key it was kept under: in the product, its exports and its backups alike.',
    `${receipt.itemsWithdrawn} published item(s) were taken off the marketplace. People who got or bought them`,
    `keep them: ${receipt.filesKeptForHolders} file(s) stay for them, shown as by "Deleted creator".`,
    'Reports you made stay, without your words or your name. Your handle stays reserved, so that no one',
    'else can take it up as you.',
    '',
    'This address is now forgotten too: this e-mail is the last we send to it, and it is deleted from our',
    'outbox after the retention period.',
  ].join('\n'),
});

/** Told when someone takes the data package: it holds everything about them. */
export const dataPackageMail = (to: string, at: string): MailMessage => ({
  to,
  subject: 'Your Creators Marketplace data was downloaded',
  text: [
    `A copy of everything Creators Marketplace holds about you was downloaded from your account on ${at}.`,
    'You can download it again at any time from your account settings.',
    '',
    'If it was not you, change your password at once and sign out the other sessions in your account settings.',
  ].join('\n'),
});
