import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { moderationStreamId, type ReportTarget } from '@creators/contracts';
import {
  CREATOR_PROFILES,
  MODERATION_CASES,
  findItem,
  type CreatorProfileDoc,
  type ModerationCaseDoc,
} from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import { newIdFor } from '../../platform/command-metadata.js';
import { handleCommand } from '../../platform/event-sourcing.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../../platform/tokens.js';
import { moderationCaseDecider } from '../domain/moderation-case.decider.js';
import { moderationError } from '../moderation.errors.js';
import { Moderate, ReportContent, type ModerationAnswer, type ReportSubject } from './moderate.command.js';

const notFound = () => moderationError('report_target_not_found', 'no such item or creator');

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

  /** A published item, or a creator who exists; and whose it is. */
  private async reportable(subject: ReportSubject): Promise<{ target: ReportTarget; ownerId: string }> {
    if ('itemId' in subject) {
      const item = await findItem(this.documents, subject.itemId);
      if (item?.status !== 'published') throw notFound();
      return { target: { type: 'item', itemId: item.id, kind: item.kind }, ownerId: item.creatorId };
    }
    const creator = await this.documents.get<CreatorProfileDoc>(CREATOR_PROFILES, subject.creatorId);
    if (creator === null) throw notFound();
    return { target: { type: 'creator', creatorId: creator.id }, ownerId: creator.id };
  }
}

@CommandHandler(Moderate)
export class ModerateHandler implements ICommandHandler<Moderate, ModerationAnswer> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ step, metadata }: Moderate): Promise<ModerationAnswer> {
    const moderatorId = metadata.creatorId;
    if (step.type === 'Dismiss') {
      const found = await this.documents.get<ModerationCaseDoc>(MODERATION_CASES, step.caseId);
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
    return { position: String(outcome.position) };
  }
}
