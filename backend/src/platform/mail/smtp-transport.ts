import { createTransport, type Transporter } from 'nodemailer';
import type { MailMessage, MailTransport } from './mail-transport.js';

/** Production: each message handed to the SMTP server of `SMTP_URL` (through nodemailer). */
export class SmtpTransport implements MailTransport {
  readonly local = false;
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = createTransport(smtpUrl);
  }

  async deliver(id: string, { to, subject, text, html }: MailMessage): Promise<void> {
    // The outbox's id as the Message-ID: a message retried after a lost answer is recognisably one message.
    await this.transporter.sendMail({ from: this.from, to, subject, text, html, messageId: `<${id}@creators.mail>` });
  }

  close(): Promise<void> {
    this.transporter.close();
    return Promise.resolve();
  }
}
