import { errorsOf } from '../platform/domain-error.js';

/** What can go wrong with uploads and the files they serve. */
export type MediaErrorCode =
  | 'payload_too_large'
  | 'storage_quota_exceeded'
  | 'unreadable_media'
  | 'too_many_pixels'
  | 'unusable_image_shape'
  | 'upload_not_found'
  | 'range_not_satisfiable'
  | 'item_not_found';
export const mediaError = errorsOf<MediaErrorCode>();
