import type { ReadModelProgressView } from '@creators/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { analyticsKeys } from './query-keys.js';

/** Each read model's checkpoint, lag and rebuild against the log's head. */
export const getReadModels = (): Promise<ReadModelProgressView> =>
  api.get<ReadModelProgressView>('/api/analytics/read-models');

export const readModelsQueryOptions = () =>
  queryOptions({ queryKey: analyticsKeys.readModels(), queryFn: getReadModels });

export const useReadModels = () => useQuery(readModelsQueryOptions());
