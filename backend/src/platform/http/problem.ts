import type { DomainErrorCode, FieldMessage } from '../domain-error.js';

/** An RFC 9457 problem document, as every error of the API is answered. */
export interface Problem {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly errors?: readonly FieldMessage[];
}

/** The one place a domain error code becomes an HTTP status and title. */
export function statusOf(code: DomainErrorCode): { readonly status: number; readonly title: string } {
  switch (code) {
    case 'invalid_input':
      return { status: 400, title: 'Invalid input' };
    case 'incomplete_item':
      return { status: 422, title: 'The item is not ready to publish' };
    case 'unsupported_media_type':
      return { status: 415, title: 'Unsupported media type' };
    case 'not_signed_in':
      return { status: 401, title: 'Sign-in required' };
    case 'bad_credentials':
      return { status: 401, title: 'Wrong email or password' };
    case 'bad_origin':
      return { status: 403, title: 'Request from another origin' };
    case 'forbidden':
      return { status: 403, title: 'Not allowed' };
    case 'not_found':
    case 'item_not_found':
    case 'link_not_found':
    case 'creator_not_found':
    case 'expert_not_listed':
      return { status: 404, title: 'Not found' };
    case 'email_taken':
    case 'handle_taken':
    case 'slug_taken':
      return { status: 409, title: 'Already taken' };
    case 'reserved_handle':
      return { status: 400, title: 'Reserved handle' };
    case 'stale_revision':
      return { status: 409, title: 'Changed by someone else' };
    case 'concurrent_change':
      return { status: 409, title: 'Changed at the same time' };
    case 'already_published':
    case 'not_published':
    case 'item_deleted':
    case 'order_mismatch':
      return { status: 409, title: 'Not possible in the current state' };
    case 'idempotency_key_reused':
      return { status: 422, title: 'Idempotency key reused with another request' };
    case 'too_many_links':
      return { status: 422, title: 'Too many links' };
    case 'too_many_attempts':
      return { status: 429, title: 'Too many attempts' };
    case 'not_caught_up':
      return { status: 503, title: 'Not caught up yet' };
  }
}

export function problemFor(code: DomainErrorCode, detail: string, errors: readonly FieldMessage[] = []): Problem {
  const { status, title } = statusOf(code);
  return {
    type: `/problems/${code.replaceAll('_', '-')}`,
    title,
    status,
    detail,
    ...(errors.length > 0 ? { errors } : {}),
  };
}
