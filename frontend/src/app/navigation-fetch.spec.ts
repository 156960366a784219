/** @jest-environment jsdom */
import '../testing/jsdom-globals.js';
import { QueryObserver, type QueryKey } from '@tanstack/react-query';
import { creatorQueryOptions } from '../features/creators/api/get-creator.js';
import { feedQueryOptions } from '../features/feed/api/get-feed.js';
import { itemQueryOptions } from '../features/marketplace/api/get-item.js';
import { listingQueryOptions } from '../features/marketplace/api/get-listing.js';
import { searchParamsOf, searchQueryOptions } from '../features/marketplace/api/search-items.js';
import { deferred, fakeResponse } from '../testing/fake-response.js';
import { createQueryClient, FRESH_ON_NAVIGATION } from '../lib/query-client.js';

/**
 * A page's loader asks for its data while the page being left is still on screen (a quick "back"
 * right after a click, or a slow machine). When that page then goes away mid-request, the answer
 * must still land in the cache: had the request been cancelled with it, TanStack Query would put
 * the older data back, and the page would show an item its creator has since deleted.
 */
describe('a page’s data asked for by a navigation', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  type Client = ReturnType<typeof createQueryClient>;
  /** Each page's query key, whether it is paged (infinite), and its loader's request. */
  const pages: [name: string, key: QueryKey, paged: boolean, load: (client: Client) => Promise<unknown>][] = [
    [
      'a listing',
      listingQueryOptions('vectors', { sort: 'newest', price: null }).queryKey,
      true,
      (client) =>
        client.infiniteQuery({
          ...listingQueryOptions('vectors', { sort: 'newest', price: null }),
          staleTime: FRESH_ON_NAVIGATION,
        }),
    ],
    [
      'the feed',
      feedQueryOptions(null).queryKey,
      true,
      (client) => client.infiniteQuery({ ...feedQueryOptions(null), staleTime: FRESH_ON_NAVIGATION }),
    ],
    [
      'a search',
      searchQueryOptions(searchParamsOf(new URLSearchParams('q=icons'))).queryKey,
      true,
      (client) =>
        client.infiniteQuery({
          ...searchQueryOptions(searchParamsOf(new URLSearchParams('q=icons'))),
          staleTime: FRESH_ON_NAVIGATION,
        }),
    ],
    [
      'an item',
      itemQueryOptions('vectors', 'icons').queryKey,
      false,
      (client) => client.query({ ...itemQueryOptions('vectors', 'icons'), staleTime: FRESH_ON_NAVIGATION }),
    ],
    [
      'a creator page',
      creatorQueryOptions('ada').queryKey,
      false,
      (client) => client.query({ ...creatorQueryOptions('ada'), staleTime: FRESH_ON_NAVIGATION }),
    ],
  ];

  it.each(pages)('%s: arrives even when the page being left goes away mid-request', async (_name, key, paged, load) => {
    const client = createQueryClient();
    const before = { items: [{ title: 'Deleted since' }], nextCursor: null };
    const after = { items: [], nextCursor: null };
    // What the page being left shows, still on screen with its own observer.
    client.setQueryData(key, paged ? { pages: [before], pageParams: [null] } : before);
    const leaving = new QueryObserver(client, { queryKey: key });
    const unsubscribe = leaving.subscribe(() => undefined);

    const answer = deferred<Response>();
    globalThis.fetch = () => answer.promise;
    const loading = load(client);
    // The page being left goes away while the request is out; then the answer comes.
    unsubscribe();
    answer.resolve(fakeResponse(200, after));
    await loading;

    const data = client.getQueryData(key);
    expect(paged ? (data as { pages: unknown[] }).pages[0] : data).toEqual(after);
  });
});
