import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client.js';

/** Nothing to show yet, said kindly, with an optional way forward. */
export function EmptyState({ title, children }: { readonly title: string; readonly children?: ReactNode }) {
  return (
    <section className="state state-empty">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** A part of the page that could not load, with a retry when one can help. */
export function ErrorState({
  error,
  onRetry,
  title = 'This could not be loaded',
}: {
  readonly error: unknown;
  readonly onRetry?: () => void;
  readonly title?: string;
}) {
  const detail = error instanceof ApiError && error.status < 500 ? error.message : 'Please try again in a moment.';
  return (
    <section className="state state-error" role="alert">
      <h2>{title}</h2>
      <p>{detail}</p>
      {onRetry === undefined ? null : (
        <button type="button" className="button secondary" onClick={onRetry}>
          Try again
        </button>
      )}
    </section>
  );
}
