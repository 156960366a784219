import { Command } from '@nestjs/cqrs';
import type { MarketplaceKind } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

export interface ReviewAnswer {
  readonly reviewId: string;
  readonly position: string;
}

/** A holder rates an item they hold, with optional words: once (then they edit it). */
export class WriteReview extends Command<ReviewAnswer> {
  constructor(
    readonly kind: MarketplaceKind,
    readonly slug: string,
    readonly rating: number,
    readonly text: string,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}

/** The reviewer changes their stars or words (each edit an event). */
export class EditReview extends Command<ReviewAnswer> {
  constructor(
    readonly kind: MarketplaceKind,
    readonly slug: string,
    readonly rating: number,
    readonly text: string,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
