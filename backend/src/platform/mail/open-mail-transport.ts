import type { Configuration, DocumentStore } from '@creators/storage';
import { LocalMailbox } from './local-mailbox.js';
import type { MailTransport } from './mail-transport.js';
import { SmtpTransport } from './smtp-transport.js';

/** SMTP when `SMTP_URL` is set; the local outbox otherwise. */
export function openMailTransport(
  { smtpUrl, mailFrom }: Pick<Configuration, 'smtpUrl' | 'mailFrom'>,
  documents: DocumentStore,
): MailTransport {
  return smtpUrl !== null ? new SmtpTransport(smtpUrl, mailFrom) : new LocalMailbox(documents, mailFrom);
}
