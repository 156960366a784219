import type { QueryClient } from '@tanstack/react-query';
import { data, redirect } from 'react-router';
import type { MeView, Role } from '@creators/contracts';
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

/** What a page for a role's holders throws to an account without it: its boundary says whose page it is. */
export interface RoleNeeded {
  readonly role: Role;
}

/**
 * The guard of a page for a role's holders (the analysts' workbench, the moderators' queue): the
 * signed-in creator holding `role`, a redirect to sign-in, or a 403 the page's boundary explains,
 * rather than the page asking its API for what it will refuse, part by part.
 */
export async function requireRole(queryClient: QueryClient, request: Request, role: Role): Promise<MeView> {
  const me = await requireCreator(queryClient, request);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router reads a thrown response as the route's error
  if (!me.roles.includes(role)) throw data<RoleNeeded>({ role }, { status: 403 });
  return me;
}
