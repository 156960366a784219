import type { PageHead } from '@creators/contracts';
import { labelItemsQueryOptions, type LabelIndex } from '../../features/marketplace/api/get-label-items.js';
import { listingFiltersFrom } from '../../features/marketplace/utils/listing-filters.js';
import { pageHead, type HeadArgs } from './page-head.js';

const NOUNS: Readonly<Record<LabelIndex, string>> = { tags: 'components tagged', categories: 'templates in' };

/** A tag's or a category's page, from the label its loader read with the first page of items. */
export function labelHead(
  index: LabelIndex,
  title: (name: string) => string,
  { origin, url, params, queryClient }: HeadArgs,
): PageHead | null {
  const first = queryClient.getQueryData(
    labelItemsQueryOptions(index, params.slug ?? '', listingFiltersFrom(url.searchParams)).queryKey,
  )?.pages[0];
  if (first === undefined) return null;
  const { label, count } = first.label;
  return pageHead(title(label), {
    description: `${count} published: ${NOUNS[index]} ${label}.`,
    canonical: `${origin}${url.pathname.replace(/\/+$/, '')}`,
  });
}
