import type { AnalystJobView } from '@creators/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.js';
import { analyticsKeys } from './query-keys.js';

/** While a job runs, its progress is asked for this often. */
const JOB_POLL_MS = 1000;

/** The gateway's analyst job (an as-of build or a rebuild), running or last finished. */
export const getJob = (): Promise<{ job: AnalystJobView | null }> =>
  api.get<{ job: AnalystJobView | null }>('/api/analytics/job');

export const jobQueryOptions = () => queryOptions({ queryKey: analyticsKeys.job(), queryFn: getJob });

/**
 * Asked again every second while the job runs, and not at all once it has ended; when it ends,
 * what it changed (the read models, the builds) is read again.
 */
export function useJob() {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...jobQueryOptions(),
    refetchInterval: (current) => (current.state.data?.job?.state === 'running' ? JOB_POLL_MS : false),
  });
  const finishedAt = query.data?.job?.finishedAt ?? null;
  useEffect(() => {
    if (finishedAt === null) return;
    void queryClient.invalidateQueries({ queryKey: analyticsKeys.readModels() });
    void queryClient.invalidateQueries({ queryKey: analyticsKeys.asOfBuilds() });
  }, [finishedAt, queryClient]);
  return query;
}
