import { useState, type SubmitEvent } from 'react';
import type { CollectionPageView, CollectionScope } from '@creators/contracts';
import { Link, useLocation } from 'react-router';
import { errorText } from '../../../lib/error-text.js';
import { signInPath } from '../../../lib/paths.js';
import { useCurateCollection } from '../api/curate-collection.js';
import { useCurating } from '../api/get-curating.js';

const SCOPE_COPY: Readonly<Record<CollectionScope, { heading: string; newLabel: string }>> = {
  personal: { heading: 'Your collections', newLabel: 'New collection' },
  featured: { heading: 'Featured collections', newLabel: 'New featured collection' },
};

/** One scope's collections, each a toggle holding the item or not, and a form to start one with it. */
function CollectionToggles({
  scope,
  itemId,
  collections,
}: {
  readonly scope: CollectionScope;
  readonly itemId: string;
  readonly collections: readonly CollectionPageView[];
}) {
  const curate = useCurateCollection(scope);
  const [title, setTitle] = useState('');
  const copy = SCOPE_COPY[scope];
  const inputId = `new-${scope}-collection`;
  const create = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const made = await curate.mutateAsync({ type: 'create', title, description: '' });
    await curate.mutateAsync({ type: 'add', id: made.id, itemId });
    setTitle('');
  };
  return (
    <section aria-label={copy.heading}>
      <h3 className="aside-heading">{copy.heading}</h3>
      <ul className="save-list">
        {collections.map(({ collection }) => {
          const holds = collection.itemIds.includes(itemId);
          return (
            <li key={collection.id}>
              <button
                type="button"
                className={holds ? 'button' : 'button secondary'}
                aria-pressed={holds}
                disabled={curate.isPending}
                onClick={() => {
                  curate.mutate({ type: holds ? 'remove' : 'add', id: collection.id, itemId });
                }}
              >
                {collection.title}
              </button>
            </li>
          );
        })}
      </ul>
      <form onSubmit={(event) => void create(event).catch(() => undefined)} className="inline-form">
        <label htmlFor={inputId}>{copy.newLabel}</label>
        <input
          id={inputId}
          value={title}
          maxLength={80}
          required
          onChange={(event) => {
            setTitle(event.target.value);
          }}
        />
        <button type="submit" className="button secondary" disabled={curate.isPending}>
          Create and save
        </button>
      </form>
      {curate.error === null ? null : (
        <p role="alert" className="error">
          {errorText(curate.error)}
        </p>
      )}
    </section>
  );
}

/**
 * "Save": the item into collections of one's own (private until made public), and for moderators
 * into featured ones too; asked only once opened.
 */
export function SaveButton({ itemId, signedIn }: { readonly itemId: string; readonly signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const mine = useCurating('personal', signedIn && open);
  const featured = useCurating('featured', signedIn && open && mine.data?.curatesFeatured === true);
  if (!signedIn)
    return (
      <Link to={signInPath(`${location.pathname}${location.search}`)} className="button secondary">
        Save
      </Link>
    );
  return (
    <details
      className="save"
      open={open}
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
      }}
    >
      <summary className="button secondary">Save</summary>
      <div className="save-panel">
        {mine.data === undefined ? (
          <p className="muted">{mine.error === null ? 'Loading your collections…' : errorText(mine.error)}</p>
        ) : (
          <CollectionToggles scope="personal" itemId={itemId} collections={mine.data.items} />
        )}
        {featured.data === undefined ? null : (
          <CollectionToggles scope="featured" itemId={itemId} collections={featured.data.items} />
        )}
        <p>
          <Link to="/collections">Manage your collections</Link>
        </p>
      </div>
    </details>
  );
}
