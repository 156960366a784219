import { useEffect, useRef, useState } from 'react';
import type { Link } from '@creators/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { errorText } from '../../../lib/error-text.js';
import { useAddLink } from '../api/add-link.js';
import { useEditLink } from '../api/edit-link.js';
import { useMyLinks } from '../api/get-my-links.js';
import { useRemoveLink } from '../api/remove-link.js';
import { useReorderLinks } from '../api/reorder-links.js';
import { moveItem } from '../utils/reorder.js';
import { LinkForm } from './link-form.js';

type Direction = 'up' | 'down';

/** The creator's links: add one, edit, move up or down, remove. */
export function LinksManager() {
  const links = useMyLinks();
  const add = useAddLink();
  const reorder = useReorderLinks();
  const [notice, setNotice] = useState<string | null>(null);
  const [addFormKey, setAddFormKey] = useState(0);
  // After a move, focus goes back to the button that moved the row (React moves the row's DOM node, which drops focus).
  const [moved, setMoved] = useState<{ readonly id: string; readonly direction: Direction } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (moved === null) return;
    const row = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-link-id]') ?? [])].find(
      (element) => element.dataset.linkId === moved.id,
    );
    const buttons = [...(row?.querySelectorAll<HTMLButtonElement>('[data-move]') ?? [])];
    const wanted = buttons.find((button) => button.dataset.move === moved.direction);
    // At the top or bottom the button that moved it is disabled; the other one still works.
    (wanted?.disabled === false ? wanted : buttons.find((button) => button !== wanted))?.focus();
  }, [moved, links.data]);

  if (links.isPending) return <Spinner label="Loading your links" />;
  if (links.isError) {
    return (
      <div className="state state-error" role="alert">
        <p>{errorText(links.error)}</p>
        <button type="button" className="button secondary" onClick={() => void links.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  const items = links.data.items;
  const move = (index: number, direction: Direction) => {
    const next = moveItem(items, index, direction === 'up' ? -1 : 1);
    const link = items[index];
    if (next === items || link === undefined) return;
    setMoved({ id: link.id, direction });
    setNotice(`Moved “${link.title}” to position ${next.indexOf(link) + 1} of ${items.length}.`);
    reorder.mutate(next.map((l) => l.id));
  };
  const said = (text: string) => {
    setNotice(text);
    noticeRef.current?.focus();
  };

  return (
    <>
      <p ref={noticeRef} className={notice === null ? 'notice notice-empty' : 'notice'} role="status" tabIndex={-1}>
        {notice}
      </p>
      {reorder.isError && (
        <p className="form-message form-message-error" role="alert">
          The new order was not saved: {errorText(reorder.error)}
        </p>
      )}
      <section aria-labelledby="links-list-title">
        <h2 id="links-list-title">Your links</h2>
        {items.length === 0 ? (
          <p className="state">No links yet. Add the first one below; they show on your page.</p>
        ) : (
          <ol ref={listRef} className="link-list">
            {items.map((link, index) => (
              <LinkRow
                key={link.id}
                link={link}
                others={items.filter((other) => other.id !== link.id)}
                position={index + 1}
                count={items.length}
                onMove={(direction) => {
                  move(index, direction);
                }}
                onRemoved={() => {
                  said(`Removed “${link.title}”.`);
                }}
              />
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="links-add-title" className="panel">
        <h2 id="links-add-title">Add a link</h2>
        <LinkForm
          key={addFormKey}
          idPrefix="new-link"
          // After adding one, ready for the next.
          autoFocus={addFormKey > 0}
          initial={{ title: '', url: '' }}
          others={items}
          submitLabel="Add link"
          busy={add.isPending}
          error={add.error}
          onSubmit={(body) => {
            add.mutate(body, {
              onSuccess: () => {
                setAddFormKey((k) => k + 1);
                setNotice(`Added “${body.title}”.`);
              },
            });
          }}
        />
      </section>
    </>
  );
}

interface LinkRowProps {
  readonly link: Link;
  readonly others: readonly Link[];
  readonly position: number;
  readonly count: number;
  readonly onMove: (direction: Direction) => void;
  readonly onRemoved: () => void;
}

function LinkRow({ link, others, position, count, onMove, onRemoved }: LinkRowProps) {
  const edit = useEditLink();
  const remove = useRemoveLink();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // When the form closes, focus goes back to the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) editButtonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const stopEditing = () => {
    setEditing(false);
    edit.reset();
  };

  return (
    <li className="link-row" data-link-id={link.id}>
      {editing ? (
        <LinkForm
          idPrefix={`link-${link.id}`}
          initial={{ title: link.title, url: link.url }}
          others={others}
          submitLabel="Save link"
          busy={edit.isPending}
          error={edit.error}
          onCancel={stopEditing}
          onSubmit={(body) => {
            const changes = {
              ...(body.title === link.title ? {} : { title: body.title }),
              ...(body.url === link.url ? {} : { url: body.url }),
            };
            if (Object.keys(changes).length === 0) {
              stopEditing();
              return;
            }
            edit.mutate({ id: link.id, changes }, { onSuccess: stopEditing });
          }}
        />
      ) : (
        <>
          <div className="link-row-main">
            <span className="link-row-position" aria-hidden="true">
              {position}
            </span>
            <div>
              <p className="link-row-title">{link.title}</p>
              <a className="link-row-url" href={link.url} target="_blank" rel="noopener noreferrer">
                {link.url}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </div>
          </div>
          <div className="link-row-actions">
            <button
              type="button"
              className="button secondary small icon"
              data-move="up"
              disabled={position === 1}
              aria-label={`Move “${link.title}” up`}
              onClick={() => {
                onMove('up');
              }}
            >
              <span aria-hidden="true">↑</span>
            </button>
            <button
              type="button"
              className="button secondary small icon"
              data-move="down"
              disabled={position === count}
              aria-label={`Move “${link.title}” down`}
              onClick={() => {
                onMove('down');
              }}
            >
              <span aria-hidden="true">↓</span>
            </button>
            <button
              ref={editButtonRef}
              type="button"
              className="button secondary small"
              aria-label={`Edit “${link.title}”`}
              onClick={() => {
                setEditing(true);
              }}
            >
              Edit
            </button>
            <button
              type="button"
              className="button danger-outline small"
              aria-label={`Remove “${link.title}”`}
              onClick={() => {
                remove.reset();
                setConfirming(true);
              }}
            >
              Remove
            </button>
          </div>
        </>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Remove “${link.title}”?`}
          confirmLabel="Remove"
          busy={remove.isPending}
          error={remove.error === null ? null : errorText(remove.error)}
          onCancel={() => {
            setConfirming(false);
          }}
          onConfirm={() => {
            remove.mutate(link.id, {
              onSuccess: () => {
                setConfirming(false);
                onRemoved();
              },
            });
          }}
        >
          <p>It will no longer show on your page. The address was {link.url}.</p>
        </ConfirmDialog>
      )}
    </li>
  );
}
