/** @jest-environment jsdom */
import '../../../testing/jsdom-globals.js';
import type { ItemPageView } from '@creators/contracts';
import { jest } from '@jest/globals';
import { QueryClient, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { api } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { deferred, fakeResponse } from '../../../testing/fake-response.js';
import { useItem } from '../api/get-item.js';
import { LikeButton } from './like-button.js';

const view: ItemPageView = {
  item: {
    id: 'i1',
    kind: 'components',
    slug: 'grid',
    title: 'Grid',
    summary: 'A grid',
    description: '',
    coverImageUrl: null,
    galleryImageUrls: [],
    previewUrl: null,
    price: { amount: 0, currency: 'USD' },
    creator: { handle: 'ada', name: 'Ada', avatarUrl: null },
    createdAt: '2025-01-01T00:00:00.000Z',
    publishedAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    likes: 5,
    updates: [],
    updatedOn: null,
  },
  likedByMe: false,
  related: { similar: [], byCreator: [] },
};

function Harness() {
  const { data } = useItem('components', 'grid');
  return <LikeButton kind="components" slug="grid" liked={data.likedByMe} likes={data.item.likes} signedIn />;
}

/** The item's feed page, which shows the same view under the feed's key. */
function FeedHarness() {
  const { data } = useSuspenseQuery({
    queryKey: queryKeys.feed.item('components', 'grid'),
    queryFn: () => api.get<ItemPageView>('/api/feed/components/grid'),
  });
  return <LikeButton kind="components" slug="grid" liked={data.likedByMe} likes={data.item.likes} signedIn />;
}

function renderButton(
  respond: (url: string, init?: RequestInit) => Promise<Response>,
  from: 'marketplace' | 'feed' = 'marketplace',
) {
  const fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
    respond(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, init),
  );
  globalThis.fetch = fetch;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(
    from === 'feed' ? queryKeys.feed.item('components', 'grid') : queryKeys.marketplace.item('components', 'grid'),
    view,
  );
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/marketplace/components/grid?tab=1']}>
        <Suspense fallback={null}>{from === 'feed' ? <FeedHarness /> : <Harness />}</Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const likeButton = () => screen.getByRole('button', { name: /like/i });

describe('LikeButton', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('shows the like at once, keeps the server count, then refreshes the item', async () => {
    const answer = deferred<Response>();
    const fetch = renderButton((url, init) =>
      init?.method === 'POST'
        ? answer.promise
        : Promise.resolve(fakeResponse(200, { ...view, likedByMe: true, item: { ...view.item, likes: 7 } })),
    );
    expect(likeButton().getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(likeButton());
    await waitFor(() => {
      expect(likeButton().getAttribute('aria-pressed')).toBe('true');
    });
    expect(screen.getByText('6 likes')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      '/api/marketplace/components/grid/like',
      expect.objectContaining({ method: 'POST' }),
    );

    answer.resolve(fakeResponse(200, { liked: true, likes: 7, position: '12' }));
    await waitFor(() => {
      expect(screen.getByText('7 likes')).toBeTruthy();
    });
    // Invalidated by key: the page's item is asked for again.
    await waitFor(() => {
      expect(fetch.mock.calls.some(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
    });
  });

  it('shows the like at once on the item’s feed page too', async () => {
    const answer = deferred<Response>();
    renderButton(
      (_url, init) => (init?.method === 'POST' ? answer.promise : new Promise<Response>(() => undefined)),
      'feed',
    );
    fireEvent.click(likeButton());
    await waitFor(() => {
      expect(likeButton().getAttribute('aria-pressed')).toBe('true');
    });
    expect(screen.getByText('6 likes')).toBeTruthy();
    answer.resolve(fakeResponse(200, { liked: true, likes: 7, position: '12' }));
    await waitFor(() => {
      expect(screen.getByText('7 likes')).toBeTruthy();
    });
  });

  it('puts the like back and offers sign-in (returning here) when signed out', async () => {
    renderButton(() =>
      Promise.resolve(fakeResponse(401, { type: 'about:blank', title: 'Sign-in required', status: 401, detail: '' })),
    );
    fireEvent.click(likeButton());
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe(
      '/sign-in?next=%2Fmarketplace%2Fcomponents%2Fgrid%3Ftab%3D1%26then%3Dlike',
    );
    expect(likeButton().getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('5 likes')).toBeTruthy();
  });
});
