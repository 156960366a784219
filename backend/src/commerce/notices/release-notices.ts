import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { listHolders, listReleasedSince, type DeliverablesDoc } from '@creators/projections';
import type { CollectionSpec, DocumentStore } from '@creators/storage';
import { ACCOUNT_EMAILS, type AccountEmails } from '../../platform/account-emails.js';
import { PublicOrigin } from '../../platform/http/public-origin.js';
import { composeMail } from '../../platform/mail/composed-mail.js';
import { Outbox } from '../../platform/mail/outbox.js';
import { PeriodicJob } from '../../platform/periodic-job.js';
import { DOCUMENT_STORE } from '../../platform/tokens.js';

/** Releases whose holders have all been told: `<itemId>@<version>`. */
export const RELEASE_NOTICES_SENT = 'release_notices_sent';
export const RELEASE_NOTICES_SENT_COLLECTION: CollectionSpec = { name: RELEASE_NOTICES_SENT, fields: {} };

/** How often new releases are looked for. */
export const RELEASE_NOTICES_EVERY_MS = 15_000;
/** How far back a release is still told (a gateway that was down that long has missed it). */
const LOOK_BACK_MS = 7 * 24 * 3_600_000;

/**
 * Tells each holder of an item by e-mail of its new release, once per holder and release, unless
 * they muted the item. The release is read from the read models, never from the request that
 * published it, so a gateway that stops half-way tells the rest on its next pass: each holder's
 * message is keyed by release and holder (the outbox records a key once), and a release is marked
 * told only after all of its holders' messages are in the outbox.
 */
@Injectable()
export class ReleaseNotices implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly job = new PeriodicJob(RELEASE_NOTICES_EVERY_MS, () => this.run());

  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(ACCOUNT_EMAILS) private readonly emails: AccountEmails,
    private readonly outbox: Outbox,
    private readonly origin: PublicOrigin,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** One pass over the releases of the last days; gives how many releases were newly told. */
  async run(now = Date.now()): Promise<number> {
    const released = await listReleasedSince(this.documents, new Date(now - LOOK_BACK_MS).toISOString());
    let told = 0;
    for (const item of released) {
      const latest = item.releases[0];
      if (latest === undefined) continue;
      const id = `${item.id}@${latest.version}`;
      if ((await this.documents.get(RELEASE_NOTICES_SENT, id)) !== null) continue;
      await this.tell(item, latest.version, latest.notes, latest.date);
      await this.documents.insert(RELEASE_NOTICES_SENT, { id, sentAt: new Date(now).toISOString() });
      told += 1;
    }
    return told;
  }

  private async tell(item: DeliverablesDoc, version: string, notes: string, date: string): Promise<void> {
    const origin = this.origin.get();
    for (const holder of await listHolders(this.documents, item.id, date)) {
      if (holder.muted === true) continue;
      const to = await this.emails.addressOf(holder.accountId);
      if (to === null) continue;
      await this.outbox.send(
        composeMail({
          to,
          subject: `“${item.title}” ${version} is out`,
          paragraphs: [
            `${item.creator.name} released version ${version} of “${item.title}”, which you hold.`,
            `What changed: ${notes}`,
            'Your library shows what changed since the copy you downloaded. You can stop these e-mails for this item there.',
          ],
          rows: [
            ['Item', item.title],
            ['Version', version],
          ],
          action: { label: 'Open your library', url: `${origin}/library` },
        }),
        `release-${item.id}-${version}-${holder.accountId}`,
      );
    }
  }
}
