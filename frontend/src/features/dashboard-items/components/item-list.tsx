import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { KINDS, type ItemKind } from '@creators/contracts';
import { Spinner } from '../../../components/ui/spinner.js';
import { errorText } from '../../../lib/error-text.js';
import { useMyItems } from '../api/get-my-items.js';
import { ItemRow } from './item-row.js';

interface ItemListProps {
  readonly kind: ItemKind;
  /** What the last change did, said once (e.g. after coming back from the form). */
  readonly notice: string | null;
}

/** The creator's items of one kind, every status, newest change first, more on demand. */
export function ItemList({ kind, notice: initialNotice }: ItemListProps) {
  const items = useMyItems(kind);
  const [notice, setNotice] = useState(initialNotice === null ? null : { text: initialNotice, takesFocus: true });
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const singular = KINDS[kind].singular;

  // A notice takes focus when the row that had it is gone (a deletion) or the list is new; a
  // publish leaves focus on its row (the notice is read out all the same).
  useEffect(() => {
    if (notice?.takesFocus === true) noticeRef.current?.focus();
  }, [notice]);

  const all = items.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <p ref={noticeRef} className={notice === null ? 'notice notice-empty' : 'notice'} role="status" tabIndex={-1}>
        {notice?.text}
      </p>
      {items.isPending ? (
        <Spinner label={`Loading your ${kind}`} />
      ) : items.isError ? (
        <div className="state state-error" role="alert">
          <p>{errorText(items.error)}</p>
          <button type="button" className="button secondary" onClick={() => void items.refetch()}>
            Try again
          </button>
        </div>
      ) : all.length === 0 ? (
        <div className="state">
          <p>You have no {kind} yet.</p>
          <Link className="button" to="?edit=new">
            Create your first {singular}
          </Link>
        </div>
      ) : (
        <>
          <ul className="item-list" aria-label={`Your ${kind}`}>
            {all.map((item) => (
              <ItemRow
                key={item.id}
                kind={kind}
                item={item}
                onDeleted={(title) => {
                  setNotice({ text: `Deleted “${title}”.`, takesFocus: true });
                }}
                onStatusChanged={(text) => {
                  setNotice({ text, takesFocus: false });
                }}
              />
            ))}
          </ul>
          {items.hasNextPage && (
            <div className="load-more">
              <button
                type="button"
                className="button secondary"
                disabled={items.isFetchingNextPage}
                onClick={() => void items.fetchNextPage()}
              >
                {items.isFetchingNextPage ? 'Loading…' : `Show more ${kind}`}
              </button>
            </div>
          )}
        </>
      )}
    </>
  );
}
