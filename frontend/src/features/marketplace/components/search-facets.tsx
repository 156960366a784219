import type { FacetCount, SearchFacets as Facets } from '@creators/contracts';
import { Link } from 'react-router';
import { searchPath, type SearchParams } from '../api/search-items.js';

type Single = 'kind' | 'price' | 'currency' | 'creator';
type Multiple = 'tags' | 'categories';

const SINGLES: readonly { readonly key: Single; readonly facet: keyof Facets; readonly title: string }[] = [
  { key: 'kind', facet: 'kinds', title: 'Kind' },
  { key: 'price', facet: 'prices', title: 'Price' },
  // Offered where the paid results are in several currencies: the price ranges then read in the one chosen.
  { key: 'currency', facet: 'currencies', title: 'Currency' },
  { key: 'creator', facet: 'creators', title: 'Creator' },
];
const MULTIPLES: readonly { readonly key: Multiple; readonly title: string }[] = [
  { key: 'tags', title: 'Tags' },
  { key: 'categories', title: 'Categories' },
];

/** The search with one filter chosen or dropped (a new filter starts the results from the top). */
function toggled(search: SearchParams, key: Single | Multiple, value: string): SearchParams {
  if (key === 'tags' || key === 'categories') {
    const chosen = search[key];
    return { ...search, [key]: chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value] };
  }
  return { ...search, [key]: search[key] === value ? null : value };
}

function FacetGroup({
  title,
  counts,
  isChosen,
  pathFor,
}: {
  readonly title: string;
  readonly counts: readonly FacetCount[];
  readonly isChosen: (value: string) => boolean;
  readonly pathFor: (value: string) => string;
}) {
  if (counts.length === 0) return null;
  return (
    <section className="facet" aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {counts.map((count) => {
          const chosen = isChosen(count.value);
          return (
            <li key={count.value}>
              <Link
                to={pathFor(count.value)}
                className={chosen ? 'facet-link chosen' : 'facet-link'}
                aria-current={chosen ? 'true' : undefined}
                preventScrollReset
              >
                <span>{count.label}</span> <span className="facet-count">{count.count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** What the results are made of, each value a link that narrows to it (or, chosen, widens again). */
export function SearchFacets({ search, facets }: { readonly search: SearchParams; readonly facets: Facets }) {
  const chosen =
    SINGLES.filter(({ key }) => search[key] !== null).length +
    MULTIPLES.reduce((sum, { key }) => sum + search[key].length, 0);
  return (
    <aside className="facets" aria-label="Narrow the results">
      {/* On a phone the results come first and the filters open from a button; a wide screen shows them beside. */}
      <details className="facets-disclosure">
        <summary className="button secondary">Filters{chosen > 0 ? ` (${chosen} chosen)` : ''}</summary>
        {SINGLES.map(({ key, facet, title }) => (
          <FacetGroup
            key={key}
            title={title}
            counts={facets[facet]}
            isChosen={(value) => search[key] === value}
            pathFor={(value) => searchPath(toggled(search, key, value))}
          />
        ))}
        {MULTIPLES.map(({ key, title }) => (
          <FacetGroup
            key={key}
            title={title}
            counts={facets[key]}
            isChosen={(value) => search[key].includes(value)}
            pathFor={(value) => searchPath(toggled(search, key, value))}
          />
        ))}
      </details>
    </aside>
  );
}
