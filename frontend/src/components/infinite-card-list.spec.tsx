/** @jest-environment jsdom */
import '../testing/jsdom-globals.js';
import type { CardPage, ItemCard } from '@creators/contracts';
import { jest } from '@jest/globals';
import {
  infiniteQueryOptions,
  QueryClient,
  QueryClientProvider,
  useSuspenseInfiniteQuery,
} from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { deferred } from '../testing/fake-response.js';
import { cardsOf, InfiniteCardList } from './infinite-card-list.js';

const card = (id: string): ItemCard => ({
  id,
  kind: 'components',
  slug: `item-${id}`,
  title: `Item ${id}`,
  summary: 'A summary',
  coverImageUrl: null,
  price: { amount: 0, currency: 'USD' },
  creator: { handle: 'ada', name: 'Ada', avatarUrl: null },
  publishedAt: '2025-01-01T00:00:00.000Z',
  likes: 2,
});

function List({ fetchPage }: { readonly fetchPage: (cursor: string | null) => Promise<CardPage> }) {
  const query = useSuspenseInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['test-list'],
      queryFn: ({ pageParam }) => fetchPage(pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
  return <InfiniteCardList query={query} hrefFor={(item) => `/marketplace/components/${item.slug}`} />;
}

function renderList(fetchPage: (cursor: string | null) => Promise<CardPage>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Suspense fallback={<p>loading</p>}>
          <List fetchPage={fetchPage} />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('InfiniteCardList', () => {
  it('loads the next page by its cursor when "Load more" is pressed, until there is no more', async () => {
    const second = deferred<CardPage>();
    const fetchPage = jest.fn((cursor: string | null) =>
      cursor === null ? Promise.resolve({ items: [card('1'), card('2')], nextCursor: 'c2' }) : second.promise,
    );
    renderList(fetchPage);

    expect(await screen.findByRole('link', { name: 'Item 1' })).toBeTruthy();
    expect(titles()).toEqual(['Item 1', 'Item 2']);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const busy = await screen.findByRole('button', { name: 'Loading…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(fetchPage).toHaveBeenLastCalledWith('c2');

    second.resolve({ items: [card('3')], nextCursor: null });
    await waitFor(() => {
      expect(titles()).toEqual(['Item 1', 'Item 2', 'Item 3']);
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('That is everything.')).toBeTruthy();
  });

  it('says so when more could not be loaded, and offers to try again', async () => {
    let failNext = true;
    const fetchPage = jest.fn((cursor: string | null) => {
      if (cursor === null) return Promise.resolve({ items: [card('1')], nextCursor: 'c2' });
      if (failNext) {
        failNext = false;
        return Promise.reject(new Error('offline'));
      }
      return Promise.resolve({ items: [card('2')], nextCursor: null });
    });
    renderList(fetchPage);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => {
      expect(titles()).toEqual(['Item 1', 'Item 2']);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty state when the first page is empty', async () => {
    renderList(() => Promise.resolve({ items: [], nextCursor: null }));
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('cardsOf', () => {
  it('keeps each card once when a ranked list shifts between pages', () => {
    const pages = [
      { items: [card('1'), card('2')], nextCursor: 'c' },
      { items: [card('2'), card('3')], nextCursor: null },
    ];
    expect(cardsOf({ pages, pageParams: [null, 'c'] }).map((c) => c.id)).toEqual(['1', '2', '3']);
  });
});
