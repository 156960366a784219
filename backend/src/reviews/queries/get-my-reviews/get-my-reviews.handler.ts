import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CreatorReviewsView } from '@creators/contracts';
import { CREATOR_PROFILES, averageStars, findItems, listCreatorReviews } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { reviewView } from '../review-view.js';
import { GetMyReviews } from './get-my-reviews.query.js';

/** How many of the newest reviews Insights lists. */
const LATEST = 20;

@QueryHandler(GetMyReviews)
export class GetMyReviewsHandler implements IQueryHandler<GetMyReviews, CreatorReviewsView> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ creatorId }: GetMyReviews): Promise<CreatorReviewsView> {
    const reviews = await listCreatorReviews(this.documents, creatorId);
    const starsByItem = new Map<string, number[]>();
    for (const review of reviews)
      starsByItem.set(review.itemId, [...(starsByItem.get(review.itemId) ?? []), review.rating]);
    const latest = reviews.slice(0, LATEST);
    const [items, reviewers] = await Promise.all([
      findItems(this.documents, [...starsByItem.keys()]),
      this.documents.getMany(
        CREATOR_PROFILES,
        latest.map((review) => review.reviewerId),
      ),
    ]);
    return {
      ratingAverage: averageStars(reviews.map((review) => review.rating)),
      ratingCount: reviews.length,
      items: [...starsByItem]
        .flatMap(([itemId, stars]) => {
          const item = items.get(itemId);
          const ratingAverage = averageStars(stars);
          return item === undefined || ratingAverage === null
            ? []
            : [
                {
                  itemId,
                  kind: item.kind,
                  slug: item.slug,
                  title: item.title,
                  ratingAverage,
                  ratingCount: stars.length,
                },
              ];
        })
        .sort((a, b) => b.ratingCount - a.ratingCount || a.title.localeCompare(b.title)),
      latest: latest.flatMap((review) => {
        const item = items.get(review.itemId);
        if (item === undefined) return [];
        return [
          {
            ...reviewView(review, reviewers),
            kind: item.kind,
            slug: item.slug,
            title: item.title,
          },
        ];
      }),
    };
  }
}
