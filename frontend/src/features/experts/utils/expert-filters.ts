import type { ExpertFilters } from '../../../lib/query-keys.js';

export const EXPERT_FILTER_NAMES = ['service', 'language', 'location'] as const;

/** `?service=&language=&location=` -> filters (trimmed; empty means any). */
export function expertFiltersFrom(params: URLSearchParams): ExpertFilters {
  const value = (name: (typeof EXPERT_FILTER_NAMES)[number]): string => (params.get(name) ?? '').trim();
  return { service: value('service'), language: value('language'), location: value('location') };
}
