import { errorsOf } from '../platform/domain-error.js';

/** What can go wrong in the feed. */
export type FeedErrorCode = 'item_not_found';
export const feedError = errorsOf<FeedErrorCode>();
