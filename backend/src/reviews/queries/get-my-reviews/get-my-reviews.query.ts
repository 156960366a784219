import { Query } from '@nestjs/cqrs';
import type { CreatorReviewsView } from '@creators/contracts';

/** The reviews of a creator's items, summed up for Insights. */
export class GetMyReviews extends Query<CreatorReviewsView> {
  constructor(readonly creatorId: string) {
    super();
  }
}
