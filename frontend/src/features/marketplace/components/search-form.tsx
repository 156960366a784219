import { MARKETPLACE_KINDS, SEARCH_TEXT_MAX, type ItemKind, type SearchSuggestions } from '@creators/contracts';
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.js';
import { Cover } from '../../../components/ui/cover.js';
import { queryString } from '../../../lib/api-client.js';
import { formatKind } from '../../../lib/format.js';
import { categoryPath, creatorPath, itemPath, tagPath } from '../../../lib/paths.js';
import { useSuggestions } from '../api/search-items.js';

interface Suggestion {
  readonly key: string;
  readonly label: string;
  readonly detail: string;
  readonly path: string;
  /** An item's cover, a creator's picture: which one is meant, at a glance. */
  readonly picture?: ReactNode;
}

/** Suggestions as options, each with where it leads: an item, a tag or category page, a creator. */
function optionsOf(suggestions: SearchSuggestions | undefined): Suggestion[] {
  if (suggestions === undefined) return [];
  const corrected = suggestions.correctedQuery;
  return [
    ...(corrected === null
      ? []
      : [
          {
            key: `search:${corrected}`,
            label: `Search “${corrected}”`,
            detail: 'Did you mean',
            path: `/marketplace/search${queryString({ q: corrected })}`,
          },
        ]),
    ...suggestions.items.map((item) => ({
      key: `item:${item.kind}:${item.slug}`,
      label: item.title,
      detail: `${formatKind(item.kind)} · ${item.creator.name}`,
      path: itemPath(item.kind, item.slug),
      picture: (
        <span className="suggestion-thumb">
          <Cover title={item.title} image={item.coverImage} url={item.coverImageUrl} sizes="40px" />
        </span>
      ),
    })),
    ...suggestions.labels.map((label) => ({
      key: `${label.type}:${label.kind}:${label.slug}`,
      label: label.label,
      detail: `${label.type === 'tag' ? 'Tag' : 'Category'} · ${label.count}`,
      path:
        label.type === 'tag' && label.kind === 'components'
          ? tagPath(label.slug)
          : label.type === 'category' && label.kind === 'templates'
            ? categoryPath(label.slug)
            : `/marketplace/search${queryString({ q: label.label })}`,
    })),
    ...suggestions.creators.map((creator) => ({
      key: `creator:${creator.handle}`,
      label: creator.name,
      detail: `@${creator.handle}`,
      path: creatorPath(creator.handle),
      picture: <Avatar name={creator.name} url={creator.avatarUrl} image={creator.avatar} size={24} decorative />,
    })),
  ];
}

/** What was typed, once typing pauses: suggestions are asked for per pause, not per key. */
function usePaused(value: string, ms = 150): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setPaused(value);
    }, ms);
    return () => {
      clearTimeout(timer);
    };
  }, [value, ms]);
  return paused;
}

/**
 * The marketplace search, suggesting titles, tags, categories and creators as one types. Searching
 * puts the words and kind in the URL (`/marketplace/search?q=&kind=`), so every search can be shared.
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
  const [typed, setTyped] = useState(q);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // A new search (back/forward) replaces what was typed.
  useEffect(() => {
    setTyped(q);
  }, [q]);
  const paused = usePaused(typed);
  const suggestions = useSuggestions(open ? paused : '');
  const options = open ? optionsOf(suggestions.data) : [];
  const listId = `${id}-suggestions`;

  const follow = (option: Suggestion) => {
    setOpen(false);
    void navigate(option.path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'Enter' && active >= 0 && options[active] !== undefined) {
      event.preventDefault();
      follow(options[active]);
    }
  };

  return (
    <form
      method="get"
      action="/marketplace/search"
      role="search"
      className="search-form"
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(false);
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
      <div className="search-combobox">
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          value={typed}
          maxLength={SEARCH_TEXT_MAX}
          placeholder="Search components, templates, vectors…"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-activedescendant={active >= 0 && options[active] !== undefined ? `${listId}-${active}` : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
          }}
        />
        <ul id={listId} role="listbox" aria-label="Suggestions" className="suggestions" hidden={options.length === 0}>
          {options.map((option, index) => (
            <li
              key={option.key}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Chosen on press, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                follow(option);
              }}
            >
              {option.picture}
              <span className="suggestion-label">{option.label}</span>{' '}
              <span className="suggestion-detail">{option.detail}</span>
            </li>
          ))}
        </ul>
      </div>
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
