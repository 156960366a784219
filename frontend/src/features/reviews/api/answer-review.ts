import type { MarketplaceKind } from '@creators/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { invalidateAfterChange } from '../../../lib/invalidate-after-change.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** The item's creator answers a review, once. */
export const answerReview = (reviewId: string, text: string): Promise<{ position: string }> =>
  api.post<{ position: string }>(`/api/reviews/${encodeURIComponent(reviewId)}/answer`, { text });

export function useAnswerReview(kind: MarketplaceKind, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { readonly reviewId: string; readonly text: string }) =>
      answerReview(reviewId, text),
    onSuccess: async () => {
      await invalidateAfterChange(queryClient, queryKeys.marketplace.reviews(kind, slug));
    },
  });
}
