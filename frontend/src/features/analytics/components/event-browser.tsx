import type { RecordedEvent } from '@creators/contracts';
import { Link, useNavigate } from 'react-router';
import { EmptyState, QueryView } from '../../../components/ui/state.js';
import { queryString } from '../../../lib/api-client.js';
import { formatDateTime } from '../../../lib/format.js';
import { useEvents } from '../api/get-events.js';
import type { EventQuery } from '../api/query-keys.js';

/** The address of the browser showing `query` (every other part of the page kept as it is). */
export const browserHref = (query: Partial<EventQuery>): string => `/analytics${queryString({ ...query })}#events`;

function EventCard({ event }: { readonly event: RecordedEvent }) {
  const { metadata } = event;
  return (
    <article className="mail" aria-label={`event ${event.position}`}>
      <h3>
        <span className="muted">#{event.position}</span> {event.type} <span className="muted">v{event.version}</span>
      </h3>
      <p className="muted">
        <time dateTime={metadata.occurredAt}>{formatDateTime(metadata.occurredAt)}</time> ·{' '}
        <Link to={browserHref({ stream: event.streamId })} title="This stream's whole history">
          {event.streamId}
        </Link>{' '}
        (revision {event.revision}) · correlation{' '}
        <Link to={browserHref({ correlation: metadata.correlationId })} title="Everything this request caused">
          {metadata.correlationId}
        </Link>
        {metadata.causationId === null ? '' : ` · caused by ${metadata.causationId}`}
      </p>
      <details>
        <summary>Data and metadata</summary>
        <pre className="code-block">{JSON.stringify({ data: event.data, metadata }, null, 2)}</pre>
      </details>
    </article>
  );
}

const formText = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

const FIELDS = [
  { name: 'type', label: 'Types (comma-separated)', placeholder: 'TemplatePublished' },
  { name: 'stream', label: 'Stream', placeholder: 'creator-…' },
  { name: 'from', label: 'From', placeholder: '2026-03-01' },
  { name: 'to', label: 'To', placeholder: '2026-03-31' },
  { name: 'correlation', label: 'Correlation id', placeholder: '' },
] as const;

/** Events filtered by type, stream, time or correlation; each with its data and metadata. */
export function EventBrowser({ query }: { readonly query: EventQuery }) {
  const events = useEvents(query);
  const navigate = useNavigate();
  return (
    <section aria-labelledby="events" className="outbox">
      <h2 id="events">Events</h2>
      {/* A plain GET form: it works before the page's script has loaded, and in place after. */}
      <form
        method="get"
        action="/analytics"
        className="form-actions"
        aria-label="Filter events"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const chosen = Object.fromEntries(FIELDS.map((f) => [f.name, formText(form, f.name)]));
          void navigate(browserHref(chosen));
        }}
      >
        {FIELDS.map((field) => (
          <div className="field" key={field.name}>
            <label htmlFor={`filter-${field.name}`}>{field.label}</label>
            <input
              id={`filter-${field.name}`}
              name={field.name}
              defaultValue={query[field.name]}
              placeholder={field.placeholder}
              maxLength={200}
            />
          </div>
        ))}
        <button type="submit" className="button">
          Show events
        </button>
        <Link to="/analytics#events" className="button secondary">
          Clear
        </Link>
      </form>
      {query.correlation !== '' && (
        <p>
          Every event of correlation <code>{query.correlation}</code>, in log order: each names its cause.
        </p>
      )}
      {query.stream !== '' && (
        <p>
          The whole history of stream <code>{query.stream}</code>.
        </p>
      )}
      <QueryView query={events} loadingLabel="Loading events" errorTitle="The events could not be loaded">
        {(page) =>
          page.items.length === 0 ? (
            <EmptyState title="No events match">
              {page.nextCursor === null ? null : (
                <Link to={browserHref({ ...query, cursor: page.nextCursor })}>Look further on in the log</Link>
              )}
            </EmptyState>
          ) : (
            <>
              {page.items.map((event) => (
                <EventCard key={event.position} event={event} />
              ))}
              {page.nextCursor === null ? null : (
                <Link className="button secondary" to={browserHref({ ...query, cursor: page.nextCursor })}>
                  Next events
                </Link>
              )}
            </>
          )
        }
      </QueryView>
    </section>
  );
}
