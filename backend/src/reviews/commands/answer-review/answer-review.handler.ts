import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { reviewStreamId } from '@creators/contracts';
import { findReview } from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../../../platform/tokens.js';
import { reviewDecider } from '../../domain/review.decider.js';
import { isReviewHidden } from '../../domain/review-visibility.js';
import { reviewError } from '../../reviews.errors.js';
import type { ReviewAnswer } from '../write-review/write-review.command.js';
import { AnswerReview } from './answer-review.command.js';

@CommandHandler(AnswerReview)
export class AnswerReviewHandler implements ICommandHandler<AnswerReview, ReviewAnswer> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ reviewId, text, metadata }: AnswerReview): Promise<ReviewAnswer> {
    // Which stream the review lives on; its answer is then decided on that stream's own events.
    const review = await findReview(this.documents, reviewId);
    if (review === null) throw reviewError('review_not_found', 'no such review');
    const { itemId, kind, reviewerId } = review;
    const hidden = await isReviewHidden(this.events, { type: 'review', reviewId, itemId, kind, reviewerId });
    const outcome = await handleCommand(
      this.events,
      reviewStreamId(itemId, reviewerId),
      reviewDecider,
      { type: 'Answer', answererId: metadata.creatorId, hidden, text },
      metadata,
    );
    return { reviewId, position: String(outcome.position) };
  }
}
