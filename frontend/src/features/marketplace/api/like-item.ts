import type { ItemPageView, LikeAnswer, ItemKind } from '@creators/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

const likePath = (kind: ItemKind, slug: string): string => `/api/marketplace/${kind}/${encodeURIComponent(slug)}/like`;

/** Like (`POST`) or unlike (`DELETE`) an item as the signed-in visitor; 401 when signed out. */
export const likeItem = (kind: ItemKind, slug: string, liked: boolean): Promise<LikeAnswer> =>
  liked ? api.post<LikeAnswer>(likePath(kind, slug)) : api.delete<LikeAnswer>(likePath(kind, slug));

const withLike = (view: ItemPageView, liked: boolean, likes: number): ItemPageView => ({
  ...view,
  likedByMe: liked,
  item: { ...view.item, likes },
});

/**
 * Likes or unlikes at once on screen (optimistic), puts it back if the server refuses, and then
 * refreshes every view that shows like counts.
 */
export function useLikeItem(kind: ItemKind, slug: string) {
  const queryClient = useQueryClient();
  // The item's marketplace page and its feed page show the same view: both follow the like.
  const keys = [queryKeys.marketplace.item(kind, slug), queryKeys.feed.item(kind, slug)];
  return useMutation({
    mutationFn: (liked: boolean) => likeItem(kind, slug, liked),
    onMutate: async (liked) => {
      await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const previous = keys.map((queryKey) => {
        const view = queryClient.getQueryData<ItemPageView>(queryKey);
        if (view !== undefined && view.likedByMe !== liked)
          queryClient.setQueryData<ItemPageView>(
            queryKey,
            withLike(view, liked, Math.max(0, view.item.likes + (liked ? 1 : -1))),
          );
        return { queryKey, view };
      });
      return { previous };
    },
    onError: (_error, _liked, context) => {
      for (const { queryKey, view } of context?.previous ?? [])
        if (view !== undefined) queryClient.setQueryData(queryKey, view);
    },
    onSuccess: (answer) => {
      for (const queryKey of keys)
        queryClient.setQueryData<ItemPageView>(queryKey, (view) =>
          view === undefined ? view : withLike(view, answer.liked, answer.likes),
        );
    },
    onSettled: () => {
      // Cards show like counts too: this kind's lists, search, the feed and creator pages.
      for (const queryKey of [
        queryKeys.marketplace.kind(kind),
        queryKeys.marketplace.searches,
        queryKeys.feed.all,
        queryKeys.creators.all,
      ])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
