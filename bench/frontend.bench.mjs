// @ts-check
// Front-end figures, against the embedded default holding BENCH_ITEMS (100,000) published items:
// the bytes a first visit to /marketplace downloads as they came over the wire (compressed by the
// server, not by this script); time to first byte and largest contentful paint of server-rendered
// pages in headless Chromium on localhost; and server-rendered item pages a second beside the
// health endpoint, under 50 connections from a second process. The first visit's JavaScript is
// told apart, through the build's source maps: the framework (React and react-router, whose floor
// is accepted), the other libraries (TanStack Query, Sentry) and the product's own code.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { KINDS, seedCatalogue } from './catalogue.mjs';
import { fmt, line, load, startGateway, tempFile, waitForPosition } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const SAMPLES = 5;

/**
 * Time to first byte and largest contentful paint of one page, opened in a fresh context (nothing cached).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<{ ttfb: number; lcp: number }>}
 */
async function paint(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (
            performance.getEntriesByType('navigation')
          );
          new PerformanceObserver((list) => {
            resolve({
              ttfb: navigation?.responseStart ?? Number.NaN,
              lcp: list.getEntries().at(-1)?.startTime ?? Number.NaN,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

const ASSETS = join(dirname(fileURLToPath(import.meta.url)), '..', 'frontend', 'dist', 'assets');
const FRAMEWORK = /node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;
const VLQ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * The numbers of one source-map segment (base64 VLQ).
 * @param {string} segment
 * @returns {number[]}
 */
function decodeSegment(segment) {
  /** @type {number[]} */
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = VLQ.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * What part of a built script comes from the framework, other libraries and the product's own
 * sources: each stretch of generated code goes to the source its mapping names (its share of the
 * file's characters; the wire bytes are split in the same proportions).
 * @param {string} file
 * @returns {{ framework: number; libraries: number; own: number } | null}
 */
function originsOf(file) {
  const mapFile = join(ASSETS, `${file}.map`);
  if (!existsSync(mapFile)) return null;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const code = readFileSync(join(ASSETS, file), 'utf8').split('\n');
  const shares = { framework: 0, libraries: 0, own: 0 };
  /** @param {number} source */
  const kindOf = (source) => {
    const path = String(map.sources[source] ?? '');
    if (FRAMEWORK.test(path)) return 'framework';
    return path.includes('node_modules/') ? 'libraries' : 'own';
  };
  let source = 0;
  String(map.mappings)
    .split(';')
    .forEach((line, row) => {
      let column = 0;
      const segments = line === '' ? [] : line.split(',').map(decodeSegment);
      /** @type {[column: number, source: number][]} */
      const starts = [];
      for (const values of segments) {
        column += values[0] ?? 0;
        if (values.length > 1) source += values[1] ?? 0;
        starts.push([column, source]);
      }
      const length = code[row]?.length ?? 0;
      starts.forEach(([start, from], i) => {
        const end = starts[i + 1]?.[0] ?? length;
        shares[/** @type {'framework' | 'libraries' | 'own'} */ (kindOf(from))] += Math.max(0, end - start);
      });
    });
  const total = shares.framework + shares.libraries + shares.own;
  return total === 0
    ? null
    : { framework: shares.framework / total, libraries: shares.libraries / total, own: shares.own / total };
}

/** @param {number[]} values */
const median = (values) => /** @type {number} */ ([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);

export async function run() {
  const items = Number(process.env.BENCH_ITEMS ?? 100_000);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const dataDir = tempFile('x').replace(/\/x$/, '');
  const head = await seedCatalogue(join(dataDir, 'creators.db'), items);
  const gateway = await startGateway({ DATA_DIR: dataDir });
  await waitForPosition(gateway.base, head);
  console.log(`frontend: ${fmt(items)} published items, pages rendered by the server`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    /** @type {Record<string, unknown>} */
    const figures = { items };
    const context = await browser.newContext();
    const page = await context.newPage();
    /** @type {Promise<{ type: string; bytes: number; url: string }>[]} */
    const transfers = [];
    page.on('requestfinished', (request) => {
      transfers.push(
        request
          .sizes()
          .then((sizes) => ({ type: request.resourceType(), bytes: sizes.responseBodySize, url: request.url() })),
      );
    });
    await page.goto(`${gateway.base}/marketplace`, { waitUntil: 'networkidle' });
    await context.close();
    const wire = await Promise.all(transfers);
    const sum = (/** @type {string} */ type) =>
      wire.filter((t) => t.type === type).reduce((total, t) => total + t.bytes, 0) / 1024;
    const scripts = wire.filter((t) => t.type === 'script').length;
    figures.wire = { scripts, javascriptKB: sum('script'), htmlKB: sum('document'), cssKB: sum('stylesheet') };
    console.log(`  a first visit to /marketplace, as sent over the wire (${scripts} scripts):`);
    line('    JavaScript', sum('script'), 'KB', null, '< 100 KB');
    const split = { framework: 0, libraries: 0, own: 0 };
    for (const transfer of wire.filter((t) => t.type === 'script')) {
      const origins = originsOf(basename(new URL(transfer.url).pathname));
      if (origins === null) throw new Error(`no source map for ${transfer.url}: build the frontend first`);
      for (const key of /** @type {const} */ (['framework', 'libraries', 'own'])) {
        split[key] += (transfer.bytes * origins[key]) / 1024;
      }
    }
    figures.javascript = split;
    line('      the framework (React, react-router)', split.framework, 'KB', null, 'accepted floor');
    line('      libraries (TanStack Query, Sentry)', split.libraries, 'KB', null);
    line("      the product's own code", split.own, 'KB', null, '<= 25 KB');
    line('    HTML', sum('document'), 'KB', null);
    line('    CSS', sum('stylesheet'), 'KB', null);

    /** @type {[name: string, path: string][]} */
    const pages = [
      ['/marketplace', '/marketplace'],
      ['a listing', '/marketplace/components'],
      ['an item page', '/marketplace/templates/item-2'],
      ['a creator page', '/maker7'],
    ];
    for (const [name, path] of pages) {
      /** @type {{ ttfb: number; lcp: number }[]} */
      const samples = [];
      for (let i = 0; i < SAMPLES; i += 1) samples.push(await paint(browser, `${gateway.base}${path}`));
      const ttfb = median(samples.map((s) => s.ttfb));
      const lcp = median(samples.map((s) => s.lcp));
      figures[name] = { path, ttfb, lcp, samples };
      line(`  ${name}: time to first byte (median of ${SAMPLES})`, ttfb, 'ms', null);
      line(`  ${name}: largest contentful paint (median of ${SAMPLES})`, lcp, 'ms', null, '< 500 ms');
    }

    // Each page's first render (nothing kept yet): what a visitor waits for when the catalogue just moved.
    /** @type {number[]} */
    const cold = [];
    for (let i = 100; i < 150; i += 1) {
      const from = performance.now();
      await (await fetch(`${gateway.base}/marketplace/${KINDS[i % KINDS.length]?.[0]}/item-${i}`)).arrayBuffer();
      cold.push(performance.now() - from);
    }
    figures['item page, first render'] = { p50: median(cold), max: Math.max(...cold) };
    line('  item page, first render (not kept) p50', median(cold), 'ms', null);
    line('  item page, first render (not kept) max', Math.max(...cold), 'ms', null);

    const health = await load(gateway.base, 'health', { connections: 50, seconds });
    const itemPages = Array.from({ length: 50 }, (_, i) => `/marketplace/${KINDS[i % KINDS.length]?.[0]}/item-${i}`);
    const rendered = await load(gateway.base, 'bytes', { connections: 50, seconds, setup: { paths: itemPages } });
    figures.health = health;
    figures['item page rendered'] = rendered;
    line('  health endpoint', health.perSecond, 'requests/s', null);
    line('  item pages rendered by the server', rendered.perSecond, 'requests/s', health.perSecond, '>= 25% of health');
    line('  item pages p99', rendered.p99, 'ms', null);
    if (rendered.errors > 0) console.log(`  (${fmt(rendered.errors)} errors)`);
    return figures;
  } finally {
    await browser.close();
    await gateway.stop();
  }
}
