import { errorsOf } from '../platform/domain-error.js';

/** What can go wrong with collections, featured or personal. */
export type CurationErrorCode =
  | 'collection_not_found'
  | 'collection_exists'
  | 'item_not_found'
  | 'already_in_collection'
  | 'not_in_collection'
  | 'collection_full'
  | 'already_published'
  | 'not_published';
export const curationError = errorsOf<CurationErrorCode>();
