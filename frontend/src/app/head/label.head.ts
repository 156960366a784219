import { templateCategoryLabel, type PageHead } from '@creators/contracts';
import { labelItemsQueryOptions, type LabelIndex } from '../../features/marketplace/api/get-label-items.js';
import { listingFiltersFrom } from '../../features/marketplace/utils/listing-filters.js';
import { pageHead, type HeadArgs } from './page-head.js';

const LEADS: Readonly<Record<LabelIndex, string>> = { tags: 'Components tagged', categories: 'Templates in' };

/** A tag's or a category's page, from the label its loader read with the first page of items. */
export function labelHead(index: LabelIndex, { origin, url, params, queryClient }: HeadArgs): PageHead | null {
  const slug = params.slug ?? '';
  const first = queryClient.getQueryData(
    labelItemsQueryOptions(index, slug, listingFiltersFrom(url.searchParams)).queryKey,
  )?.pages[0];
  if (first === undefined) return null;
  // A listed category reads as the list names it (`SaaS`), as the pages themselves show it.
  const label = (index === 'categories' ? templateCategoryLabel(slug) : undefined) ?? first.label.label;
  const lead = LEADS[index];
  return pageHead(`${lead} ${label}`, {
    description: `${first.label.count} published: ${lead.toLowerCase()} ${label}.`,
    canonical: `${origin}${url.pathname.replace(/\/+$/, '')}`,
  });
}
