import { errorsOf } from '../platform/domain-error.js';

/** What can go wrong with reports and moderators' steps. */
export type ModerationErrorCode =
  | 'report_target_not_found'
  | 'already_reported'
  | 'own_content'
  | 'nothing_to_dismiss'
  | 'already_hidden'
  | 'not_hidden';
export const moderationError = errorsOf<ModerationErrorCode>();
