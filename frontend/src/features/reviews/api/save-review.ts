import type { MarketplaceKind } from '@creators/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { invalidateAfterChange } from '../../../lib/invalidate-after-change.js';
import { queryKeys } from '../../../lib/query-keys.js';

export interface ReviewBody {
  readonly rating: number;
  readonly text: string;
}

interface ReviewAnswer {
  readonly reviewId: string;
  readonly position: string;
}

const reviewsPath = (kind: MarketplaceKind, slug: string): string =>
  `/api/marketplace/${kind}/${encodeURIComponent(slug)}/reviews`;

/** A holder's first review (`POST`), or their edit of it (`PUT .../mine`). */
export const saveReview = (
  kind: MarketplaceKind,
  slug: string,
  body: ReviewBody,
  edit: boolean,
): Promise<ReviewAnswer> =>
  edit
    ? api.put<ReviewAnswer>(`${reviewsPath(kind, slug)}/mine`, body)
    : api.post<ReviewAnswer>(reviewsPath(kind, slug), body);

/** Writes or edits the visitor's review; the reviews (and every card showing the rating) are read again. */
export function useSaveReview(kind: MarketplaceKind, slug: string, edit: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => saveReview(kind, slug, body, edit),
    onSuccess: async () => {
      await invalidateAfterChange(queryClient, queryKeys.marketplace.reviews(kind, slug));
    },
  });
}
