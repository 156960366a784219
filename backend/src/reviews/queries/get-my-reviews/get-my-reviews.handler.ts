import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CreatorReviewsView } from '@creators/contracts';
import { CREATOR_PROFILES, findItems, listCreatorReviews } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { GetMyReviews } from './get-my-reviews.query.js';

/** How many of the newest reviews Insights lists. */
const LATEST = 20;

const mean = (stars: readonly number[]): number =>
  Math.round((stars.reduce((sum, rating) => sum + rating, 0) / stars.length) * 100) / 100;

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
      ratingAverage: reviews.length === 0 ? null : mean(reviews.map((review) => review.rating)),
      ratingCount: reviews.length,
      items: [...starsByItem]
        .flatMap(([itemId, stars]) => {
          const item = items.get(itemId);
          return item === undefined
            ? []
            : [
                {
                  itemId,
                  kind: item.kind,
                  slug: item.slug,
                  title: item.title,
                  ratingAverage: mean(stars),
                  ratingCount: stars.length,
                },
              ];
        })
        .sort((a, b) => b.ratingCount - a.ratingCount || a.title.localeCompare(b.title)),
      latest: latest.flatMap((review) => {
        const item = items.get(review.itemId);
        if (item === undefined) return [];
        const reviewer = reviewers.get(review.reviewerId);
        return [
          {
            id: review.id,
            itemId: review.itemId,
            reviewerId: review.reviewerId,
            reviewer: reviewer === undefined ? null : { handle: reviewer.handle, name: reviewer.name },
            rating: review.rating,
            text: review.text,
            version: review.version,
            writtenAt: review.writtenAt,
            editedAt: review.editedAt,
            answer: review.answer,
            kind: item.kind,
            slug: item.slug,
            title: item.title,
          },
        ];
      }),
    };
  }
}
