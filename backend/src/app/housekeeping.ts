import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { DocumentStore } from '@creators/storage';
import { PENDING_ACCOUNTS } from '../accounts/credentials/account-opening.js';
import { ACCOUNT_TOKENS } from '../accounts/credentials/account-tokens.js';
import { SESSIONS } from '../accounts/sessions/session-store.js';
import { IDEMPOTENCY_KEYS } from '../platform/http/idempotency.interceptor.js';
import { LOCAL_MAILBOX } from '../platform/mail/local-mailbox.js';
import { MAIL_OUTBOX } from '../platform/mail/outbox.js';
import { PeriodicJob } from '../platform/periodic-job.js';
import { RATE_LIMITS } from '../platform/rate-limits.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';

/** How long an idempotent answer is kept for a retry: a day, far beyond any client's retries. */
export const IDEMPOTENT_ANSWERS_KEPT_MS = 24 * 3_600_000;
/**
 * How long a sent (or given up) e-mail is kept, in the outbox and the local mailbox: 30 days, long
 * after its retries (a day and a half at most) for a question about it to be answered, and the
 * erasure receipt of a deleted account with it, the last record of their address.
 */
export const MAIL_KEPT_MS = 30 * 24 * 3_600_000;
const EVERY_MS = 10 * 60_000;

/**
 * The gateway's own records that end: each with the field that says when, and how long after it they go.
 * Purged alike whatever their documents hold, so the names are plain.
 */
const EXPIRING: readonly { readonly collection: string; readonly field: string; readonly afterMs: number }[] = [
  { collection: SESSIONS, field: 'expiresAt', afterMs: 0 },
  { collection: PENDING_ACCOUNTS, field: 'expiresAt', afterMs: 0 },
  { collection: ACCOUNT_TOKENS, field: 'expiresAt', afterMs: 0 },
  { collection: RATE_LIMITS, field: 'expiresAt', afterMs: 0 },
  { collection: IDEMPOTENCY_KEYS, field: 'storedAt', afterMs: IDEMPOTENT_ANSWERS_KEPT_MS },
  { collection: MAIL_OUTBOX, field: 'createdAt', afterMs: MAIL_KEPT_MS },
  { collection: LOCAL_MAILBOX, field: 'deliveredAt', afterMs: MAIL_KEPT_MS },
];

/**
 * Deletes what has ended (sessions, unconfirmed sign-ups, used and expired tokens, rate-limit
 * windows, idempotent answers, e-mail past its retention) every ten minutes
 * while the gateway runs, so those collections stay as small as the traffic of a day. Any number
 * of gateways may do it at once: deleting what is gone changes nothing.
 */
@Injectable()
export class Housekeeping implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly job = new PeriodicJob(EVERY_MS, () => this.run());

  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  /** Deletes every record ended by `now`; gives how many per collection. */
  async run(now = Date.now()): Promise<Record<string, number>> {
    const purged: Record<string, number> = {};
    for (const { collection, field, afterMs } of EXPIRING) {
      const cutoff = new Date(now - afterMs).toISOString();
      purged[collection] = 0;
      for (;;) {
        const page = await this.documents.find(collection, { filter: { [field]: { lte: cutoff } }, limit: 500 });
        if (page.items.length === 0) break;
        await this.documents.write(page.items.map((doc) => ({ op: 'delete' as const, collection, id: doc.id })));
        purged[collection] += page.items.length;
      }
    }
    // What was deleted leaves no old copy in the store's files (an address in an old e-mail).
    if (Object.values(purged).some((count) => count > 0)) await this.documents.scrub?.();
    return purged;
  }

  onApplicationBootstrap(): void {
    this.job.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }
}
