import type { Readable } from 'node:stream';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { asMediaEvent, imageUrl } from '@creators/contracts';
import type { BlobStore, EventStore } from '@creators/storage';
import { accountError } from '../../../accounts/accounts.errors.js';
import { CredentialStore } from '../../../accounts/credentials/credential-store.js';
import { TwoFactorStore } from '../../../accounts/credentials/two-factor-store.js';
import { SessionStore } from '../../../accounts/sessions/session-store.js';
import { Outbox } from '../../../platform/mail/outbox.js';
import { BLOB_STORE, CLOCK, EVENT_STORE, type Clock } from '../../../platform/tokens.js';
import { dataPackageMail } from '../../mail/privacy-mail.js';
import { eventFiles, zipPackage, type PackageEntry } from '../../personal-data/data-package.js';
import { readPersonHistory } from '../../personal-data/person-history.js';
import { ExportPersonalData } from './export-personal-data.command.js';

const README = `Everything Creators Marketplace holds about you, as it was when you downloaded it.

account.json            your sign-in address, when the account was made, two-factor sign-in, your sessions
sign-in-history.json    changes to how you sign in (password, address, two-factor)
profile.json            your sign-up, profile, expert listing, links and handle, event by event
items.json              every change to your items
uploads.json            your uploads; their files are in uploads/
orders-and-licences.json what you bought, got and sold, with licences and downloads
enquiries.json          enquiries you sent and received, and the replies
reports.json            the reports you made
reviews.json            your reviews, their edits, and your answers to reviews of your items
likes-and-follows.json  what you liked and whom you follow, and who follows you
other.json              anything else that names you

Each event has its type, its time ("at"), its stream and its data. Other people appear by their
ids only. Images are in their largest JPEG rendition (the file first sent is never kept).
`;

/**
 * A person's data package, built from the log (every event that names them, opened with their
 * key) and the stores beside it (their account and sessions, their uploads' bytes), streamed as a
 * ZIP; an e-mail tells them it was taken, in case it was not them.
 */
@CommandHandler(ExportPersonalData)
export class ExportPersonalDataHandler implements ICommandHandler<
  ExportPersonalData,
  { readonly fileName: string; readonly body: Readable }
> {
  constructor(
    private readonly credentials: CredentialStore,
    private readonly sessions: SessionStore,
    private readonly twoFactor: TwoFactorStore,
    private readonly outbox: Outbox,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ metadata }: ExportPersonalData): Promise<{ readonly fileName: string; readonly body: Readable }> {
    const personId = metadata.creatorId;
    const account = await this.credentials.ofCreator(personId);
    if (account === null) throw accountError('not_found', 'this creator has no account');
    const history = await readPersonHistory(this.events, personId);
    const sessions = await this.sessions.listOf(personId);
    const entries: PackageEntry[] = [
      { path: 'README.txt', text: README },
      {
        path: 'account.json',
        json: {
          id: personId,
          email: account.email,
          createdAt: account.createdAt,
          twoFactor: await this.twoFactor.isOn(personId),
          sessions: sessions.map(({ createdAt, lastUsedAt, expiresAt, userAgent, client }) => ({
            createdAt,
            lastUsedAt: lastUsedAt ?? null,
            expiresAt,
            userAgent: userAgent ?? null,
            client: client ?? null,
          })),
        },
      },
      ...eventFiles(history.events, personId),
      ...this.uploadFiles(history.events, new Set(history.uploads)),
    ];
    const at = new Date(this.clock.now()).toISOString();
    await this.outbox.send(dataPackageMail(account.email, at));
    return { fileName: `creators-marketplace-data-${at.slice(0, 10)}.zip`, body: zipPackage(entries) };
  }

  /** Each live upload's bytes: a file as it was sent, an image as its largest JPEG. */
  private uploadFiles(events: readonly { type: string; data: unknown }[], live: ReadonlySet<string>): PackageEntry[] {
    return events.flatMap((stored): PackageEntry[] => {
      const media = asMediaEvent(stored);
      if (media === null || media.type === 'UploadSwept' || !live.has(media.data.uploadId)) return [];
      const { uploadId } = media.data;
      if (media.type === 'FileUploaded') {
        const { hash, name } = media.data.file;
        return [{ path: `uploads/${uploadId}/${name}`, bytes: async () => (await this.blobs.get(hash))?.body ?? null }];
      }
      // The address of the largest JPEG names its blob: `<hash>-<width>.jpg`.
      const hash = /([0-9a-f]{64})-\d+\.jpg$/.exec(imageUrl(media.data.image, Number.MAX_SAFE_INTEGER))?.[1];
      if (hash === undefined) return [];
      return [
        {
          path: `uploads/${uploadId}/${media.data.purpose}.jpg`,
          bytes: async () => (await this.blobs.get(hash))?.body ?? null,
        },
      ];
    });
  }
}
