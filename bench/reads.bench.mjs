// @ts-check
// Read-side figures: listing, tag page, creator page, feed, search and item page under 50
// connections from a second process, against the embedded default holding BENCH_ITEMS (100,000)
// published items, each beside the same server's health endpoint; the same pages revalidated
// with If-None-Match as a browser does; listing while items are being published (every commit
// of the read models moves the cached answers on); and the time from a publish's answer to the
// item being visible in listing, search and feed.
import { join } from 'node:path';
import { KINDS, seedCatalogue, TAGS, WORDS } from './catalogue.mjs';
import {
  fmt,
  getConsistent,
  line,
  load,
  signUpCreators,
  startGateway,
  summarise,
  tempFile,
  waitForPosition,
} from './lib.mjs';

/** A publish every so often during the mixed run (at most 1000 / this a second). */
const PUBLISH_EVERY_MS = 50;
export async function run() {
  const items = Number(process.env.BENCH_ITEMS ?? 100_000);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const dataDir = tempFile('x').replace(/\/x$/, '');
  const seeded = performance.now();
  const head = await seedCatalogue(join(dataDir, 'creators.db'), items);
  console.log(
    `reads: ${fmt(items)} published items (${fmt(head)} events) written in ${fmt((performance.now() - seeded) / 1000, 1)} s`,
  );
  const started = performance.now();
  const gateway = await startGateway({ DATA_DIR: dataDir });
  // The gateway answers at once; wait until its read models have caught up with the log.
  await waitForPosition(gateway.base, head);
  console.log(`  projected into every read model in ${fmt((performance.now() - started) / 1000, 1)} s`);
  try {
    const health = await load(gateway.base, 'health', { connections: 50, seconds });
    const pages = {
      listing: KINDS.flatMap(([kind]) => [
        `/api/marketplace/${kind}?limit=24`,
        `/api/marketplace/${kind}?sort=popular&price=free&limit=24`,
      ]),
      'tag page': TAGS.map((tag) => `/api/marketplace/components/tags/${tag}?limit=24`),
      'creator page': Array.from({ length: 20 }, (_, c) => `/api/creators/maker${c * 7}`),
      feed: ['/api/feed?limit=24', ...KINDS.map(([kind]) => `/api/feed?kind=${kind}&limit=24`)],
    };
    // Search as people type it: whole words, typos, plurals, unfinished words, filters and orders.
    const typed = [...WORDS, 'navbr', 'pricng', 'portfolo', 'dashbord', 'icon', 'grids', 'footers', 'auror'];
    const searches = [
      ...typed.map((word) => `/api/marketplace/search?q=${word}&limit=24`),
      ...WORDS.slice(0, 6).map((word) => `/api/marketplace/search?q=${word}&price=paid&sort=popular&limit=24`),
      ...WORDS.slice(6).map((word) => `/api/marketplace/search?q=${word}&kind=components&sort=newest&limit=24`),
    ];
    const suggestions = typed.flatMap((word) =>
      [2, 3, 4].map((length) => `/api/marketplace/suggestions?q=${word.slice(0, length)}`),
    );
    const others = {
      'item page': Array.from({ length: 50 }, (_, i) => `/api/marketplace/${KINDS[i % KINDS.length]?.[0]}/item-${i}`),
    };
    /** @type {Record<string, unknown>} */
    const figures = { items, health };
    line('  health endpoint', health.perSecond, 'requests/s', null);
    line('  health p99', health.p99, 'ms', null);
    /**
     * @param {string} name
     * @param {{ paths: string[]; revalidate?: boolean }} setup
     * @param {boolean} goals
     */
    const measure = async (name, setup, goals) => {
      const result = await load(gateway.base, 'read', { connections: 50, seconds, setup });
      figures[name] = result;
      line(`  ${name}`, result.perSecond, 'requests/s', health.perSecond, goals ? '>= 200% of health' : undefined);
      line(`  ${name} p99`, result.p99, 'ms', null);
      if (result.errors > 0) console.log(`  (${fmt(result.errors)} errors)`);
      return result;
    };
    /**
     * Answers no one asked for yet, one at a time: what the read models themselves cost, with
     * nothing from the response cache (each address is asked once, and none of them is among the
     * addresses the cached runs ask).
     * @param {string} name
     * @param {readonly string[]} paths
     */
    const uncached = async (name, paths) => {
      /** @type {number[]} */
      const took = [];
      for (const path of paths) {
        const from = performance.now();
        const answer = await fetch(`${gateway.base}${path}`);
        await answer.arrayBuffer();
        if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
        took.push(performance.now() - from);
      }
      const { p50, p99 } = summarise(took);
      figures[`${name}, uncached`] = { p50, p99, answers: took.length };
      line(`  ${name}, uncached p50`, p50, 'ms', null);
      line(`  ${name}, uncached p99`, p99, 'ms', null, '< 25 ms');
    };
    // Addresses of the same pages the cached runs never ask: other page sizes, kinds, tags and creators.
    const sizes = Array.from({ length: 40 }, (_, n) => n + 1);
    await uncached(
      'listing',
      sizes.flatMap((size) =>
        KINDS.map(
          ([kind], k) => `/api/marketplace/${kind}?limit=${size}${k % 2 === 0 ? '&sort=popular' : '&price=paid'}`,
        ),
      ),
    );
    await uncached(
      'tag page',
      sizes.flatMap((size) =>
        TAGS.map(
          (tag, t) => `/api/marketplace/components/tags/${tag}?limit=${size}${t % 2 === 0 ? '&sort=popular' : ''}`,
        ),
      ),
    );
    await uncached(
      'feed',
      sizes.flatMap((size) =>
        ['', ...KINDS.map(([kind]) => `&kind=${kind}`)].map((kind) => `/api/feed?limit=${size}${kind}`),
      ),
    );
    await uncached(
      'creator page',
      Array.from({ length: 200 }, (_, c) => `/api/creators/maker${(c * 7 + 1) % 500}`),
    );
    await uncached(
      'search',
      WORDS.flatMap((word, w) =>
        sizes
          .slice(0, 16)
          .map((size) => `/api/marketplace/search?q=${word}+${WORDS[(w + size) % WORDS.length] ?? ''}&limit=${size}`),
      ),
    );
    for (const [name, paths] of Object.entries(pages)) await measure(name, { paths }, true);
    for (const [name, paths] of Object.entries(others)) await measure(name, { paths }, false);
    // Each search and suggestion once, before any is kept by the response cache: what a query no
    // one asked yet costs (the rates below are mostly answered from the cache, as repeated queries are).
    for (const [name, paths] of [
      ['search', searches],
      ['suggestions', suggestions],
    ]) {
      /** @type {number[]} */
      const cold = [];
      for (const path of /** @type {string[]} */ (paths)) {
        const from = performance.now();
        const answer = await fetch(`${gateway.base}${path}`);
        await answer.arrayBuffer();
        cold.push(performance.now() - from);
      }
      cold.sort((a, b) => a - b);
      const at = (/** @type {number} */ share) => cold[Math.min(cold.length - 1, Math.floor(share * cold.length))] ?? 0;
      figures[`${name}, first answer`] = { p50: at(0.5), max: at(1) };
      line(`  ${name}, first answer (not cached) p50`, at(0.5), 'ms', null);
      line(`  ${name}, first answer (not cached) max`, at(1), 'ms', null);
    }
    const search = await load(gateway.base, 'read', { connections: 50, seconds, setup: { paths: searches } });
    figures.search = search;
    line(
      '  search (typos, plurals, filters, orders)',
      search.perSecond,
      'requests/s',
      health.perSecond,
      '>= 200% of health',
    );
    line('  search p99', search.p99, 'ms', null, '< 50 ms');
    const suggest = await load(gateway.base, 'read', { connections: 50, seconds, setup: { paths: suggestions } });
    figures.suggestions = suggest;
    line('  suggestions', suggest.perSecond, 'requests/s', health.perSecond);
    line('  suggestions p99', suggest.p99, 'ms', null, '< 30 ms');
    for (const result of [search, suggest]) if (result.errors > 0) console.log(`  (${fmt(result.errors)} errors)`);
    // As a browser with the page in its cache: If-None-Match on each use, answered 304.
    for (const [name, paths] of Object.entries(pages)) {
      const result = await measure(`${name}, revalidated`, { paths, revalidate: true }, true);
      console.log(`  (${fmt((result.notModified / result.requests) * 100)}% answered 304)`);
    }

    // Listing while a creator publishes steadily: each publish moves the read models on, and
    // with them every kept answer.
    const [writer] = await signUpCreators(gateway.base, 1, 'writer');
    const writerHeaders = { 'content-type': 'application/json', cookie: writer ?? '' };
    let publishing = true;
    let publishes = 0;
    const writes = (async () => {
      while (publishing) {
        const created = await (
          await fetch(`${gateway.base}/api/dashboard/components`, {
            method: 'POST',
            headers: writerHeaders,
            body: JSON.stringify({ title: `steady ${publishes}`, summary: 'published under read load' }),
          })
        ).json();
        await fetch(`${gateway.base}/api/dashboard/components/${created.id}/publish`, {
          method: 'POST',
          headers: writerHeaders,
          body: '{}',
        });
        publishes += 1;
        await new Promise((resolve) => setTimeout(resolve, PUBLISH_EVERY_MS));
      }
    })();
    const mixedFrom = performance.now();
    const busy = await measure('listing while publishing', { paths: pages.listing }, false);
    publishing = false;
    await writes;
    const publishesPerSecond = publishes / ((performance.now() - mixedFrom) / 1000);
    figures['listing while publishing'] = { ...busy, publishesPerSecond };
    console.log(`  (${fmt(publishesPerSecond, 1)} publishes/s meanwhile)`);

    // Publish, then ask listing, search and feed for the item with the publish's position.
    const [cookie] = await signUpCreators(gateway.base, 1, 'visible');
    const headers = { 'content-type': 'application/json', cookie: /** @type {string} */ (cookie) };
    /** @type {number[]} */
    const lags = [];
    for (let i = 0; i < 200; i += 1) {
      const word = `zephyr${i}x`;
      const created = await (
        await fetch(`${gateway.base}/api/dashboard/components`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ title: `${word} widget`, summary: 'fresh' }),
        })
      ).json();
      const published = await (
        await fetch(`${gateway.base}/api/dashboard/components/${created.id}/publish`, {
          method: 'POST',
          headers,
          body: '{}',
        })
      ).json();
      const answered = performance.now();
      const lists = await Promise.all(
        ['/api/marketplace/components?limit=5', `/api/marketplace/search?q=${word}`, '/api/feed?limit=5'].map(
          async (path) => (await getConsistent(gateway.base, path, published.position)).json(),
        ),
      );
      if (!lists.every((list) => list.items.some((/** @type {{ id: string }} */ card) => card.id === created.id)))
        throw new Error('a published item was not visible');
      lags.push(performance.now() - answered);
    }
    const visible = summarise(lags);
    figures.publishToVisible = visible;
    console.log('  publish answered -> visible in listing, search and feed (200 publishes):');
    line('    p50', visible.p50, 'ms', null);
    line('    p99', visible.p99, 'ms', null, '< 50 ms');
    return figures;
  } finally {
    await gateway.stop();
  }
}
