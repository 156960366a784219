import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { activeQueryClient } from '../../lib/query-client.js';
import { getMeIfMaybeSignedIn } from '../../features/auth/api/get-me.js';
import { SignInForm } from '../../features/auth/components/sign-in-form.js';
import { safeNextPath } from '@creators/contracts';
import { useHeadTitle } from '../head/use-head-title.js';
import { titledHead, type RouteHead } from '../head/page-head.js';

/** Where to go afterwards (`?next=`, same-site paths only); a creator already signed in goes straight there. */
export async function loader({ request }: LoaderFunctionArgs) {
  const next = safeNextPath(new URL(request.url).searchParams.get('next'));
  // If we cannot tell who is signed in, the form is still the useful thing to show.
  const me = await getMeIfMaybeSignedIn(activeQueryClient()).catch(() => null);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router reads a thrown Response as a redirect
  if (me !== null) throw redirect(next);
  return { next };
}

export function Component() {
  useHeadTitle(head);
  const { next } = useLoaderData<typeof loader>();
  return (
    <section className="auth-page" aria-labelledby="page-title">
      <h1 id="page-title">Sign in</h1>
      <p className="muted">Manage your items, links and profile.</p>
      <SignInForm next={next} />
    </section>
  );
}

export const head: RouteHead = titledHead('Sign in', { indexed: false });
