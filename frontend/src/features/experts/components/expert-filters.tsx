import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { queryString } from '../../../lib/api-client.js';
import { CURRENCY_CODES } from '@creators/contracts';
import type { ExpertFilters as Filters } from '../../../lib/query-keys.js';
import { EXPERT_FILTER_NAMES, EXPERT_QUERY_NAMES } from '../utils/expert-filters.js';

const FIELDS: Record<(typeof EXPERT_FILTER_NAMES)[number], { label: string; placeholder: string }> = {
  service: { label: 'Service', placeholder: 'e.g. UI design' },
  language: { label: 'Language', placeholder: 'e.g. English' },
  location: { label: 'Location', placeholder: 'e.g. Lisbon' },
};

const AVAILABILITY_CHOICES = [
  ['', 'Any'],
  ['available', 'Available'],
  ['limited', 'Limited availability'],
  ['unavailable', 'Not taking work'],
] as const;

const SORT_CHOICES = [
  ['', 'Newest first'],
  ['rate-asc', 'Rate: low to high'],
  ['rate-desc', 'Rate: high to low'],
] as const;

/**
 * Service, language and location filters, availability and currency, and the order; rates are
 * compared only within a currency (the hint under the order says so). Applying them puts them in the URL
 * (`/experts?service=branding`), leaving empty ones out, so a filtered directory can be shared.
 */
export function ExpertFilters({ filters }: { readonly filters: Filters }) {
  const navigate = useNavigate();
  const id = useId();
  const apply = (form: HTMLFormElement): void => {
    const data = new FormData(form);
    const value = (name: string): string => {
      const entry = data.get(name);
      return typeof entry === 'string' ? entry.trim() : '';
    };
    void navigate(`/experts${queryString(Object.fromEntries(EXPERT_QUERY_NAMES.map((n) => [n, value(n)])))}`);
  };
  const filtered = EXPERT_QUERY_NAMES.some((name) => filters[name] !== '');
  // A currency typed into the address that the list doesn't hold stays chosen.
  const currencies: readonly string[] =
    filters.currency === '' || CURRENCY_CODES.some((code) => code === filters.currency)
      ? CURRENCY_CODES
      : [...CURRENCY_CODES, filters.currency];
  return (
    <form
      className="filters filters-form"
      aria-label="Filter experts"
      method="get"
      action="/experts"
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
    >
      {EXPERT_FILTER_NAMES.map((name) => (
        <div className="field" key={name}>
          <label htmlFor={`${id}-${name}`}>{FIELDS[name].label}</label>
          <input
            id={`${id}-${name}`}
            name={name}
            type="text"
            defaultValue={filters[name]}
            // Back and forward show the filters of the page they land on.
            key={filters[name]}
            placeholder={FIELDS[name].placeholder}
          />
        </div>
      ))}
      <div className="field">
        <label htmlFor={`${id}-availability`}>Availability</label>
        <select
          id={`${id}-availability`}
          name="availability"
          defaultValue={filters.availability}
          key={filters.availability}
        >
          {AVAILABILITY_CHOICES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-currency`}>Rate currency</label>
        <select id={`${id}-currency`} name="currency" defaultValue={filters.currency} key={filters.currency}>
          <option value="">Any</option>
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select
          id={`${id}-sort`}
          name="sort"
          defaultValue={filters.sort}
          key={filters.sort}
          aria-describedby={`${id}-sort-hint`}
        >
          {SORT_CHOICES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <p className="field-hint" id={`${id}-sort-hint`}>
          Rates in different currencies aren’t compared: sorted by rate, experts are grouped by currency. Choose a
          currency to compare one.
        </p>
      </div>
      <div className="filters-actions">
        <button type="submit" className="button">
          Apply filters
        </button>
        {filtered ? <Link to="/experts">Clear</Link> : null}
      </div>
    </form>
  );
}
