import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { MeView } from '@creators/contracts';
import { api, ApiError } from '../../../lib/api-client.js';
import { maybeSignedIn, noteSession } from '../utils/session-hint.js';

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

/** The signed-in creator, or null when nobody is signed in (the API answers 401). */
export async function getMe(): Promise<MeView | null> {
  try {
    const me = await api.get<MeView>('/api/auth/me');
    noteSession(true);
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      noteSession(false);
      return null;
    }
    throw error;
  }
}

export const meQueryOptions = () => queryOptions({ queryKey: authKeys.me(), queryFn: getMe });

/** Who is signed in, for pages anyone may see: not asked when this browser has no session to speak of. */
export const useMe = () => useQuery({ ...meQueryOptions(), enabled: maybeSignedIn() });

/** The same for a public page's loader: null, without asking, when there is no session to speak of. */
export const getMeIfMaybeSignedIn = (queryClient: QueryClient): Promise<MeView | null> =>
  maybeSignedIn() ? queryClient.query(meQueryOptions()) : Promise.resolve(null);
