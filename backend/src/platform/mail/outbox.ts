import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { collectionName, type CollectionSpec, type Doc, type DocumentStore } from '@creators/storage';
import { reportUnexpectedError } from '../error-reporting/report-unexpected.js';
import { DOCUMENT_STORE } from '../tokens.js';
import { MAIL_TRANSPORT, type MailMessage, type MailTransport } from './mail-transport.js';

export const MAIL_OUTBOX = collectionName<OutboxEntry>('mail_outbox');
export const MAIL_OUTBOX_COLLECTION: CollectionSpec = {
  name: MAIL_OUTBOX,
  fields: { status: 'string', nextAttemptAt: 'string', createdAt: 'string' },
  indexes: [['status', 'nextAttemptAt'], ['createdAt']],
};

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxEntry extends MailMessage {
  readonly id: string;
  readonly status: OutboxStatus;
  readonly attempts: number;
  readonly createdAt: string;
  readonly nextAttemptAt: string;
  readonly lastError?: string;
  readonly [field: string]: unknown;
}

/** After this many refused attempts (about a day and a half of backing off) a message is given up on, and reported. */
export const MAX_ATTEMPTS = 12;
const RETRY_EVERY_MS = 30_000;

/** Waits between attempts: one minute, doubling, at most six hours. */
const backoffMs = (attempts: number): number => Math.min(60_000 * 2 ** (attempts - 1), 6 * 3_600_000);

/**
 * The product's e-mail, kept before it is sent: `send` records the message in the document store
 * and tries to deliver it at once; one the transport refuses (a mail server down) is tried again,
 * backing off, until it is accepted. Any number of gateways may retry: delivery is at least once,
 * with one Message-ID per message.
 */
@Injectable()
export class Outbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private retrying = false;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(MAIL_TRANSPORT) readonly transport: MailTransport,
  ) {}

  /**
   * Records the message and starts its delivery without waiting for it (a slow mail server never
   * slows an answer). `key` makes a retried command's message one message: the second send of a
   * key records nothing.
   */
  async send(message: MailMessage, key: string = randomUUID()): Promise<void> {
    const now = Date.now();
    const entry: OutboxEntry = {
      id: key,
      ...message,
      status: 'pending',
      attempts: 0,
      createdAt: new Date(now).toISOString(),
      // The first attempt starts here; the timer takes the message up only if that one did not end it.
      nextAttemptAt: new Date(now + backoffMs(1)).toISOString(),
    };
    if (await this.documents.insert(MAIL_OUTBOX, entry)) this.track(this.attempt(entry));
  }

  /** Whether a message of this key was recorded (sent, or on its way). */
  async has(key: string): Promise<boolean> {
    return (await this.documents.get(MAIL_OUTBOX, key)) !== null;
  }

  /** Tries every message that is due; gives how many were delivered. */
  async deliverDue(now = Date.now()): Promise<number> {
    const due = await this.documents.find(MAIL_OUTBOX, {
      filter: { status: 'pending', nextAttemptAt: { lte: new Date(now).toISOString() } },
      sort: [{ field: 'nextAttemptAt', direction: 'asc' }],
      limit: 100,
    });
    let delivered = 0;
    for (const entry of due.items) if (await this.attempt(entry)) delivered += 1;
    return delivered;
  }

  /** Resolves once every delivery started so far has ended (tests, and a stopping gateway). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private track(delivery: Promise<unknown>): void {
    const settled = delivery.then(
      () => undefined,
      () => undefined,
    );
    this.inFlight.add(settled);
    void settled.finally(() => this.inFlight.delete(settled));
  }

  private async attempt(entry: OutboxEntry): Promise<boolean> {
    const { to, subject, text, html } = entry;
    try {
      await this.transport.deliver(entry.id, { to, subject, text, ...(html === undefined ? {} : { html }) });
      await this.put({ ...entry, status: 'sent', attempts: entry.attempts + 1, sentAt: new Date().toISOString() });
      return true;
    } catch (error) {
      const attempts = entry.attempts + 1;
      const lastError = error instanceof Error ? error.message : String(error);
      const gaveUp = attempts >= MAX_ATTEMPTS;
      await this.put({
        ...entry,
        status: gaveUp ? 'failed' : 'pending',
        attempts,
        lastError,
        nextAttemptAt: new Date(Date.now() + backoffMs(attempts)).toISOString(),
      }).catch(reportUnexpectedError);
      if (gaveUp)
        reportUnexpectedError(new Error(`e-mail ${entry.id} given up after ${attempts} attempts: ${lastError}`));
      return false;
    }
  }

  private put(entry: OutboxEntry & Doc): Promise<void> {
    return this.documents.write([{ op: 'put', collection: MAIL_OUTBOX, doc: entry }]);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (this.retrying) return;
      this.retrying = true;
      this.track(
        this.deliverDue()
          .catch(reportUnexpectedError)
          .finally(() => {
            this.retrying = false;
          }),
      );
    }, RETRY_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer !== null) clearInterval(this.timer);
    await this.settled();
    await this.transport.close();
  }
}
