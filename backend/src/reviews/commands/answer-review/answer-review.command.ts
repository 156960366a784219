import { Command } from '@nestjs/cqrs';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';
import type { ReviewAnswer } from '../write-review/write-review.command.js';

/** The item's creator answers a review of it, once. */
export class AnswerReview extends Command<ReviewAnswer> {
  constructor(
    readonly reviewId: string,
    readonly text: string,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
