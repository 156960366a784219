import { errorsOf } from '../platform/domain-error.js';

/** What can go wrong reading a creator's insight: another creator's item is "not found". */
export type InsightsErrorCode = 'item_not_found';
export const insightsError = errorsOf<InsightsErrorCode>();
