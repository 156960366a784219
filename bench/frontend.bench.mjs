// @ts-check
// Front-end figures: the JavaScript a first visit to /marketplace downloads (gzipped), and the
// largest contentful paint of /marketplace and of an item page in headless Chromium on localhost.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { fmt, line, startGateway } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 * @returns {Promise<number>}
 */
async function largestContentfulPaint(page, url) {
  await page.goto(url, { waitUntil: 'networkidle' });
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries.at(-1)?.startTime ?? NaN);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

export async function run() {
  const gateway = await startGateway({ DEMO_DATA: '1' });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const page = await browser.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.body());
    });
    await page.goto(`${gateway.base}/marketplace`, { waitUntil: 'networkidle' });
    const raw = [...scripts.values()].reduce((sum, body) => sum + body.length, 0);
    const gzipped = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    console.log(`frontend: a first visit to /marketplace loads ${scripts.size} scripts`);
    line('  JavaScript, gzipped', gzipped / 1024, 'KB', null, '< 150 KB');
    line('  JavaScript, uncompressed', raw / 1024, 'KB', null);

    const card = await (await fetch(`${gateway.base}/api/marketplace/templates?limit=1`)).json();
    const itemPath = `/marketplace/templates/${card.items[0].slug}`;
    /** @type {Record<string, unknown>} */
    const figures = { scripts: scripts.size, gzippedBytes: gzipped, rawBytes: raw };
    /** @type {[name: string, path: string][]} */
    const pages = [
      ['/marketplace', '/marketplace'],
      ['an item page', itemPath],
    ];
    for (const [name, path] of pages) {
      /** @type {number[]} */
      const samples = [];
      for (let i = 0; i < 5; i += 1) {
        const context = await browser.newContext();
        samples.push(await largestContentfulPaint(await context.newPage(), `${gateway.base}${path}`));
        await context.close();
      }
      samples.sort((a, b) => a - b);
      const median = /** @type {number} */ (samples[2]);
      figures[name] = { samples, median };
      line(`  largest contentful paint, ${name} (median of 5)`, median, 'ms', null, '< 1,000 ms');
    }
    console.log(`  (item page: ${itemPath}; ${fmt(scripts.size)} scripts on the first visit)`);
    return figures;
  } finally {
    await browser.close();
    await gateway.stop();
  }
}
