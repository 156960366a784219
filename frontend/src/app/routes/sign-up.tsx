import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { activeQueryClient } from '../../lib/query-client.js';
import { getMeIfMaybeSignedIn } from '../../features/auth/api/get-me.js';
import { SignUpForm } from '../../features/auth/components/sign-up-form.js';
import { safeNextPath } from '@creators/contracts';
import { useHeadTitle } from '../head/use-head-title.js';
import { titledHead, type RouteHead } from '../head/page-head.js';

export async function loader({ request }: LoaderFunctionArgs) {
  const next = safeNextPath(new URL(request.url).searchParams.get('next'));
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
      <h1 id="page-title">Create your account</h1>
      <p className="muted">Publish components, plugins, templates, tutorials, vectors and sites.</p>
      <SignUpForm next={next} />
    </section>
  );
}

export const head: RouteHead = titledHead('Create your account', { indexed: false });
