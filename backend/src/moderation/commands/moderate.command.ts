import { Command } from '@nestjs/cqrs';
import type { ReportReason } from '@creators/contracts';
import type { SignedInMetadata } from '../../platform/command-metadata.js';

/** What is reported, as a visitor names it: an item, a creator or a review, by its id. */
export type ReportSubject =
  { readonly itemId: string } | { readonly creatorId: string } | { readonly reviewId: string };

export interface ModerationAnswer {
  readonly position: string;
}

/** A signed-in person reports an item or a creator; nothing is hidden by it. */
export class ReportContent extends Command<ModerationAnswer & { readonly reportId: string }> {
  constructor(
    readonly subject: ReportSubject,
    readonly reason: ReportReason,
    readonly details: string,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}

/** The creator of a hidden item writes to the moderators, beside the case. */
export class AnswerModerators extends Command<ModerationAnswer> {
  constructor(
    readonly itemId: string,
    readonly message: string,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}

/** A moderator's step: hide or restore an item, a creator or a review, or dismiss the reports open on a case. */
export class Moderate extends Command<ModerationAnswer> {
  constructor(
    readonly step:
      | { readonly type: 'Hide' | 'Restore'; readonly itemId: string; readonly reason: string }
      | { readonly type: 'HideReview' | 'RestoreReview'; readonly reviewId: string; readonly reason: string }
      | { readonly type: 'HideCreator' | 'RestoreCreator'; readonly creatorId: string; readonly reason: string }
      | { readonly type: 'Dismiss'; readonly caseId: string; readonly note: string },
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
