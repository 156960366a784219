import type { FollowAnswer } from '@creators/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

const followKey = (handle: string) => [...queryKeys.creators.page(handle), 'follow'] as const;
const followPath = (handle: string) => `/api/creators/${encodeURIComponent(handle)}/follow`;

/** Whether I follow this creator (asked only when signed in). */
export const useFollowState = (handle: string, signedIn: boolean) =>
  useQuery({
    queryKey: followKey(handle),
    queryFn: () => api.get<Omit<FollowAnswer, 'position'>>(followPath(handle)),
    enabled: signedIn,
  });

export function useFollow(handle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      follow ? api.put<FollowAnswer>(followPath(handle), {}) : api.delete<FollowAnswer>(followPath(handle)),
    onSuccess: async (answer) => {
      queryClient.setQueryData(followKey(handle), { following: answer.following, followers: answer.followers });
      // The creator page's count, and the Following feed, change with it.
      await queryClient.invalidateQueries({ queryKey: queryKeys.creators.page(handle), exact: true });
      await queryClient.invalidateQueries({ queryKey: ['feed', 'following'] });
    },
  });
}
