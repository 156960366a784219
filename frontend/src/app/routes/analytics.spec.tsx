/** @jest-environment jsdom */
import '../../testing/jsdom-globals.js';
import type {
  AnalystJobView,
  AsOfBuildsView,
  EventCountsView,
  ReadModelProgressView,
  RecordedEvent,
  SqlAnswer,
} from '@creators/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, restoreFetchAfterEach, problem, type FakeAnswer, type FakeRequest } from '../../testing/fake-api.js';
import { renderRoutes } from '../../testing/render-routes.js';
import { Component as Analytics } from './analytics.js';

const event = (position: number, type: string, correlationId: string, causationId: string | null): RecordedEvent => ({
  position,
  streamId: 'creator-c1',
  revision: position - 1,
  type,
  version: 1,
  data: { creatorId: 'c1', name: '[personal]' },
  metadata: {
    eventId: `e${position}`,
    occurredAt: '2026-11-20T10:00:00.000Z',
    creatorId: 'c1',
    correlationId,
    causationId,
  },
});

const counts: EventCountsView = {
  by: 'day',
  periods: ['2026-11-20', '2026-11-21'],
  types: ['CreatorSignedUp'],
  counts: [
    { period: '2026-11-20', type: 'CreatorSignedUp', count: 3 },
    { period: '2026-11-21', type: 'CreatorSignedUp', count: 2 },
  ],
  source: 'log',
};

const models: ReadModelProgressView = {
  head: 7,
  models: [
    {
      name: 'event-stats',
      version: 1,
      state: 'running',
      checkpoint: 7,
      behind: 0,
      atLeast: false,
      lagSeconds: 0,
      rebuilding: null,
    },
  ],
};

const answer: SqlAnswer = {
  columns: [
    { name: 'type', type: 'VARCHAR' },
    { name: 'events', type: 'BIGINT' },
  ],
  rows: [['CreatorSignedUp', '5']],
  truncated: false,
};

function renderAnalytics(path: string, events: (request: FakeRequest) => FakeAnswer) {
  const api = fakeApi((request) => {
    if (request.url.startsWith('/api/analytics/event-counts')) return [200, counts];
    if (request.url === '/api/analytics/read-models') return [200, models];
    if (request.url === '/api/analytics/sql')
      return (request.body as { query: string }).query.startsWith('DELETE')
        ? [422, problem(422, 'only SELECT queries are run: the log is read-only here')]
        : [200, answer];
    return events(request);
  });
  renderRoutes(path, { '/analytics': <Analytics /> });
  return api;
}

describe("the analysts' workbench", () => {
  restoreFetchAfterEach();

  it('browses events and follows a correlation to everything it caused', async () => {
    const { requests } = renderAnalytics('/analytics?type=CreatorSignedUp', ({ url }) =>
      url.startsWith('/api/analytics/correlations/corr-1')
        ? [
            200,
            { items: [event(1, 'CreatorSignedUp', 'corr-1', null), event(2, 'CreatorProfileUpdated', 'corr-1', 'e1')] },
          ]
        : [200, { items: [event(1, 'CreatorSignedUp', 'corr-1', null)], nextCursor: null }],
    );
    const first = await screen.findByRole('article', { name: 'event 1' });
    expect(requests.some((r) => r.url === '/api/events?type=CreatorSignedUp&limit=50')).toBe(true);
    expect(within(first).getByText(/"\[personal\]"/)).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'creator-c1' }).getAttribute('href')).toBe(
      '/analytics?stream=creator-c1#events',
    );
    fireEvent.click(within(first).getByRole('link', { name: 'corr-1' }));
    const caused = await screen.findByRole('article', { name: 'event 2' });
    expect(within(caused).getByText(/caused by e1/)).toBeTruthy();
  });

  it('says when no event matches', async () => {
    renderAnalytics('/analytics?stream=creator-none', () => [200, { items: [], nextCursor: null }]);
    expect(await screen.findByRole('heading', { name: 'No events match' })).toBeTruthy();
  });

  it('shows the error for a caller without the role', async () => {
    renderAnalytics('/analytics', () => [403, problem(403, 'this needs the analyst role')]);
    expect(await screen.findByText('this needs the analyst role')).toBeTruthy();
  });

  it('charts the counts with a table of the same numbers, and each read model', async () => {
    renderAnalytics('/analytics', () => [200, { items: [], nextCursor: null }]);
    const table = await screen.findByRole('table', { name: 'Events per type and period' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['daytypeevents', '2026-11-20CreatorSignedUp3', '2026-11-21CreatorSignedUp2']);
    const progress = await screen.findByRole('table', { name: 'Read models' });
    expect(within(progress).getByText('running')).toBeTruthy();
  });

  it('runs a query and shows the answer, or why it was refused', async () => {
    const { requests } = renderAnalytics('/analytics', () => [200, { items: [], nextCursor: null }]);
    fireEvent.click(screen.getByRole('button', { name: 'Run query' }));
    const table = await screen.findByRole('table', { name: 'Query answer' });
    expect(within(table).getByText('CreatorSignedUp')).toBeTruthy();
    expect(requests.find((r) => r.url === '/api/analytics/sql')?.method).toBe('POST');
    fireEvent.change(screen.getByLabelText(/One SELECT over/), { target: { value: 'DELETE FROM events' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run query' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('read-only');
  });

  it('starts an as-of build and a rebuild, shows how far each got, and opens a complete build', async () => {
    let job: AnalystJobView | null = null;
    const builds: AsOfBuildsView = {
      items: [
        {
          namespace: 'p4',
          asOf: 'position 4',
          position: 4,
          events: 4,
          complete: true,
          builtAt: '2026-11-20T10:00:00Z',
        },
      ],
      job: null,
    };
    const running = (kind: AnalystJobView['kind'], label: string): AnalystJobView => ({
      kind,
      label,
      state: 'running',
      position: 3,
      head: 7,
      events: 3,
      startedAt: '2026-11-20T10:00:00Z',
      finishedAt: null,
      error: null,
    });
    const { requests } = renderAnalytics('/analytics', (request) => {
      if (request.url === '/api/analytics/job') return [200, { job }];
      if (request.url === '/api/analytics/as-of' && request.method === 'GET') return [200, builds];
      if (request.url === '/api/analytics/as-of') {
        job = running('as-of', 'position 5');
        return [202, { job, namespace: 'p5' }];
      }
      if (request.url === '/api/analytics/read-models/rebuild') {
        job = running('rebuild', 'event-stats');
        return [202, { job, namespace: null }];
      }
      return [200, { items: [], nextCursor: null }];
    });
    const link = await screen.findByRole('link', { name: 'The marketplace as of position 4' });
    expect(link.getAttribute('href')).toBe('/analytics/as-of/p4/marketplace');

    fireEvent.change(screen.getByLabelText(/A moment/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Build as of then' }));
    expect((await screen.findByRole('progressbar', { name: 'Building as of position 5' })).getAttribute('value')).toBe(
      '3',
    );
    expect(requests.find((r) => r.url === '/api/analytics/as-of' && r.method === 'POST')?.body).toEqual({ asOf: '5' });
    // One job at a time: nothing else starts while it runs.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Rebuild event-stats' }).disabled).toBe(true);

    // The page asks again while the job runs (every second), and shows its end once it comes.
    job = { ...running('as-of', 'position 5'), state: 'done', finishedAt: '2026-11-20T10:01:00Z' };
    await screen.findByText('Building as of position 5: done, 3 events.', {}, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Rebuild event-stats' }));
    expect(await screen.findByRole('progressbar', { name: 'Rebuilding event-stats' })).toBeTruthy();
    expect(requests.find((r) => r.url === '/api/analytics/read-models/rebuild')?.body).toEqual({
      models: ['event-stats'],
    });
  });
});
