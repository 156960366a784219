import { EVENT_COUNT_PERIODS, type EventCountPeriod } from '@creators/contracts';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { asOfBuildsQueryOptions } from '../../features/analytics/api/get-as-of-builds.js';
import { eventCountsQueryOptions } from '../../features/analytics/api/get-event-counts.js';
import { eventsQueryOptions } from '../../features/analytics/api/get-events.js';
import { jobQueryOptions } from '../../features/analytics/api/get-job.js';
import { readModelsQueryOptions } from '../../features/analytics/api/get-read-models.js';
import type { EventQuery } from '../../features/analytics/api/query-keys.js';
import { AsOfPanel } from '../../features/analytics/components/as-of-panel.js';
import { EventBrowser } from '../../features/analytics/components/event-browser.js';
import { EventCountsChart } from '../../features/analytics/components/event-counts-chart.js';
import { ReadModelsTable } from '../../features/analytics/components/read-models-table.js';
import { SqlBox } from '../../features/analytics/components/sql-box.js';
import { activeQueryClient } from '../../lib/query-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { requireRole } from '../require-creator.js';
import { titledHead, type RouteHead } from '../head/page-head.js';

const eventQueryOf = (search: URLSearchParams): EventQuery => ({
  type: search.get('type') ?? '',
  stream: search.get('stream') ?? '',
  from: search.get('from') ?? '',
  to: search.get('to') ?? '',
  correlation: search.get('correlation') ?? '',
  cursor: search.get('cursor') ?? '',
});

const periodOf = (search: URLSearchParams): EventCountPeriod =>
  EVENT_COUNT_PERIODS.find((p) => p === search.get('by')) ?? 'day';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(activeQueryClient(), request, 'analyst');
  const search = new URL(request.url).searchParams;
  // Not awaited: the page shows its frame at once, each part its own loading or error state.
  const client = activeQueryClient();
  void client.query(eventsQueryOptions(eventQueryOf(search))).catch(() => undefined);
  void client.query(eventCountsQueryOptions(periodOf(search))).catch(() => undefined);
  void client.query(readModelsQueryOptions()).catch(() => undefined);
  void client.query(jobQueryOptions()).catch(() => undefined);
  void client.query(asOfBuildsQueryOptions()).catch(() => undefined);
  return null;
}

/** The analysts' workbench (role analyst): the event log, its counts, the read models, the marketplace as it stood, and SQL. */
export function Component() {
  useDocumentTitle('Analytics');
  const [search] = useSearchParams();
  return (
    <section className="outbox" aria-labelledby="page-title">
      <h1 id="page-title">Analytics</h1>
      <p className="muted">The event log as analysts see it: ids are kept, personal values are withheld.</p>
      <EventBrowser query={eventQueryOf(search)} />
      <EventCountsChart by={periodOf(search)} />
      <ReadModelsTable />
      <AsOfPanel />
      <SqlBox />
    </section>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';

export const head: RouteHead = titledHead('Analytics', { indexed: false });

/** For analysts: the browser renders it alone. */
export const browserOnly = true;
