import { errorsOf } from '../platform/domain-error.js';

/** What can go wrong with reviews and their answers. */
export type ReviewErrorCode =
  | 'item_not_found'
  | 'review_not_found'
  | 'own_item'
  | 'not_a_holder'
  | 'already_reviewed'
  | 'already_answered'
  | 'not_your_item'
  | 'review_hidden';
export const reviewError = errorsOf<ReviewErrorCode>();
