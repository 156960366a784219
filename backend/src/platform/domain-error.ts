/**
 * Each bounded context names what can go wrong in it; `DomainError` carries one of those codes
 * and `problemFor` (problem.ts) turns each into HTTP in one exhaustive place. The domain never
 * throws HTTP exceptions.
 */
export type AccountErrorCode =
  'email_taken' | 'handle_taken' | 'reserved_handle' | 'bad_credentials' | 'not_signed_in' | 'too_many_attempts';
export type CatalogErrorCode =
  'item_not_found' | 'slug_taken' | 'already_published' | 'not_published' | 'item_deleted' | 'incomplete_item';
export type LinkErrorCode = 'link_not_found' | 'too_many_links' | 'order_mismatch';
export type CreatorErrorCode = 'creator_not_found' | 'expert_not_listed';
export type CommonErrorCode =
  | 'invalid_input'
  | 'stale_revision'
  | 'concurrent_change'
  | 'idempotency_key_reused'
  | 'not_found'
  | 'bad_origin'
  | 'unsupported_media_type'
  | 'not_caught_up'
  | 'forbidden';

export type DomainErrorCode = AccountErrorCode | CatalogErrorCode | LinkErrorCode | CreatorErrorCode | CommonErrorCode;

export interface FieldMessage {
  readonly field: string;
  readonly message: string;
}

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly fields: readonly FieldMessage[] = [],
    /** When trying again may succeed (a throttled attempt, a read model catching up); sent as Retry-After. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A refusal of one field's value, named so a form can show it beside the field. */
export const invalidField = (field: string, message: string): DomainError =>
  new DomainError('invalid_input', `${field}: ${message}`, [{ field, message }]);
