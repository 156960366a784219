import { useState, type SubmitEvent } from 'react';
import type { CollectionPageView, CollectionScope } from '@creators/contracts';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/state.js';
import { errorText } from '../../../lib/error-text.js';
import { creatorPath } from '../../../lib/paths.js';
import { useCurateCollection, type CurationStep } from '../api/curate-collection.js';
import { useCurating } from '../api/get-curating.js';

const COPY: Readonly<
  Record<CollectionScope, { shown: string; hidden: string; show: string; hide: string; empty: string }>
> = {
  personal: {
    shown: 'Public',
    hidden: 'Private',
    show: 'Make public',
    hide: 'Make private',
    empty: 'Save items from their pages with “Save”, or start a collection here.',
  },
  featured: {
    shown: 'Published',
    hidden: 'Draft',
    show: 'Publish',
    hide: 'Unpublish',
    empty: 'Start a collection, then add items from their pages with “Save”.',
  },
};

/** Where a published collection is shown. */
const shownPath = ({ collection }: CollectionPageView): string =>
  collection.owner === null
    ? `/collections/${collection.slug}`
    : `${creatorPath(collection.owner.handle)}/collections/${collection.slug}`;

/** Items in a new order: the one at `index` moved by `by` places. */
const moved = (ids: readonly string[], index: number, by: number): string[] => {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  if (id !== undefined) next.splice(index + by, 0, id);
  return next;
};

function CollectionEditor({ page, scope }: { readonly page: CollectionPageView; readonly scope: CollectionScope }) {
  const curate = useCurateCollection(scope);
  const { collection, items } = page;
  const copy = COPY[scope];
  const take = (step: CurationStep): void => {
    curate.mutate(step);
  };
  const headingId = `collection-${collection.id}`;
  return (
    <article className="mail" aria-labelledby={headingId}>
      <h2 id={headingId}>{collection.title}</h2>
      <p className="muted">
        {collection.published ? copy.shown : copy.hidden} · {collection.itemCount} item
        {collection.itemCount === 1 ? '' : 's'}
        {collection.published ? (
          <>
            {' · '}
            <Link to={shownPath(page)}>View</Link>
          </>
        ) : null}
      </p>
      {collection.description === '' ? null : <p>{collection.description}</p>}
      <ol>
        {items.map((item, index) => (
          <li key={item.id}>
            {item.title}{' '}
            <button
              type="button"
              className="button secondary small"
              disabled={index === 0 || curate.isPending}
              aria-label={`Move ${item.title} up`}
              onClick={() => {
                take({ type: 'reorder', id: collection.id, itemIds: moved(collection.itemIds, index, -1) });
              }}
            >
              ↑
            </button>{' '}
            <button
              type="button"
              className="button secondary small"
              disabled={curate.isPending}
              aria-label={`Remove ${item.title}`}
              onClick={() => {
                take({ type: 'remove', id: collection.id, itemId: item.id });
              }}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <div className="actions">
        <button
          type="button"
          className="button"
          disabled={curate.isPending}
          onClick={() => {
            take({ type: collection.published ? 'unpublish' : 'publish', id: collection.id });
          }}
        >
          {collection.published ? copy.hide : copy.show}
        </button>{' '}
        <button
          type="button"
          className="button secondary"
          disabled={curate.isPending}
          onClick={() => {
            take({ type: 'delete', id: collection.id });
          }}
        >
          Delete
        </button>
      </div>
      {curate.error === null ? null : (
        <p role="alert" className="error">
          {errorText(curate.error)}
        </p>
      )}
    </article>
  );
}

function NewCollection({ scope }: { readonly scope: CollectionScope }) {
  const curate = useCurateCollection(scope);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    curate.mutate(
      { type: 'create', title, description },
      {
        onSuccess: () => {
          setTitle('');
          setDescription('');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="stack" aria-label="New collection">
      <label htmlFor={`${scope}-title`}>Title</label>
      <input
        id={`${scope}-title`}
        value={title}
        maxLength={80}
        required
        onChange={(event) => {
          setTitle(event.target.value);
        }}
      />
      <label htmlFor={`${scope}-description`}>Description</label>
      <textarea
        id={`${scope}-description`}
        value={description}
        maxLength={500}
        onChange={(event) => {
          setDescription(event.target.value);
        }}
      />
      <button type="submit" className="button" disabled={curate.isPending}>
        Create collection
      </button>
      {curate.error === null ? null : (
        <p role="alert" className="error">
          {errorText(curate.error)}
        </p>
      )}
    </form>
  );
}

/** Every collection one curates (one's own, or the featured ones for moderators): made, filled, ordered, shown. */
export function CollectionManager({ scope }: { readonly scope: CollectionScope }) {
  const collections = useCurating(scope);
  return (
    <>
      <NewCollection scope={scope} />
      {collections.data === undefined ? (
        <p className="muted">{collections.error === null ? 'Loading…' : errorText(collections.error)}</p>
      ) : collections.data.items.length === 0 ? (
        <EmptyState title="No collections yet">{COPY[scope].empty}</EmptyState>
      ) : (
        collections.data.items.map((page) => <CollectionEditor key={page.collection.id} page={page} scope={scope} />)
      )}
    </>
  );
}
