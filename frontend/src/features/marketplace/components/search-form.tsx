import { MARKETPLACE_KINDS, type ItemKind } from '@creators/contracts';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { queryString } from '../../../lib/api-client.js';
import { formatKind } from '../../../lib/format.js';

/**
 * The marketplace search. Searching puts the words and kind in the URL
 * (`/marketplace/search?q=&kind=`, empty ones left out), so every search can be shared.
 */
export function SearchForm({
  q = '',
  kind = null,
  withKind = false,
}: {
  readonly q?: string;
  readonly kind?: ItemKind | null;
  readonly withKind?: boolean;
}) {
  const navigate = useNavigate();
  const id = useId();
  return (
    <form
      method="get"
      action="/marketplace/search"
      role="search"
      className="search-form"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const text = (name: string): string => {
          const value = data.get(name);
          return typeof value === 'string' ? value.trim() : '';
        };
        void navigate(`/marketplace/search${queryString({ q: text('q'), kind: text('kind') })}`);
      }}
    >
      <label htmlFor={`${id}-q`} className="visually-hidden">
        Search the marketplace
      </label>
      <input
        id={`${id}-q`}
        type="search"
        name="q"
        defaultValue={q}
        placeholder="Search components, templates, vectors…"
        autoComplete="off"
        // A new search (back/forward) replaces what was typed.
        key={q}
      />
      {withKind ? (
        <>
          <label htmlFor={`${id}-kind`} className="visually-hidden">
            Kind
          </label>
          <select id={`${id}-kind`} name="kind" defaultValue={kind ?? ''} key={kind ?? ''}>
            <option value="">All kinds</option>
            {MARKETPLACE_KINDS.map((k) => (
              <option key={k} value={k}>
                {formatKind(k)}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}
