import type { LoaderFunctionArgs } from 'react-router';
import { activeQueryClient } from '../../lib/query-client.js';
import { myLinksQueryOptions } from '../../features/dashboard-links/api/get-my-links.js';
import { LinksManager } from '../../features/dashboard-links/components/links-manager.js';
import { requireCreator } from '../require-creator.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCreator(activeQueryClient(), request);
  await activeQueryClient().query(myLinksQueryOptions());
  return null;
}

export function Component() {
  useDocumentTitle('Your links');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Links</h1>
      <p className="muted">The links on your page, in the order shown there.</p>
      <LinksManager />
    </section>
  );
}
