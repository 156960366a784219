import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import type { MeView } from '@creators/contracts';
import { meQueryOptions } from '../features/auth/api/get-me.js';
import { signInPath } from '../lib/paths.js';

/**
 * The guard of every signed-in page's loader: the signed-in creator, or a redirect to sign-in that
 * comes back here afterwards. Every loader of such a page awaits it, since a child route's loader
 * runs alongside its parent's rather than after it.
 */
export async function requireCreator(queryClient: QueryClient, request: Request): Promise<MeView> {
  const me = await queryClient.query(meQueryOptions());
  if (me === null) {
    const url = new URL(request.url);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router reads a thrown Response as a redirect
    throw redirect(signInPath(`${url.pathname}${url.search}`));
  }
  return me;
}
