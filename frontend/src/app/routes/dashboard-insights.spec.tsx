/** @jest-environment jsdom */
import '../../testing/jsdom-globals.js';
import type { CreatorInsights, CreatorReviewsView, FunnelDay, ItemInsights } from '@creators/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, restoreFetchAfterEach, type FakeAnswer, type FakeRequest } from '../../testing/fake-api.js';
import { renderRoutes } from '../../testing/render-routes.js';
import { Component as CreatorInsightsPage } from './dashboard-insights.js';
import { Component as ItemInsightsPage } from './dashboard-item-insights.js';

const day = (date: string, n: number): FunnelDay => ({
  date,
  views: 10 * n,
  previews: 4 * n,
  likes: 2 * n,
  gets: n,
  sales: n === 3 ? 1 : 0,
  downloads: n,
});

const row = {
  itemId: 'item-1',
  kind: 'templates' as const,
  slug: 'kit',
  title: 'Kit',
  views: 60,
  previews: 24,
  likes: 12,
  gets: 6,
  sales: 1,
  downloads: 6,
  revenue: [{ currency: 'USD', amount: 3000 }],
};

const insights: CreatorInsights = {
  totals: { views: 1060, previews: 24, likes: 12, gets: 6, sales: 1, downloads: 6 },
  revenue: [
    { currency: 'USD', amount: 3000 },
    { currency: 'EUR', amount: 1250 },
  ],
  daily: [day('2026-11-21', 1), day('2026-11-22', 2), day('2026-11-23', 3)],
  items: [row],
  monthlyRevenue: [
    { month: '2026-10', currency: 'USD', amount: 1000 },
    { month: '2026-11', currency: 'USD', amount: 2000 },
    { month: '2026-11', currency: 'EUR', amount: 1250 },
  ],
};

const itemInsights: ItemInsights = {
  item: row,
  daily: insights.daily,
  monthlyRevenue: [{ month: '2026-11', currency: 'USD', amount: 3000 }],
};

const noReviews: CreatorReviewsView = { ratingAverage: null, ratingCount: 0, items: [], latest: [] };

/** The screen's own API answers; its reviews (their own call) answer `reviews`. */
function renderAt(path: string, answer: (request: FakeRequest) => FakeAnswer, reviews: CreatorReviewsView = noReviews) {
  const api = fakeApi((request) =>
    request.url.startsWith('/api/dashboard/reviews') ? [200, reviews] : answer(request),
  );
  renderRoutes(path, {
    '/dashboard/insights': <CreatorInsightsPage />,
    '/dashboard/insights/:itemId': <ItemInsightsPage />,
  });
  return api;
}

describe('the insight screens', () => {
  restoreFetchAfterEach();

  it('shows the totals, revenue per currency, and each item leading to its own insight', async () => {
    renderAt('/dashboard/insights', () => [200, insights]);
    const totals = await screen.findByRole('heading', { name: 'Last 30 days' });
    const figures = totals.parentElement as HTMLElement;
    expect(within(figures).getByText('Views').nextSibling?.textContent).toBe('1,060');
    expect(within(figures).getByText('$30.00')).toBeTruthy();
    expect(within(figures).getByText('€12.50')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Your items’ numbers over the period' });
    expect(within(table).getByRole('link', { name: 'Kit' }).getAttribute('href')).toBe('/dashboard/insights/item-1');
  });

  it('draws the funnel and the daily series as named images, each with its numbers as a table', async () => {
    renderAt('/dashboard/insights', () => [200, insights]);
    const funnel = await screen.findByRole('figure', { name: 'The funnel' });
    const drawing = within(funnel).getByRole('img');
    expect(drawing.tagName.toLowerCase()).toBe('svg');
    // The image's name is the chart's title and what it shows, in words.
    const labelledBy = (drawing.getAttribute('aria-labelledby') ?? '').split(' ');
    const name = labelledBy.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    expect(name).toContain('Views: 1,060');
    expect(name).toContain('Sales: 1');
    expect(
      within(funnel)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['StepCount', 'Views1,060', 'Previews24', 'Likes12', 'Gets6', 'Sales1', 'Downloads6']);
    // The longest bar is the largest step.
    const bars = [...drawing.querySelectorAll('rect.chart-bar')].map((bar) => Number(bar.getAttribute('width')));
    expect(Math.max(...bars)).toBe(bars[0]);

    const daily = screen.getByRole('figure', { name: /Day by day/ });
    expect(within(daily).getAllByRole('row')).toHaveLength(4);
    const lastDay = within(daily).getAllByRole('row')[3] as HTMLElement;
    expect(
      within(lastDay)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['30', '12', '6', '3', '1', '3']);
    expect(within(lastDay).getByRole('rowheader').textContent).toBe('Nov 23');
    expect(daily.querySelectorAll('svg.line-chart')).toHaveLength(6);
    expect(daily.querySelector('path.chart-line')?.getAttribute('d')).toMatch(
      /^M[\d.]+,[\d.]+ L[\d.]+,[\d.]+ L[\d.]+,[\d.]+$/,
    );

    expect(screen.getByRole('figure', { name: 'Revenue by month (USD)' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Revenue by month (EUR)' })).toBeTruthy();
  });

  it('asks for another period when one is chosen', async () => {
    const { requests } = renderAt('/dashboard/insights', () => [200, insights]);
    await screen.findByRole('heading', { name: 'Last 30 days' });
    expect(screen.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(await screen.findByRole('heading', { name: 'Last 7 days' })).toBeTruthy();
    // The reviews do not depend on the period: asked once.
    expect(requests.map((r) => r.url).filter((url) => url.startsWith('/api/dashboard/insights'))).toEqual([
      '/api/dashboard/insights?days=30',
      '/api/dashboard/insights?days=7',
    ]);
  });

  it('tells a creator with no items how to start', async () => {
    renderAt('/dashboard/insights', () => [
      200,
      { ...insights, items: [], revenue: [], monthlyRevenue: [], totals: { ...insights.totals, views: 0 } },
    ]);
    expect(await screen.findByRole('heading', { name: 'No items yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your first item' })).toBeTruthy();
  });

  it('shows one item’s funnel and revenue', async () => {
    const { requests } = renderAt('/dashboard/insights/item-1?days=90', () => [200, itemInsights]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Insights: Kit' })).toBeTruthy();
    expect(document.title).toBe('Insights: Kit · Creators');
    expect(screen.getByRole('heading', { name: 'Last 90 days' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the item’s page' }).getAttribute('href')).toBe(
      '/marketplace/templates/kit',
    );
    expect(screen.getByRole('figure', { name: 'Revenue by month (USD)' })).toBeTruthy();
    expect(requests.map((r) => r.url)).toEqual(['/api/dashboard/insights/items/item-1?days=90']);
  });

  it('shows how the creator’s items are rated, and the newest reviews', async () => {
    renderAt('/dashboard/insights', () => [200, insights], {
      ratingAverage: 4.5,
      ratingCount: 2,
      items: [{ itemId: 'item-1', kind: 'templates', slug: 'kit', title: 'Kit', ratingAverage: 4.5, ratingCount: 2 }],
      latest: [
        {
          id: 'r1',
          itemId: 'item-1',
          reviewerId: 'b1',
          reviewer: { handle: 'bea', name: 'Bea' },
          rating: 4,
          text: 'Neat kit',
          version: null,
          writtenAt: '2026-11-22T10:00:00.000Z',
          editedAt: null,
          answer: null,
          kind: 'templates',
          slug: 'kit',
          title: 'Kit',
        },
      ],
    });
    const section = (await screen.findByRole('heading', { name: 'Reviews' })).parentElement as HTMLElement;
    expect(
      await within(section).findByLabelText('Rated 4.5 out of 5 by 2 reviews', { selector: 'p > span' }),
    ).toBeTruthy();
    expect(within(section).getByText('Neat kit')).toBeTruthy();
    expect(within(section).getByText(/not answered yet/)).toBeTruthy();
  });

  it('says when no one has reviewed the creator’s items yet', async () => {
    renderAt('/dashboard/insights', () => [200, insights]);
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeTruthy();
  });
});
