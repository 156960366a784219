import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { KINDS, heldVersion, reviewStreamId, type MarketplaceKind } from '@creators/contracts';
import {
  findEntitlement,
  findItemDeliverables,
  findPublishedItem,
  type LibraryEntryDoc,
  type PublicItemDoc,
} from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../../../platform/tokens.js';
import { reviewDecider, type ReviewedItem } from '../../domain/review.decider.js';
import { reviewIdFor } from '../../domain/review-id.js';
import { isReviewHidden } from '../../domain/review-visibility.js';
import { reviewError } from '../../reviews.errors.js';
import { EditReview, WriteReview, type ReviewAnswer } from './write-review.command.js';

/** The release the reviewer holds (their copy, as their library says), else the item's version. */
async function versionHeld(
  documents: DocumentStore,
  item: ReviewedItem,
  entry: LibraryEntryDoc | null,
): Promise<string | null> {
  if (entry === null) return item.version;
  const releases = (await findItemDeliverables(documents, item.itemId))?.releases ?? [];
  return releases.length === 0 ? item.version : heldVersion(releases, entry.downloadedVersion, entry.acquiredAt);
}

/** The published item at a kind and slug, as a review names it. */
export async function reviewedItem(
  documents: DocumentStore,
  kind: MarketplaceKind,
  slug: string,
): Promise<ReviewedItem> {
  const lookup = await findPublishedItem(documents, kind, slug);
  if (lookup === null || !('found' in lookup))
    throw reviewError('item_not_found', `no published ${KINDS[kind].singular} at "${slug}"`);
  const item: PublicItemDoc = lookup.found;
  return { itemId: item.id, kind: item.kind, creatorId: item.creatorId, version: item.version ?? null };
}

/** What writing or editing a review starts from: the item with the release the reviewer holds, the review's id, and whether they hold the item. */
async function reviewAt(
  documents: DocumentStore,
  kind: MarketplaceKind,
  slug: string,
  reviewerId: string,
): Promise<{ readonly item: ReviewedItem; readonly reviewId: string; readonly holds: boolean }> {
  const found = await reviewedItem(documents, kind, slug);
  const entry = await findEntitlement(documents, found.itemId, reviewerId);
  const item = { ...found, version: await versionHeld(documents, found, entry) };
  return { item, reviewId: reviewIdFor(item.itemId, reviewerId), holds: entry !== null };
}

@CommandHandler(WriteReview)
export class WriteReviewHandler implements ICommandHandler<WriteReview, ReviewAnswer> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ kind, slug, rating, text, metadata }: WriteReview): Promise<ReviewAnswer> {
    const reviewerId = metadata.creatorId;
    const { item, reviewId, holds } = await reviewAt(this.documents, kind, slug, reviewerId);
    const outcome = await handleCommand(
      this.events,
      reviewStreamId(item.itemId, reviewerId),
      reviewDecider,
      { type: 'Write', reviewId, item, reviewerId, holds, rating, text },
      metadata,
    );
    return { reviewId, position: String(outcome.position) };
  }
}

@CommandHandler(EditReview)
export class EditReviewHandler implements ICommandHandler<EditReview, ReviewAnswer> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ kind, slug, rating, text, metadata }: EditReview): Promise<ReviewAnswer> {
    const reviewerId = metadata.creatorId;
    const { item, reviewId } = await reviewAt(this.documents, kind, slug, reviewerId);
    const hidden = await isReviewHidden(this.events, {
      type: 'review',
      reviewId,
      itemId: item.itemId,
      kind: item.kind,
      reviewerId,
    });
    const outcome = await handleCommand(
      this.events,
      reviewStreamId(item.itemId, reviewerId),
      reviewDecider,
      { type: 'Edit', reviewerId, version: item.version, hidden, rating, text },
      metadata,
    );
    return { reviewId, position: String(outcome.position) };
  }
}
