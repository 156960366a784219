import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { moderationStreamId, type ReportTarget, type ReviewTarget } from '@creators/contracts';
import { CREATOR_PROFILES, MODERATION_CASES, findItem, findReview, type CatalogItem } from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import { ACCOUNT_EMAILS, type AccountEmails } from '../../platform/account-emails.js';
import { newIdFor } from '../../platform/command-metadata.js';
import { handleCommand } from '../../platform/event-sourcing.js';
import { PublicOrigin } from '../../platform/http/public-origin.js';
import { composeMail } from '../../platform/mail/composed-mail.js';
import { Outbox } from '../../platform/mail/outbox.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../../platform/tokens.js';
import { moderationCaseDecider } from '../domain/moderation-case.decider.js';
import { moderationError } from '../moderation.errors.js';
import {
  AnswerModerators,
  Moderate,
  ReportContent,
  type ModerationAnswer,
  type ReportSubject,
} from './moderate.command.js';

const notFound = () => moderationError('report_target_not_found', 'no such item, creator or review');

/** A review as moderation names it (null: no such review). */
async function reviewTarget(documents: DocumentStore, reviewId: string): Promise<ReviewTarget | null> {
  const review = await findReview(documents, reviewId);
  if (review === null) return null;
  return { type: 'review', reviewId, itemId: review.itemId, kind: review.kind, reviewerId: review.reviewerId };
}

/** Reports and moderators' steps, each decided on the target's moderation stream. */
@CommandHandler(ReportContent)
export class ReportContentHandler implements ICommandHandler<ReportContent> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ subject, reason, details, metadata }: ReportContent) {
    const { target, ownerId } = await this.reportable(subject);
    if (ownerId === metadata.creatorId) throw moderationError('own_content', 'you cannot report your own work');
    const reportId = newIdFor(metadata, 'report');
    const outcome = await handleCommand(
      this.events,
      moderationStreamId(target),
      moderationCaseDecider,
      { type: 'Report', reportId, target, reporterId: metadata.creatorId, reason, details },
      metadata,
    );
    return { reportId, position: String(outcome.position) };
  }

  /** A published item, a creator who exists, or a review; and whose it is. */
  private async reportable(subject: ReportSubject): Promise<{ target: ReportTarget; ownerId: string }> {
    if ('reviewId' in subject) {
      const target = await reviewTarget(this.documents, subject.reviewId);
      if (target === null) throw notFound();
      return { target, ownerId: target.reviewerId };
    }
    if ('itemId' in subject) {
      const item = await findItem(this.documents, subject.itemId);
      if (item?.status !== 'published') throw notFound();
      return { target: { type: 'item', itemId: item.id, kind: item.kind }, ownerId: item.creatorId };
    }
    const creator = await this.documents.get(CREATOR_PROFILES, subject.creatorId);
    if (creator === null) throw notFound();
    return { target: { type: 'creator', creatorId: creator.id }, ownerId: creator.id };
  }
}

@CommandHandler(Moderate)
export class ModerateHandler implements ICommandHandler<Moderate, ModerationAnswer> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(ACCOUNT_EMAILS) private readonly emails: AccountEmails,
    private readonly outbox: Outbox,
    private readonly origin: PublicOrigin,
  ) {}

  async execute({ step, metadata }: Moderate): Promise<ModerationAnswer> {
    const moderatorId = metadata.creatorId;
    if (step.type === 'Dismiss') {
      const found = await this.documents.get(MODERATION_CASES, step.caseId);
      if (found === null) throw moderationError('report_target_not_found', 'no such case');
      const { target } = found;
      const outcome = await handleCommand(
        this.events,
        moderationStreamId(target),
        moderationCaseDecider,
        { type: 'Dismiss', target, moderatorId, note: step.note },
        metadata,
      );
      return { position: String(outcome.position) };
    }
    if ('creatorId' in step) return this.moderateCreator(step, metadata);
    if ('reviewId' in step) {
      const target = await reviewTarget(this.documents, step.reviewId);
      if (target === null) throw notFound();
      const outcome = await handleCommand(
        this.events,
        moderationStreamId(target),
        moderationCaseDecider,
        { type: step.type, target, moderatorId, reason: step.reason },
        metadata,
      );
      return { position: String(outcome.position) };
    }
    // Any item the catalog has, published or not: a hidden item stays hidden if its creator republishes it.
    const item = await findItem(this.documents, step.itemId);
    if (item === null) throw notFound();
    const outcome = await handleCommand(
      this.events,
      moderationStreamId({ type: 'item', itemId: item.id, kind: item.kind }),
      moderationCaseDecider,
      { type: step.type, itemId: item.id, kind: item.kind, moderatorId, reason: step.reason },
      metadata,
    );
    const hidden = outcome.events.find((event) => event.type === 'ItemHidden');
    if (hidden !== undefined) await this.tellCreator(item, hidden.data.reason, outcome.position);
    return { position: String(outcome.position) };
  }

  /** A creator exists while their profile does; hiding them takes their page and every item of theirs off the public pages. */
  private async moderateCreator(
    step: Extract<Moderate['step'], { creatorId: string }>,
    metadata: Moderate['metadata'],
  ): Promise<ModerationAnswer> {
    const creator = await this.documents.get(CREATOR_PROFILES, step.creatorId);
    if (creator === null) throw notFound();
    const outcome = await handleCommand(
      this.events,
      moderationStreamId({ type: 'creator', creatorId: creator.id }),
      moderationCaseDecider,
      { type: step.type, creatorId: creator.id, moderatorId: metadata.creatorId, reason: step.reason },
      metadata,
    );
    const hidden = outcome.events.find((event) => event.type === 'CreatorHidden');
    if (hidden !== undefined) await this.tellHiddenCreator(creator.id, hidden.data.reason, outcome.position);
    return { position: String(outcome.position) };
  }

  /** The creator hears why their page was hidden (keyed by the hiding: sent once). */
  private async tellHiddenCreator(creatorId: string, reason: string, position: number): Promise<void> {
    const address = await this.emails.addressOf(creatorId);
    if (address === null) return;
    await this.outbox.send(
      composeMail({
        to: address,
        subject: 'Your creator page was hidden by a moderator',
        paragraphs: [
          'A moderator hid your creator page and every item of yours from the public pages. Your holders keep what they have.',
          `The reason: ${reason}`,
          'Reply to this message to have it looked at again.',
        ],
        action: { label: 'Open your dashboard', url: `${this.origin.get()}/dashboard` },
      }),
      `creator-hidden-${creatorId}-${position}`,
    );
  }

  /** The creator hears why their item was hidden, and where to change it (keyed by the hiding: sent once). */
  private async tellCreator(item: CatalogItem, reason: string, position: number): Promise<void> {
    const address = await this.emails.addressOf(item.creatorId);
    if (address === null) return;
    await this.outbox.send(
      composeMail({
        to: address,
        subject: `“${item.title}” was hidden by a moderator`,
        paragraphs: [
          `A moderator hid “${item.title}” from every public page. Its holders keep it.`,
          `The reason: ${reason}`,
          'Change it and write to the moderators, or reply to this message, to have it shown again.',
        ],
        action: {
          label: 'Open the item in your dashboard',
          url: `${this.origin.get()}/dashboard/${item.kind}`,
        },
      }),
      `hidden-${item.id}-${position}`,
    );
  }
}

@CommandHandler(AnswerModerators)
export class AnswerModeratorsHandler implements ICommandHandler<AnswerModerators, ModerationAnswer> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ itemId, message, metadata }: AnswerModerators): Promise<ModerationAnswer> {
    const item = await findItem(this.documents, itemId);
    if (item === null) throw notFound();
    const outcome = await handleCommand(
      this.events,
      moderationStreamId({ type: 'item', itemId: item.id, kind: item.kind }),
      moderationCaseDecider,
      {
        type: 'AnswerModerators',
        itemId: item.id,
        kind: item.kind,
        creatorId: metadata.creatorId,
        ownerId: item.creatorId,
        message,
      },
      metadata,
    );
    return { position: String(outcome.position) };
  }
}
