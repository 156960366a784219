import { errorsOf } from '../platform/domain-error.js';

/** What can go wrong in the public marketplace. */
export type MarketplaceErrorCode = 'item_not_found';
export const marketplaceError = errorsOf<MarketplaceErrorCode>();
