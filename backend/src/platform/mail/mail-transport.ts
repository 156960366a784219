/** One e-mail the product sends, to one address: plain text, and the same as HTML when it has one. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

/**
 * Where the product's e-mail goes: an SMTP server in production, the local outbox (kept on this
 * machine, sent nowhere) by default. `deliver` resolves once the message is accepted, and throws
 * when it is not (the outbox then tries again later).
 */
export interface MailTransport {
  /** True when messages stay on this machine (the local outbox): the product then offers to open them. */
  readonly local: boolean;
  deliver(id: string, message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export const MAIL_TRANSPORT = Symbol('MailTransport');
