import { EXPERT_AVAILABILITIES, EXPERT_SORTS } from '@creators/contracts';
import type { ExpertFilters } from '../../../lib/query-keys.js';

export const EXPERT_FILTER_NAMES = ['service', 'language', 'location'] as const;

/** Every parameter of the directory's address, the typed filters and the chosen ones. */
export const EXPERT_QUERY_NAMES = [...EXPERT_FILTER_NAMES, 'availability', 'currency', 'sort'] as const;

const oneOf = (value: string, allowed: readonly string[]): string => (allowed.includes(value) ? value : '');

/**
 * `?service=&language=&location=&availability=&currency=&sort=` -> filters (trimmed; empty means
 * any). A value the server would refuse (an address typed by hand) is read as empty, so the page
 * still shows the directory.
 */
export function expertFiltersFrom(params: URLSearchParams): ExpertFilters {
  const value = (name: (typeof EXPERT_QUERY_NAMES)[number]): string => (params.get(name) ?? '').trim();
  const currency = value('currency').toUpperCase();
  const sort = oneOf(value('sort'), EXPERT_SORTS);
  return {
    service: value('service'),
    language: value('language'),
    location: value('location'),
    availability: oneOf(value('availability'), EXPERT_AVAILABILITIES),
    currency: /^[A-Z]{3}$/.test(currency) ? currency : '',
    sort: sort === 'newest' ? '' : sort,
  };
}
