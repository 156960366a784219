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
