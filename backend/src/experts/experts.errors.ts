import { errorsOf } from '../platform/domain-error.js';

/** What can go wrong with enquiries to experts. */
export type ExpertErrorCode = 'expert_not_found' | 'enquiry_not_found' | 'own_listing';
export const expertError = errorsOf<ExpertErrorCode>();
