import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { noteSession } from '../utils/session-hint.js';
import { authKeys } from './get-me.js';

export const signOut = (): Promise<null> => api.post<null>('/api/auth/sign-out');

/**
 * `leave` runs first, once signed out (e.g. navigating off a signed-in-only page). Then what was
 * read while signed in is dropped, or marked stale where a screen still shows it, without asking
 * again now: a signed-in-only screen still on show for a moment would only be refused.
 */
export function useSignOut({ leave }: { readonly leave: () => Promise<void> }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      noteSession(false);
      await leave();
      queryClient.setQueryData(authKeys.me(), null);
      const signedInReads = (query: { readonly queryKey: readonly unknown[] }) => query.queryKey[0] !== authKeys.all[0];
      queryClient.removeQueries({ predicate: signedInReads, type: 'inactive' });
      await queryClient.invalidateQueries({ predicate: signedInReads, refetchType: 'none' });
    },
  });
}
