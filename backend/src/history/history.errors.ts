import { errorsOf } from '../platform/domain-error.js';

/** What can go wrong with an analyst's SQL: it does not parse, it would change something, or it ran too long. */
export type HistoryErrorCode = 'invalid_query' | 'query_not_read_only' | 'query_timed_out';
export const historyError = errorsOf<HistoryErrorCode>();
