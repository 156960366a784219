import type { CardPage, ItemCard } from '@creators/contracts';
import type { InfiniteData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CardGrid, type CardGridProps } from './card-grid.js';
import { LoadMore } from './load-more.js';

/** The part of an infinite query's result this list needs (so any page type works). */
export interface PagedCards {
  readonly data: InfiniteData<CardPage>;
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly isFetchNextPageError: boolean;
  readonly fetchNextPage: () => Promise<unknown>;
}

/** Every card of the pages loaded so far, once each (a popular list may shift between pages). */
export function cardsOf(data: InfiniteData<CardPage>): ItemCard[] {
  const byId = new Map<string, ItemCard>();
  for (const page of data.pages) for (const item of page.items) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()];
}

/** A grid over an infinite query, with "Load more" under it. */
export function InfiniteCardList({ query, ...grid }: { readonly query: PagedCards } & Omit<CardGridProps, 'items'>) {
  const items = useMemo(() => cardsOf(query.data), [query.data]);
  return (
    <>
      <CardGrid items={items} {...grid} />
      <LoadMore
        shown={items.length}
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </>
  );
}
