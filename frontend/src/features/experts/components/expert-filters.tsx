import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { queryString } from '../../../lib/api-client.js';
import type { ExpertFilters as Filters } from '../../../lib/query-keys.js';
import { EXPERT_FILTER_NAMES } from '../utils/expert-filters.js';

const FIELDS: Record<(typeof EXPERT_FILTER_NAMES)[number], { label: string; placeholder: string }> = {
  service: { label: 'Service', placeholder: 'e.g. UI design' },
  language: { label: 'Language', placeholder: 'e.g. English' },
  location: { label: 'Location', placeholder: 'e.g. Lisbon' },
};

/**
 * Service, language and location filters. Applying them puts them in the URL
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
    void navigate(`/experts${queryString(Object.fromEntries(EXPERT_FILTER_NAMES.map((n) => [n, value(n)])))}`);
  };
  const filtered = EXPERT_FILTER_NAMES.some((name) => filters[name] !== '');
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
      <div className="filters-actions">
        <button type="submit" className="button">
          Apply filters
        </button>
        {filtered ? <Link to="/experts">Clear</Link> : null}
      </div>
    </form>
  );
}
