// @ts-check
// Getting and buying: how long after the test-mode checkout completes the buyer's licence is
// visible in their library (p99), and signed, account-bound downloads served beside a static file
// of the same size from the same server, in the same run.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fmt, line, load, signUpCreators, startGateway, summarise, tempFile, until, waitForPosition } from './lib.mjs';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const FILE_BYTES = 256 * 1024;

/**
 * @param {string} base
 * @param {string} cookie
 * @param {string} path
 * @param {object} [body]
 * @returns {Promise<any>}
 */
async function post(base, cookie, path, body = {}) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * @param {string} base
 * @param {string} cookie
 * @param {string} path
 * @returns {Promise<any>}
 */
async function get(base, cookie, path) {
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export async function run() {
  /** @type {Record<string, number>} */
  const figures = {};
  const frontendDir = join(tempFile('frontend').replace(/\/frontend$/, ''), 'frontend');
  mkdirSync(join(frontendDir, 'assets'), { recursive: true });
  writeFileSync(join(frontendDir, 'index.html'), '<!doctype html><div id="root"></div>');
  const gateway = await startGateway({ FRONTEND_DIR: frontendDir, MEDIA_SWEEP_MINUTES: '0' });
  try {
    const { base } = gateway;
    const [seller = ''] = await signUpCreators(base, 1, 'seller');
    const buyers = await signUpCreators(base, BUYERS, 'buyer');
    const bytes = randomBytes(FILE_BYTES);
    const uploaded = await fetch(`${base}/api/media/files?name=kit.zip`, {
      method: 'POST',
      headers: { cookie: seller, 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    const { id: uploadId } = await uploaded.json();
    const created = await post(base, seller, '/api/dashboard/templates', {
      title: 'Bench Kit',
      summary: 'Bought many times',
      price: { amount: 1900, currency: 'USD' },
      files: [{ uploadId }],
    });
    const published = await post(base, seller, `/api/dashboard/templates/${created.id}/publish`);
    // An order is placed on a published item as the read models know it: wait until they know it.
    await waitForPosition(base, published.position);

    // Each buyer: place an order, pay it with the success card, then read the library until the
    // licence is there. "Visible" is the time from the payment's answer to the first library that shows it.
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
    /** @type {number[]} */
    const payMs = [];
    /** @type {number[]} */
    const visibleMs = [];
    /** @type {string[]} */
    const downloadPaths = [];
    for (const buyer of buyers) {
      const { orderId } = await post(base, buyer, '/api/orders', { itemId: created.id });
      const paying = performance.now();
      await post(base, buyer, `/api/test-checkout/${orderId}`, card);
      const paid = performance.now();
      payMs.push(paid - paying);
      // The payment's answer carries no position: the library is asked until it shows the licence.
      await until('the licence reaching the library', async () => {
        const library = await get(base, buyer, '/api/library');
        const entry = library.entries.find((/** @type {{ itemId: string }} */ e) => e.itemId === created.id);
        if (entry === undefined) return false;
        visibleMs.push(performance.now() - paid);
        downloadPaths.push(entry.files[0].downloadUrl);
        return true;
      });
    }
    const pay = summarise(payMs);
    const visible = summarise(visibleMs);
    figures.payP99Ms = pay.p99;
    figures.licenceVisibleP99Ms = visible.p99;
    console.log(`${BUYERS} buyers, one after another`);
    line('  test-mode payment answered, p99', pay.p99, 'ms', null);
    line('  payment answered → licence in the library, p99', visible.p99, 'ms', null, '< 100 ms');
    line('  checkout completion → licence visible, p99', pay.p99 + visible.p99, 'ms', null, '< 100 ms');

    // Serving: the signed download (checks the link, the holding, records the download, streams
    // the blob) beside a static file of the same size.
    const staticName = `bench-${uploadId.slice(0, 8)}.bin`;
    writeFileSync(join(frontendDir, 'assets', staticName), randomBytes(FILE_BYTES));
    const staticRun = await load(base, 'bytes', {
      connections: BUYERS,
      seconds: SECONDS,
      setup: { paths: [`/creators-assets/assets/${staticName}`] },
    });
    const downloadRun = await load(base, 'bytes', {
      connections: BUYERS,
      seconds: SECONDS,
      setup: { paths: downloadPaths, cookies: buyers },
    });
    figures.staticPerSecond = staticRun.perSecond;
    figures.downloadPerSecond = downloadRun.perSecond;
    figures.downloadErrors = downloadRun.errors;
    console.log(`serving ${fmt(FILE_BYTES / 1024)} KiB, ${BUYERS} connections, ${SECONDS} s each`);
    line('  static file of the same size', staticRun.perSecond, 'requests/s', null);
    line('  signed download', downloadRun.perSecond, 'requests/s', staticRun.perSecond, '>= 70%');
    line('  signed download p99', downloadRun.p99, 'ms', null);
    if (downloadRun.errors > 0) console.log(`  (${downloadRun.errors} downloads failed)`);
  } finally {
    await gateway.stop();
  }
  return figures;
}
