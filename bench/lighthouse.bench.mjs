// @ts-check
// Lighthouse (mobile preset: a mid-range phone on a slow 4G, simulated) on the pages a visitor meets
// first, against the embedded default seeded with the demo content: the median of three runs of each
// page's performance and accessibility scores, beside the goals (performance >= 90, accessibility 100).
import { rmSync } from 'node:fs';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { freePort, startGateway } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** @param {number[]} values */
const median = (values) => /** @type {number} */ ([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);

/**
 * A listing's first page, as the API answers it.
 * @param {string} base
 * @param {string} path
 * @returns {Promise<import('@creators/contracts').CardPage>}
 */
async function cards(base, path) {
  const answer = await fetch(`${base}${path}`, { headers: { accept: 'application/json' } });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
  return /** @type {Promise<import('@creators/contracts').CardPage>} */ (answer.json());
}

/**
 * One Lighthouse run of one page, in a browser of its own (nothing cached, as a first visit).
 * @param {string} url
 */
async function audit(url) {
  // Playwright starts the browser (as the other benches do); Lighthouse drives it through its debugging port.
  const port = /** @type {number} */ (await freePort());
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...FLAGS, `--remote-debugging-port=${port}`],
  });
  try {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result?.lhr;
    if (lhr === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError !== undefined) throw new LighthouseRunError(lhr.runtimeError.code);
    const score = (/** @type {string} */ name) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
    const audit = (/** @type {string} */ name) => lhr.audits[name]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bootup: audit('bootup-time'),
      failed: Object.values(lhr.categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    };
  } finally {
    await browser.close();
  }
}

/**
 * A run Lighthouse itself could not record (on a busy machine its trace sometimes misses the
 * navigation: NO_NAVSTART) is run again, a few times, rather than dropping the page.
 * @param {string} url
 */
async function auditAgain(url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof LighthouseRunError)) throw error;
      console.log(`  (${url}: ${error.message}; again)`);
    }
  }
}

class LighthouseRunError extends Error {}

export async function run() {
  const gateway = await startGateway({ DEMO_DATA: '1' });
  try {
    // The pages of the demo content: a listing's first item, its creator, and a word from its title.
    const listing = await cards(gateway.base, '/api/marketplace/components?limit=1');
    const item = listing.items[0];
    if (item === undefined) throw new Error('the demo content has no component');
    const word = item.title.split(/\s+/).at(-1)?.toLowerCase() ?? 'navbar';
    /** @type {[name: string, path: string][]} */
    const pages = [
      ['home', '/marketplace'],
      ['a listing', '/marketplace/components'],
      ['an item', `/marketplace/components/${item.slug}`],
      ['a creator page', `/${item.creator.handle}`],
      ['search', `/marketplace/search?q=${encodeURIComponent(word)}`],
    ];
    console.log(`lighthouse: mobile preset, median of ${RUNS} runs per page, demo content`);
    /** @type {Record<string, unknown>} */
    const figures = { runs: RUNS };
    for (const [name, path] of pages) {
      /** @type {Awaited<ReturnType<typeof audit>>[]} */
      const samples = [];
      for (let i = 0; i < RUNS; i += 1) samples.push(await auditAgain(`${gateway.base}${path}`));
      const performance = median(samples.map((s) => s.performance));
      const accessibility = median(samples.map((s) => s.accessibility));
      const tbt = median(samples.map((s) => s.tbt));
      const lcp = median(samples.map((s) => s.lcp));
      const bootup = median(samples.map((s) => s.bootup));
      const failed = [...new Set(samples.flatMap((s) => s.failed))];
      figures[name] = { path, performance, accessibility, tbt, lcp, bootup, failed, samples };
      console.log(
        `  ${name.padEnd(16)} ${path.padEnd(44)} performance ${String(performance).padStart(3)} (goal >= 90)` +
          `   accessibility ${String(accessibility).padStart(3)} (goal 100)` +
          `   LCP ${Math.round(lcp)} ms, TBT ${Math.round(tbt)} ms, script ${Math.round(bootup)} ms` +
          (failed.length > 0 ? `   failing: ${failed.join(', ')}` : ''),
      );
    }
    return figures;
  } finally {
    await gateway.stop();
    // The demo content's database and pictures: made for this run only.
    rmSync(gateway.dataDir, { recursive: true, force: true });
  }
}
