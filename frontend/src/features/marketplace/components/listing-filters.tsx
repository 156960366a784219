import type { PriceFilter } from '@creators/contracts';
import { useId, useState } from 'react';
import type { ListingFilters as Filters } from '../../../lib/query-keys.js';
import { usePendingSearchParams } from '../../../lib/use-pending-search-params.js';
import { listingFiltersFrom, listingParams } from '../utils/listing-filters.js';

const PRICES: readonly { readonly value: PriceFilter | null; readonly label: string }[] = [
  { value: null, label: 'All' },
  { value: 'free', label: 'Free' },
  { value: 'paid', label: 'Paid' },
];

/** Sort and free/paid filter, kept in the URL (`?sort=popular&price=free`) so a view can be shared. */
export function ListingFilters() {
  const [params, setParams] = usePendingSearchParams();
  const base = params.toString();
  // The choice just made, shown until the router's pending navigation carries it (a moment
  // later), so a control never flicks back to the old value in between.
  const [chosen, setChosen] = useState<{ readonly base: string; readonly filters: Filters } | null>(null);
  const filters = chosen?.base === base ? chosen.filters : listingFiltersFrom(params);
  const sortId = useId();
  const update = (change: Partial<Filters>): void => {
    const wanted = { ...filters, ...change };
    setChosen({ base, filters: wanted });
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(listingParams(wanted)))
      if (value === null) next.delete(name);
      else next.set(name, value);
    setParams(next, { preventScrollReset: true });
  };
  return (
    <div className="filters" role="group" aria-label="Sort and filter">
      <div className="field field-inline">
        <label htmlFor={sortId}>Sort by</label>
        <select
          id={sortId}
          value={filters.sort}
          onChange={(event) => {
            update({ sort: event.target.value === 'popular' ? 'popular' : 'newest' });
          }}
        >
          <option value="newest">Newest</option>
          <option value="popular">Most popular</option>
        </select>
      </div>
      <fieldset className="segmented">
        <legend>Price</legend>
        {PRICES.map(({ value, label }) => (
          <label key={label}>
            <input
              type="radio"
              name="price"
              value={value ?? 'all'}
              checked={filters.price === value}
              onChange={() => {
                update({ price: value });
              }}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
