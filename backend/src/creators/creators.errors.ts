import { errorsOf } from '../platform/domain-error.js';

/** What can go wrong with a creator's sign-up, profile and expert listing. */
export type CreatorErrorCode =
  'handle_taken' | 'reserved_handle' | 'creator_not_found' | 'expert_not_listed' | 'own_profile';
export const creatorError = errorsOf<CreatorErrorCode>();
