import { collectionName } from '@creators/storage';
import {
  asModerationEvent,
  targetKey,
  type ModerationEvent,
  type RecordedEvent,
  type ReportReason,
  type ReportTarget,
} from '@creators/contracts';
import { documentProjector, takenBy } from '../runner/projector.js';

export interface OpenReport {
  readonly reportId: string;
  readonly reporterId: string;
  readonly reason: ReportReason;
  readonly details: string;
  readonly at: string;
}

export interface ModerationStep {
  readonly action: 'hidden' | 'restored' | 'dismissed';
  readonly moderatorId: string;
  readonly reason: string;
  readonly at: string;
}

/** What the creator of a hidden item wrote to the moderators. */
export interface CreatorAnswer {
  readonly creatorId: string;
  readonly message: string;
  readonly at: string;
}

/**
 * One case per reported target (an item, a creator or a review): the reports still open, whether the item is
 * hidden, and every moderator's step with its reason. The queue is the open cases, oldest report first.
 */
export interface ModerationCaseDoc {
  /** `item-<id>`, `creator-<id>` or `review-<id>`. */
  readonly id: string;
  readonly target: ReportTarget;
  readonly status: 'open' | 'closed';
  readonly openReports: readonly OpenReport[];
  readonly reportCount: number;
  readonly firstOpenAt: string | null;
  readonly lastReportedAt: string | null;
  readonly hidden: boolean;
  readonly steps: readonly ModerationStep[];
  /** The creator's answers, oldest first; absent until the first. */
  readonly answers?: readonly CreatorAnswer[];
  readonly [field: string]: unknown;
}

export const MODERATION_CASES = collectionName<ModerationCaseDoc>('moderation_cases');

function targetOf(event: ModerationEvent): ReportTarget {
  switch (event.type) {
    case 'ContentReported':
    case 'ReportsDismissed':
      return event.data.target;
    case 'ItemHidden':
    case 'ItemRestored':
    case 'ModeratorsAnswered':
      return { type: 'item', itemId: event.data.itemId, kind: event.data.kind };
    case 'CreatorHidden':
    case 'CreatorRestored':
      return { type: 'creator', creatorId: event.data.creatorId };
    case 'ReviewHidden':
    case 'ReviewRestored': {
      const { reviewId, itemId, kind, reviewerId } = event.data;
      return { type: 'review', reviewId, itemId, kind, reviewerId };
    }
  }
}

const closed = (doc: ModerationCaseDoc): ModerationCaseDoc => ({
  ...doc,
  status: 'closed',
  openReports: [],
  firstOpenAt: null,
});

export function evolveModerationCase(doc: ModerationCaseDoc | null, event: RecordedEvent): ModerationCaseDoc | null {
  const moderation = asModerationEvent(event);
  if (moderation === null) return doc;
  const at = event.metadata.occurredAt;
  const target = targetOf(moderation);
  const current: ModerationCaseDoc = doc ?? {
    id: targetKey(target),
    target,
    status: 'closed',
    openReports: [],
    reportCount: 0,
    firstOpenAt: null,
    lastReportedAt: null,
    hidden: false,
    steps: [],
  };
  switch (moderation.type) {
    case 'ContentReported': {
      const { reportId, reporterId, reason, details } = moderation.data;
      return {
        ...current,
        status: 'open',
        openReports: [...current.openReports, { reportId, reporterId, reason, details, at }],
        reportCount: current.reportCount + 1,
        firstOpenAt: current.firstOpenAt ?? at,
        lastReportedAt: at,
      };
    }
    case 'ReportsDismissed': {
      const { moderatorId, note } = moderation.data;
      return closed({ ...current, steps: [...current.steps, { action: 'dismissed', moderatorId, reason: note, at }] });
    }
    case 'ItemHidden':
    case 'ItemRestored':
    case 'CreatorHidden':
    case 'CreatorRestored':
    case 'ReviewHidden':
    case 'ReviewRestored': {
      const { moderatorId, reason } = moderation.data;
      const hidden = moderation.type.endsWith('Hidden');
      const step: ModerationStep = { action: hidden ? 'hidden' : 'restored', moderatorId, reason, at };
      return closed({ ...current, hidden, steps: [...current.steps, step] });
    }
    case 'ModeratorsAnswered': {
      const { creatorId, message } = moderation.data;
      return { ...current, answers: [...(current.answers ?? []), { creatorId, message, at }] };
    }
  }
}

export const moderationQueueProjector = documentProjector<ModerationCaseDoc>({
  name: 'moderation-queue',
  version: 1,
  collection: {
    name: MODERATION_CASES,
    fields: { status: 'string', firstOpenAt: 'string', hidden: 'boolean' },
    indexes: [['status', 'firstOpenAt']],
  },
  takes: takenBy(asModerationEvent),
  key: (event) => {
    const moderation = asModerationEvent(event);
    return moderation === null ? null : targetKey(targetOf(moderation));
  },
  evolve: evolveModerationCase,
});
