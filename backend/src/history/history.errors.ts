import { errorsOf } from '../platform/domain-error.js';

/**
 * What can go wrong with an analyst's work: SQL that does not parse, would change something or ran
 * too long; a job asked for while another runs; an as-of read of a build that is not there, or
 * anything but a read under `X-As-Of`.
 */
export type HistoryErrorCode =
  'invalid_query' | 'query_not_read_only' | 'query_timed_out' | 'job_running' | 'as_of_not_built' | 'as_of_read_only';
export const historyError = errorsOf<HistoryErrorCode>();
