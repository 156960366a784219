import type { SqlAnswer } from '@creators/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/** One read-only SELECT over the log's `events` table; a refusal comes back as a problem. */
export const runSql = (query: string): Promise<SqlAnswer> =>
  api.post<SqlAnswer>('/api/analytics/sql', { query, maxRows: 500 });

/** A query reads only, so nothing cached needs reading again afterwards. */
export const useRunSql = () => useMutation({ mutationFn: runSql });
