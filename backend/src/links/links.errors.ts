import { errorsOf } from '../platform/domain-error.js';

/** What can go wrong with a creator's links. */
export type LinkErrorCode = 'link_not_found' | 'too_many_links' | 'order_mismatch';
export const linkError = errorsOf<LinkErrorCode>();
