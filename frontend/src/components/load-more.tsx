export interface LoadMoreProps {
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly failed: boolean;
  readonly onLoadMore: () => void;
  /** How many are shown, announced after each load. */
  readonly shown: number;
}

/** The button under a paged list, and a polite announcement of how many are shown. */
export function LoadMore({ hasNextPage, isFetchingNextPage, failed, onLoadMore, shown }: LoadMoreProps) {
  return (
    <div className="load-more">
      <p className="visually-hidden" aria-live="polite">
        {isFetchingNextPage ? 'Loading more' : `${shown} shown`}
      </p>
      {failed ? (
        <p className="load-more-error" role="alert">
          More could not be loaded. Check your connection and try again.
        </p>
      ) : null}
      {hasNextPage ? (
        <button type="button" className="button secondary" onClick={onLoadMore} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? 'Loading…' : failed ? 'Try again' : 'Load more'}
        </button>
      ) : shown > 0 ? (
        <p className="load-more-end">That is everything.</p>
      ) : null}
    </div>
  );
}
