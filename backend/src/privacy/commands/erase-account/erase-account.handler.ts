import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { followStreamId, likeStreamId, uploadStreamId, type ErasureReceipt } from '@creators/contracts';
import { MEDIA_BLOBS, MEDIA_UPLOADS } from '@creators/projections';
import type { BlobStore, DocumentStore, EventStore, PersonalKeys } from '@creators/storage';
import { UnpublishItem } from '../../../catalog/commands/unpublish-item/unpublish-item.command.js';
import { followDecider } from '../../../creators/commands/follow/follow.js';
import { WithdrawExpertListing } from '../../../creators/commands/withdraw-expert-listing/withdraw-expert-listing.command.js';
import { RemoveLink } from '../../../links/commands/remove-link/remove-link.command.js';
import { likeDecider } from '../../../marketplace/engagement/change-like/like.decider.js';
import { uploadDecider } from '../../../media/domain/upload.decider.js';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { Outbox } from '../../../platform/mail/outbox.js';
import { BLOB_STORE, CLOCK, DOCUMENT_STORE, EVENT_STORE, PERSONAL_KEYS, type Clock } from '../../../platform/tokens.js';
import { accountError } from '../../../accounts/accounts.errors.js';
import { AccountOpening } from '../../../accounts/credentials/account-opening.js';
import { CredentialStore } from '../../../accounts/credentials/credential-store.js';
import { Reauthentication } from '../../../accounts/credentials/reauthentication.js';
import { TwoFactorStore } from '../../../accounts/credentials/two-factor-store.js';
import { erasureReceiptMail } from '../../mail/privacy-mail.js';
import { readPersonHistory, type PersonHistory } from '../../personal-data/person-history.js';
import { forgetMailTo } from '../../personal-data/forget-mail.js';
import { SessionStore } from '../../../accounts/sessions/session-store.js';
import { AccountStream } from '../../../accounts/commands/account-stream.js';
import { EraseAccount } from './erase-account.command.js';

/**
 * Deleting an account, in an order that can be retried from any step: what others saw of the
 * person is withdrawn through the product's own commands (items unpublished, the expert listing,
 * links, follows and likes), their uploads swept except the files that holders of their items keep,
 * the receipt mailed while the address is still known, the person's key destroyed (every personal
 * value of theirs in the log, its exports and its backups reads as erased from then on), then
 * `AccountErased` appended (the read models are rebuilt from the log on it), the address released
 * for a new account, and the credentials, second factor, sessions and mail to the address deleted.
 */
@CommandHandler(EraseAccount)
export class EraseAccountHandler implements ICommandHandler<EraseAccount, ErasureReceipt> {
  constructor(
    private readonly reauthentication: Reauthentication,
    private readonly twoFactor: TwoFactorStore,
    private readonly credentials: CredentialStore,
    private readonly opening: AccountOpening,
    private readonly sessions: SessionStore,
    private readonly stream: AccountStream,
    private readonly outbox: Outbox,
    private readonly commands: CommandBus,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(PERSONAL_KEYS) private readonly keys: PersonalKeys,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ password, code, client, metadata }: EraseAccount): Promise<ErasureReceipt> {
    const creatorId = metadata.creatorId;
    const now = this.clock.now();
    const account = await this.reauthentication.password(creatorId, password, client, now);
    if (await this.twoFactor.isOn(creatorId)) {
      if (code === null)
        throw accountError('wrong_code', 'two-factor sign-in is on: the code is needed too', [
          { field: 'code', message: 'is needed: type the code the app shows now, or an unused recovery code' },
        ]);
      await this.reauthentication.code(creatorId, code, client, now);
    }
    const history = await readPersonHistory(this.events, creatorId);
    await this.withdraw(history, metadata);
    const keptFiles = await this.sweepUploads(history, metadata);
    const erasedAt = new Date(now).toISOString();
    const receipt: ErasureReceipt = {
      erasedAt,
      itemsWithdrawn: history.items.filter((item) => item.status === 'published').length,
      filesKeptForHolders: keptFiles,
      position: '0',
    };
    const receiptKey = `erasure-${creatorId}`;
    await this.outbox.send(erasureReceiptMail(account.email, receipt), receiptKey);
    await this.keys.destroy(creatorId, erasedAt);
    const { position } = await this.stream.decide({ type: 'EraseAccount', creatorId }, metadata);
    await this.opening.releaseAddress(account, metadata);
    await this.sessions.endAllOf(creatorId, null);
    await this.twoFactor.turnOff(creatorId);
    await forgetMailTo(this.documents, account.email, receiptKey);
    await this.credentials.forget(account);
    await this.documents.scrub?.();
    return { ...receipt, position: String(position) };
  }

  private async withdraw(history: PersonHistory, metadata: SignedInMetadata): Promise<void> {
    const me = metadata.creatorId;
    for (const item of history.items)
      if (item.status === 'published') await this.commands.execute(new UnpublishItem(item.kind, item.itemId, metadata));
    if (history.listed) await this.commands.execute(new WithdrawExpertListing(metadata));
    for (const linkId of history.linkIds) await this.commands.execute(new RemoveLink(linkId, metadata));
    for (const creatorId of history.following)
      await handleCommand(
        this.events,
        followStreamId(me, creatorId),
        followDecider,
        { follow: false, followerId: me, creatorId },
        metadata,
      );
    for (const { itemId, kind } of history.likes)
      await handleCommand(
        this.events,
        likeStreamId(itemId, me),
        likeDecider,
        { like: false, itemId, kind, creatorId: me },
        metadata,
      );
  }

  /** Sweeps the person's uploads but the files of items someone else holds; answers how many files were kept. */
  private async sweepUploads(history: PersonHistory, metadata: SignedInMetadata): Promise<number> {
    const kept = new Set(history.items.filter((item) => item.holders.length > 0).flatMap((item) => item.fileUploads));
    const uploads = await this.documents.getMany(MEDIA_UPLOADS, history.uploads);
    for (const uploadId of history.uploads) {
      if (kept.has(uploadId)) continue;
      const blobs = uploads.get(uploadId)?.blobs ?? [];
      const holders = await this.documents.getMany(MEDIA_BLOBS, blobs);
      // The same bytes uploaded by someone else are theirs too.
      const own = blobs.filter((hash) => (holders.get(hash)?.uploadIds ?? []).every((id) => id === uploadId));
      const outcome = await handleCommand(
        this.events,
        uploadStreamId(uploadId),
        uploadDecider,
        { type: 'Sweep', uploadId, deletedBlobs: own },
        metadata,
      );
      // Deleted whether this sweep or an earlier try of the same deletion recorded it.
      if (outcome.state.status === 'swept') for (const hash of own) await this.blobs.delete(hash);
    }
    return history.uploads.filter((uploadId) => kept.has(uploadId)).length;
  }
}
