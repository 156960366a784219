import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client.js';
import { Spinner } from './spinner.js';

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

/** The part of a screen one query fills: a spinner while it loads, the error with a retry, then the data. */
export function QueryView<T>({
  query,
  loadingLabel,
  errorTitle,
  children,
}: {
  readonly query: UseQueryResult<T>;
  readonly loadingLabel: string;
  readonly errorTitle: string;
  readonly children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError)
    return (
      <ErrorState
        error={query.error}
        title={errorTitle}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  return children(query.data);
}
