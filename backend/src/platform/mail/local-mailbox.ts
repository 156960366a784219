import { collectionName, type CollectionSpec, type Doc, type DocumentStore } from '@creators/storage';
import type { MailMessage, MailTransport } from './mail-transport.js';

export const LOCAL_MAILBOX = collectionName<LocalMail & Doc>('local_mailbox');
export const LOCAL_MAILBOX_COLLECTION: CollectionSpec = {
  name: LOCAL_MAILBOX,
  fields: { deliveredAt: 'string', to: 'string' },
  indexes: [['deliveredAt'], ['to', 'deliveredAt']],
};

export interface LocalMail extends MailMessage {
  readonly id: string;
  readonly from: string;
  readonly deliveredAt: string;
}

/**
 * The embedded default: e-mail is kept in the document store of this machine and sent nowhere,
 * so sign-ups and enquiries work on a fresh machine with no mail account. The developer reads it
 * at `/outbox` (answered to this machine only).
 */
export class LocalMailbox implements MailTransport {
  readonly local = true;
  /**
   * When the last message was delivered here. Each is stamped at least a millisecond after it, so
   * "newest first" keeps the order messages came in even when several come within one millisecond.
   */
  private lastDeliveredAt = 0;

  constructor(
    private readonly documents: DocumentStore,
    private readonly from: string,
  ) {}

  async deliver(id: string, message: MailMessage): Promise<void> {
    this.lastDeliveredAt = Math.max(Date.now(), this.lastDeliveredAt + 1);
    const mail: LocalMail = {
      id,
      from: this.from,
      ...message,
      deliveredAt: new Date(this.lastDeliveredAt).toISOString(),
    };
    // Delivered twice (a retry after a lost answer), it is still one message.
    await this.documents.insert(LOCAL_MAILBOX, { ...mail });
  }

  /** The newest messages first, optionally only those to one address. */
  async list(limit: number, to?: string): Promise<LocalMail[]> {
    const page = await this.documents.find(LOCAL_MAILBOX, {
      filter: to === undefined ? {} : { to },
      sort: [{ field: 'deliveredAt', direction: 'desc' }],
      limit,
    });
    return page.items;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
