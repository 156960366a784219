import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Link } from '@creators/contracts';
import { api } from '../../../lib/api-client.js';

/** `['dashboard', 'links']`: the one list every link change refreshes. */
export const dashboardLinkKeys = {
  all: ['dashboard', 'links'] as const,
};

export interface MyLinks {
  readonly items: readonly Link[];
  readonly revision: number;
}

export const getMyLinks = (): Promise<MyLinks> => api.get<MyLinks>('/api/dashboard/links');

export const myLinksQueryOptions = () => queryOptions({ queryKey: dashboardLinkKeys.all, queryFn: getMyLinks });

export const useMyLinks = () => useQuery(myLinksQueryOptions());
