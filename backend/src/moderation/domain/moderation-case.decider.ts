import {
  asModerationEvent,
  type ItemKind,
  type ModerationEvent,
  type ReportReason,
  type ReportTarget,
  type ReviewTarget,
} from '@creators/contracts';
import { invalidField } from '../../platform/domain-error.js';
import type { Decider } from '../../platform/event-sourcing.js';
import { moderationError } from '../moderation.errors.js';

/** A target's moderation as its stream stands: who has a report open, and whether the item is hidden. */
export interface ModerationCaseState {
  readonly openReporters: readonly string[];
  readonly hidden: boolean;
}

export type ModerationCommand =
  | {
      readonly type: 'Report';
      readonly reportId: string;
      readonly target: ReportTarget;
      readonly reporterId: string;
      readonly reason: ReportReason;
      readonly details: string;
    }
  | { readonly type: 'Dismiss'; readonly target: ReportTarget; readonly moderatorId: string; readonly note: string }
  | {
      readonly type: 'Hide' | 'Restore';
      readonly itemId: string;
      readonly kind: ItemKind;
      readonly moderatorId: string;
      readonly reason: string;
    }
  | {
      /** The item's creator (`ownerId` as the catalog knows it) writes to the moderators. */
      readonly type: 'AnswerModerators';
      readonly itemId: string;
      readonly kind: ItemKind;
      readonly creatorId: string;
      readonly ownerId: string;
      readonly message: string;
    }
  | {
      readonly type: 'HideCreator' | 'RestoreCreator';
      readonly creatorId: string;
      readonly moderatorId: string;
      readonly reason: string;
    }
  | {
      readonly type: 'HideReview' | 'RestoreReview';
      readonly target: ReviewTarget;
      readonly moderatorId: string;
      readonly reason: string;
    };

export const MODERATION_LIMITS = { details: 1000, reason: 500, message: 1000 } as const;

/** A moderator's reason is said in words: the creator reads it, and the history keeps it. */
function reasonOf(field: string, text: string): string {
  const reason = text.trim();
  if (reason === '') throw invalidField(field, 'must say why, in a few words');
  if (reason.length > MODERATION_LIMITS.reason)
    throw invalidField(field, `must be at most ${MODERATION_LIMITS.reason} characters`);
  return reason;
}

export function evolveModerationCase(state: ModerationCaseState, event: ModerationEvent): ModerationCaseState {
  switch (event.type) {
    case 'ContentReported':
      return { ...state, openReporters: [...state.openReporters, event.data.reporterId] };
    case 'ReportsDismissed':
      return { ...state, openReporters: [] };
    case 'ItemHidden':
    case 'CreatorHidden':
    case 'ReviewHidden':
      return { openReporters: [], hidden: true };
    case 'ItemRestored':
    case 'CreatorRestored':
    case 'ReviewRestored':
      return { ...state, hidden: false };
    case 'ModeratorsAnswered':
      return state;
  }
}

export function decideModeration(command: ModerationCommand, state: ModerationCaseState): ModerationEvent[] {
  switch (command.type) {
    case 'Report': {
      const { reportId, target, reporterId, reason } = command;
      if (state.openReporters.includes(reporterId))
        throw moderationError('already_reported', 'you reported this already; moderators will look at it');
      const details = command.details.trim();
      if (details.length > MODERATION_LIMITS.details)
        throw invalidField('details', `must be at most ${MODERATION_LIMITS.details} characters`);
      return [{ type: 'ContentReported', data: { reportId, target, reporterId, reason, details } }];
    }
    case 'Dismiss':
      if (state.openReporters.length === 0) throw moderationError('nothing_to_dismiss', 'no report is open here');
      return [
        {
          type: 'ReportsDismissed',
          data: { target: command.target, moderatorId: command.moderatorId, note: reasonOf('note', command.note) },
        },
      ];
    case 'Hide':
    case 'Restore': {
      const hide = command.type === 'Hide';
      if (hide && state.hidden) throw moderationError('already_hidden', 'this item is hidden already');
      if (!hide && !state.hidden) throw moderationError('not_hidden', 'this item is not hidden');
      const { itemId, kind, moderatorId } = command;
      const data = { itemId, kind, moderatorId, reason: reasonOf('reason', command.reason) };
      return [hide ? { type: 'ItemHidden', data } : { type: 'ItemRestored', data }];
    }
    case 'AnswerModerators': {
      const { itemId, kind, creatorId, ownerId } = command;
      // Someone else's item is as unknown as a missing one.
      if (creatorId !== ownerId) throw moderationError('report_target_not_found', 'no such item of yours');
      if (!state.hidden) throw moderationError('not_hidden', 'this item is not hidden: there is nothing to answer');
      const message = command.message.trim();
      if (message === '') throw invalidField('message', 'must say something to the moderators');
      if (message.length > MODERATION_LIMITS.message)
        throw invalidField('message', `must be at most ${MODERATION_LIMITS.message} characters`);
      return [{ type: 'ModeratorsAnswered', data: { itemId, kind, creatorId, message } }];
    }
    case 'HideCreator':
    case 'RestoreCreator': {
      const hide = command.type === 'HideCreator';
      if (hide && state.hidden) throw moderationError('already_hidden', 'this creator is hidden already');
      if (!hide && !state.hidden) throw moderationError('not_hidden', 'this creator is not hidden');
      const { creatorId, moderatorId } = command;
      const data = { creatorId, moderatorId, reason: reasonOf('reason', command.reason) };
      return [hide ? { type: 'CreatorHidden', data } : { type: 'CreatorRestored', data }];
    }
    case 'HideReview':
    case 'RestoreReview': {
      const hide = command.type === 'HideReview';
      if (hide && state.hidden) throw moderationError('already_hidden', 'this review is hidden already');
      if (!hide && !state.hidden) throw moderationError('not_hidden', 'this review is not hidden');
      const { reviewId, itemId, kind, reviewerId } = command.target;
      const data = { reviewId, itemId, kind, reviewerId, moderatorId: command.moderatorId };
      const reason = reasonOf('reason', command.reason);
      return [
        hide
          ? { type: 'ReviewHidden', data: { ...data, reason } }
          : { type: 'ReviewRestored', data: { ...data, reason } },
      ];
    }
  }
}

export const moderationCaseDecider: Decider<ModerationCaseState, ModerationCommand, ModerationEvent> = {
  initial: { openReporters: [], hidden: false },
  read: asModerationEvent,
  evolve: evolveModerationCase,
  decide: decideModeration,
};
