import { errorsOf } from '../platform/domain-error.js';

/** What can go wrong in the feed. */
export type FeedErrorCode = 'item_not_found' | 'item_removed';
export const feedError = errorsOf<FeedErrorCode>();
