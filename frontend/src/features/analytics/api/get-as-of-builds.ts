import type { AsOfBuildsView } from '@creators/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { analyticsKeys } from './query-keys.js';

/** The as-of builds there are, the latest built first. */
export const getAsOfBuilds = (): Promise<AsOfBuildsView> => api.get<AsOfBuildsView>('/api/analytics/as-of');

export const asOfBuildsQueryOptions = () =>
  queryOptions({ queryKey: analyticsKeys.asOfBuilds(), queryFn: getAsOfBuilds });

export const useAsOfBuilds = () => useQuery(asOfBuildsQueryOptions());
