import type { PageHead } from '@creators/contracts';
import { collectionPageQueryOptions } from '../../features/curation/api/get-collection-page.js';
import { pageHead, type HeadArgs } from './page-head.js';

/** A published collection's page: a featured one or a person's. */
export function collectionHead({ origin, url, params, queryClient }: HeadArgs): PageHead | null {
  const view = queryClient.getQueryData(collectionPageQueryOptions(params.handle ?? null, params.slug ?? '').queryKey);
  if (view === undefined) return null;
  const { collection } = view;
  const description =
    collection.description === '' ? `A collection of ${collection.itemIds.length} items.` : collection.description;
  return pageHead(collection.title, { description, canonical: `${origin}${url.pathname.replace(/\/+$/, '')}` });
}
