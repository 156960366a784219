import { errorsOf } from '../platform/domain-error.js';

/** What can go wrong with a creator's items. */
export type CatalogErrorCode =
  | 'item_not_found'
  | 'slug_taken'
  | 'already_published'
  | 'not_published'
  | 'incomplete_item'
  | 'unlisted_category'
  | 'version_not_greater';
export const catalogError = errorsOf<CatalogErrorCode>();
