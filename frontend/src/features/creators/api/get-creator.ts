import type { CreatorPageView } from '@creators/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** A creator's public page (a former handle answers 301, which fetch follows; unknown: 404). */
export const getCreator = (handle: string): Promise<CreatorPageView> =>
  api.get<CreatorPageView>(`/api/creators/${encodeURIComponent(handle)}`);

export const creatorQueryOptions = (handle: string) =>
  queryOptions({ queryKey: queryKeys.creators.page(handle), queryFn: () => getCreator(handle) });

export const useCreator = (handle: string) => useSuspenseQuery(creatorQueryOptions(handle));
