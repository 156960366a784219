import type { ExpertPage } from '@creators/contracts';
import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api-client.js';
import { queryKeys, type ExpertFilters } from '../../../lib/query-keys.js';

/** One page of the experts directory, narrowed by service, language and location. */
export const getExperts = (filters: ExpertFilters, cursor: string | null): Promise<ExpertPage> =>
  api.get<ExpertPage>(`/api/experts${queryString({ ...filters, cursor })}`);

export const expertsQueryOptions = (filters: ExpertFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.experts.directory(filters),
    queryFn: ({ pageParam }) => getExperts(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useExperts = (filters: ExpertFilters) => useSuspenseInfiniteQuery(expertsQueryOptions(filters));
