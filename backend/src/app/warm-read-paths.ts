import type { QueryBus } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import { wordsOf } from '@creators/projections';
import { ListMarketplaceItems } from '../marketplace/queries/list-items/list-items.query.js';
import { NO_SEARCH_FILTERS, SearchItems } from '../marketplace/queries/search-items/search-items.query.js';

/** Looked for when the catalogue has no item yet: the searches still run their whole path to "nothing found". */
const FALLBACK_WORDS = ['grid', 'icons', 'landing'];

/**
 * Asks the search path a few times before the gateway says it is ready. A process's first searches
 * pay once for what every later one reuses (its code compiled as it first runs, the locale data of
 * the price facets' labels, the store's statements and pages): over 100,000 items the first five
 * searches after a start took 54 to 120 ms, against 7 ms (p50) once warm. Asked of the query bus,
 * not over HTTP, so the read cache keeps none of their answers and no visitor's limit is spent.
 * The words are the most popular items' titles', so that the searches find, rank and count facets.
 * A failure is logged and the start goes on: warming is an optimisation, never a condition.
 */
export async function warmReadPaths(queries: QueryBus, logger: Logger): Promise<void> {
  const started = performance.now();
  try {
    const popular = await queries.execute(new ListMarketplaceItems('components', 'popular', null, 3, null));
    // Each title's longest word: the likeliest to be one a visitor would type.
    const titled = popular.items.flatMap((item) =>
      wordsOf(item.title)
        .sort((a, b) => b.length - a.length)
        .slice(0, 1),
    );
    const [first = '', second = '', third = ''] = titled.length === 3 ? titled : FALLBACK_WORDS;
    const searches = [
      new SearchItems(first, NO_SEARCH_FILTERS, 'relevance', 24, null),
      new SearchItems(second, NO_SEARCH_FILTERS, 'popular', 24, null),
      new SearchItems(third, { ...NO_SEARCH_FILTERS, kind: 'components' }, 'newest', 24, null),
      new SearchItems(`${first} ${third}`, NO_SEARCH_FILTERS, 'relevance', 12, null),
      new SearchItems(`${second}s`, NO_SEARCH_FILTERS, 'relevance', 24, null, 'as-typed'),
    ];
    for (const search of searches) await queries.execute(search);
    logger.info(
      { searches: searches.length, durationMs: Math.round(performance.now() - started) },
      'read paths warmed',
    );
  } catch (error) {
    logger.warn({ err: error }, 'warming the read paths failed; the first searches will be slower');
  }
}
