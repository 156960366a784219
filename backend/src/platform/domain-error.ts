/**
 * What can go wrong, by code. Each bounded context names its own codes (`<context>/<context>.errors.ts`),
 * platform/ the ones every context shares; app/problem-types.ts turns each code into HTTP in one
 * exhaustive table at the edge. The domain never throws HTTP exceptions.
 */
export type CommonErrorCode =
  | 'invalid_input'
  | 'not_signed_in'
  | 'stale_revision'
  | 'concurrent_change'
  | 'idempotency_key_reused'
  | 'idempotency_key_in_use'
  | 'rate_limited'
  | 'not_found'
  | 'bad_origin'
  | 'unsupported_media_type'
  | 'not_caught_up'
  | 'store_unavailable'
  | 'starting'
  | 'forbidden';

export interface FieldMessage {
  readonly field: string;
  readonly message: string;
}

export class DomainError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    message: string,
    readonly fields: readonly FieldMessage[] = [],
    /** When trying again may succeed (a throttled attempt, a read model catching up); sent as Retry-After. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Narrows to a domain error of any context (`instanceof` alone leaves its code untyped). */
export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;

/** The error constructor of one context: only that context's codes (and the shared ones) compile. */
export const errorsOf =
  <Code extends string>() =>
  (
    code: Code | CommonErrorCode,
    message: string,
    fields: readonly FieldMessage[] = [],
    retryAfterSeconds: number | null = null,
  ): DomainError<Code | CommonErrorCode> =>
    new DomainError(code, message, fields, retryAfterSeconds);

export const commonError = errorsOf<CommonErrorCode>();

/** A refusal of one field's value, named so a form can show it beside the field. */
export const invalidField = (field: string, message: string): DomainError =>
  commonError('invalid_input', `${field}: ${message}`, [{ field, message }]);
