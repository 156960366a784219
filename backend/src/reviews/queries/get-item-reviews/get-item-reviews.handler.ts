import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ItemReviewsView, ReviewView } from '@creators/contracts';
import {
  CREATOR_PROFILES,
  findEntitlement,
  findReviewBy,
  findShownItem,
  listItemReviews,
  type ReviewDoc,
} from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { reviewedItem } from '../../commands/write-review/write-review.handler.js';
import { reviewView } from '../review-view.js';
import { GetItemReviews } from './get-item-reviews.query.js';

@QueryHandler(GetItemReviews)
export class GetItemReviewsHandler implements IQueryHandler<GetItemReviews, ItemReviewsView> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ kind, slug, viewerId }: GetItemReviews): Promise<ItemReviewsView> {
    const { itemId, creatorId } = await reviewedItem(this.documents, kind, slug);
    const [shown, item, mine, holds] = await Promise.all([
      listItemReviews(this.documents, itemId),
      findShownItem(this.documents, itemId),
      viewerId === null ? null : findReviewBy(this.documents, itemId, viewerId),
      viewerId === null ? null : findEntitlement(this.documents, itemId, viewerId),
    ]);
    const reviewers = await this.documents.getMany(
      CREATOR_PROFILES,
      [...shown, ...(mine === null ? [] : [mine])].map((review) => review.reviewerId),
    );
    const view = (review: ReviewDoc): ReviewView => reviewView(review, reviewers);
    return {
      items: shown.map(view),
      // The same figures the item's cards and page show (the public document's).
      ratingAverage: item?.ratingAverage ?? null,
      ratingCount: item?.ratingCount ?? 0,
      mine: mine === null ? null : { ...view(mine), hidden: mine.hidden },
      canReview: holds !== null && mine === null && viewerId !== creatorId,
      isCreator: viewerId === creatorId,
    };
  }
}
