// @ts-check
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The folders `tempFile` made: removed as the run ends, since each holds a log or a gateway's data (up to a gigabyte). */
const folders = /** @type {string[]} */ ([]);
process.once('exit', () => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/**
 * A file of that name in a folder of its own, removed (with all the folder holds) when the run ends.
 * @param {string} name
 */
export const tempFile = (name) => {
  const folder = mkdtempSync(join(tmpdir(), 'bench-'));
  folders.push(folder);
  return join(folder, name);
};

/**
 * @param {readonly number[]} sorted
 * @param {number} p
 * @returns {number}
 */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** @param {readonly number[]} latenciesMs */
export function summarise(latenciesMs) {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) };
}

/**
 * @param {number} n
 * @param {number} [digits]
 */
export const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** One figure line: the measurement, its limit measured in the same run, their ratio, and the goal. */
/**
 * @param {string} label
 * @param {number} value
 * @param {string} unit
 * @param {number | null} [limit]
 * @param {string} [goal]
 */
export function line(label, value, unit, limit, goal) {
  const ratio = limit ? ` = ${fmt((value / limit) * 100, 0)}% of the limit (${fmt(limit)} ${unit})` : '';
  console.log(`${label.padEnd(44)} ${fmt(value).padStart(12)} ${unit}${ratio}${goal ? `   goal: ${goal}` : ''}`);
}

/**
 * @param {string} type
 * @param {object} data
 * @param {string} eventId
 * @param {string} [at]
 * @returns {import('@creators/contracts').NewEvent}
 */
export const newEvent = (type, data, eventId, at = new Date().toISOString()) => ({
  type,
  version: 1,
  data,
  metadata: { eventId, occurredAt: at, creatorId: null, correlationId: eventId, causationId: null },
});

import { execFile, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** @returns {Promise<number>} */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

/**
 * Starts the built gateway on the embedded default in a temp folder; resolves once it answers.
 * @param {Record<string, string>} [env]
 * @returns {Promise<{ base: string; dataDir: string; pid: number | undefined; stop: () => Promise<unknown> }>}
 */
export async function startGateway(env = {}) {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? tempFile('data').replace(/\/data$/, '');
  const child = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      EVENTSTORE_URL: '',
      MONGODB_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 6000) throw new Error('the gateway did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    dataDir,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * @typedef {{ requests: number; seconds: number; perSecond: number; p50: number; p99: number; errors: number; notModified: number }} LoadResult
 */

/**
 * Runs the load generator in its own process against `base`.
 * @param {string} base
 * @param {string} scenario
 * @param {{ connections?: number; seconds?: number; setup?: object }} [options]
 * @returns {Promise<LoadResult>}
 */
export function load(base, scenario, { connections = 50, seconds = 10, setup = {} } = {}) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [
        join(root, 'bench/load-client.mjs'),
        base,
        scenario,
        String(connections),
        String(seconds),
        JSON.stringify(setup),
      ],
      { maxBuffer: 1 << 20 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? 'null'))),
    );
  });
}

/**
 * The token of the confirmation link the local outbox holds for an address (waiting for its
 * delivery, which follows the sign-up's answer).
 * @param {string} base
 * @param {string} email
 * @returns {Promise<string>}
 */
async function confirmationToken(base, email) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${base}/api/outbox?to=${encodeURIComponent(email)}`);
    if (response.status !== 200) throw new Error(`the local outbox answered ${response.status}`);
    const { items } = /** @type {{ items: { text: string }[] }} */ (await response.json());
    for (const mail of items) {
      const token = /\/sign-up\/confirm(?:\?[^#\s]*)?#token=([\w-]+)/.exec(mail.text)?.[1];
      if (token !== undefined) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no confirmation link reached ${email}`);
}

/**
 * Signs up `count` creators as people do (the request, the link from the local outbox, the
 * confirmation) and returns their session cookies.
 * @param {string} base
 * @param {number} count
 * @returns {Promise<string[]>}
 */
export async function signUpCreators(base, count, prefix = 'bench') {
  const cookies = [];
  for (let i = 0; i < count; i += 1) {
    // Each from an address of its own (the gateway trusts loopback's X-Forwarded-For): sign-ups are limited per address.
    const headers = {
      'content-type': 'application/json',
      'x-forwarded-for': `198.18.${Math.floor(i / 250)}.${i % 250}`,
    };
    const email = `${prefix}${i}@bench.test`;
    const requested = await fetch(`${base}/api/auth/sign-up`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: 'bench-password-1', handle: `${prefix}${i}`, name: `Bench ${i}` }),
    });
    if (requested.status !== 202) throw new Error(`sign-up failed: ${requested.status} ${await requested.text()}`);
    const response = await fetch(`${base}/api/auth/sign-up/confirm`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ token: await confirmationToken(base, email) }),
    });
    if (response.status !== 201) throw new Error(`confirmation failed: ${response.status} ${await response.text()}`);
    cookies.push((response.headers.get('set-cookie') ?? '').split(';')[0] ?? '');
  }
  return cookies;
}

/** How long a bench waits for the read models to reach a position before it gives up: minutes, not a guess at speed. */
export const CATCH_UP_MS = Number(process.env.BENCH_CATCH_UP_MS ?? 300_000);

/**
 * Read-your-writes: a GET that holds until the read models have reached `position` (a command's
 * answer). The gateway holds it a little while and answers 503 when they are further behind; it
 * is asked again until they get there, however slow or busy the machine.
 * @param {string} base
 * @param {string} path
 * @param {number | string} position
 * @param {Record<string, string>} [headers]
 * @returns {Promise<Response>}
 */
export async function getConsistent(base, path, position, headers = {}) {
  const deadline = performance.now() + CATCH_UP_MS;
  for (;;) {
    const response = await fetch(`${base}${path}`, {
      headers: { ...headers, 'x-consistent-with': String(position) },
    });
    if (response.status !== 503) return response;
    await response.arrayBuffer();
    if (performance.now() > deadline) throw new Error(`the read models did not reach position ${position}`);
  }
}

/**
 * Waits until the read models have reached `position`.
 * @param {string} base
 * @param {number | string} position
 */
export async function waitForPosition(base, position) {
  const response = await getConsistent(base, '/api/feed?limit=1', position);
  if (response.status !== 200) throw new Error(`waiting for position ${position}: ${response.status}`);
  await response.arrayBuffer();
}

/**
 * Asks `probe` until it says yes, for what no command position tells (a payment, an upload's
 * renditions): bounded by `CATCH_UP_MS`, never by a guess at the machine's speed.
 * @param {string} what
 * @param {() => Promise<boolean>} probe
 */
export async function until(what, probe) {
  const deadline = performance.now() + CATCH_UP_MS;
  while (!(await probe())) {
    if (performance.now() > deadline) throw new Error(`${what} never happened`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
