import { errorsOf } from '../platform/domain-error.js';

/** What can go wrong in the public marketplace. */
export type MarketplaceErrorCode = 'item_not_found' | 'item_removed';
export const marketplaceError = errorsOf<MarketplaceErrorCode>();
