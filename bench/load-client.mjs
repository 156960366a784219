// @ts-check
// A load generator run as its own process (so it does not share the server's event loop):
// `connections` loops each run `scenario` back to back for `seconds`, over keep-alive HTTP.
// Prints one JSON line: { requests, seconds, latencies summary, errors, notModified }.
import { Agent, request } from 'undici';

const [base = '', scenarioName = '', connectionsText, secondsText, setupJson] = process.argv.slice(2);
const connections = Number(connectionsText);
const seconds = Number(secondsText);
/** @type {{ cookies?: string[]; paths: string[]; revalidate?: boolean }} */
const setup = JSON.parse(setupJson ?? '{}');
const agent = new Agent({ connections: connections * 2, pipelining: 1 });

/**
 * An answer as the scenarios use it: its body is received whole but kept as text, since parsing
 * JSON the scenario never reads would take the machine's time from the server being measured.
 * @typedef {{ status: number; ms: number; text: string; etag: string | string[] | undefined }} CallResult
 */

/**
 * @param {'GET' | 'POST'} method
 * @param {string} path
 * @param {{ body?: object; cookie?: string; ifNoneMatch?: string | undefined }} [options]
 * @returns {Promise<CallResult>}
 */
async function call(method, path, { body, cookie, ifNoneMatch } = {}) {
  /** @type {Record<string, string>} */
  const headers = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  if (ifNoneMatch) headers['if-none-match'] = ifNoneMatch;
  const started = performance.now();
  const response = await request(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    dispatcher: agent,
  });
  const text = await response.body.text();
  return {
    status: response.statusCode,
    ms: performance.now() - started,
    text,
    etag: response.headers.etag,
  };
}

/** The validator last seen per path, for revalidating reads. @type {Map<string, string>} */
const etags = new Map();

/** @type {Record<string, (connection: number, n: number) => Promise<CallResult[]>>} */
const scenarios = {
  /** The baseline: the cheapest answer the server gives. */
  health: async () => [await call('GET', '/api/health')],
  /** A creator creates a draft and publishes it: two commands. */
  'create-and-publish': async (c, n) => {
    const cookies = setup.cookies ?? [];
    const cookie = cookies[c % cookies.length] ?? '';
    const kinds = /** @type {const} */ (['components', 'templates', 'plugins', 'tutorials', 'vectors', 'sites']);
    const kind = kinds[n % kinds.length] ?? 'components';
    const extra = {
      components: { tags: ['bench'] },
      templates: { categories: ['portfolio'] },
      plugins: { version: '1.0.0' },
      tutorials: { level: 'beginner' },
      vectors: {},
      sites: { siteUrl: 'https://bench.example.com' },
    }[kind];
    const created = await call('POST', `/api/dashboard/${kind}`, {
      cookie,
      body: { title: `Load ${c}-${n}`, summary: 'Made under load', ...extra },
    });
    if (created.status !== 201) return [created];
    const { id } = /** @type {{ id?: string }} */ (JSON.parse(created.text));
    const published = await call('POST', `/api/dashboard/${kind}/${id ?? ''}/publish`, { cookie });
    return [created, published];
  },
  /** Downloads: each path of `setup.paths` in turn, the body read whole as bytes (images, files). */
  bytes: async (c, n) => {
    const started = performance.now();
    // With `setup.cookies`, each connection is a signed-in account of its own, with its own path
    // (a signed download is bound to its account): path i goes with cookie i.
    const cookies = setup.cookies ?? [];
    const cookie = cookies[c % cookies.length];
    const path = setup.paths[cookie === undefined ? (c + n) % setup.paths.length : c % cookies.length];
    const response = await request(`${base}${path}`, {
      dispatcher: agent,
      ...(cookie === undefined ? {} : { headers: { cookie } }),
    });
    await response.body.arrayBuffer();
    return [{ status: response.statusCode, ms: performance.now() - started, text: '', etag: undefined }];
  },
  /** Reads: each path of `setup.paths` in turn; with `setup.revalidate`, as a browser does, with If-None-Match. */
  read: async (c, n) => {
    const path = setup.paths[(c + n) % setup.paths.length] ?? '/api/health';
    const result = await call('GET', path, { ifNoneMatch: setup.revalidate ? etags.get(path) : undefined });
    if (setup.revalidate && typeof result.etag === 'string') etags.set(path, result.etag);
    return [result];
  },
};

const scenario = scenarios[scenarioName];
if (scenario === undefined) throw new Error(`no scenario ${scenarioName}`);
/** @type {number[]} */
const latencies = [];
let errors = 0;
let notModified = 0;
const deadline = Date.now() + seconds * 1000;
const started = performance.now();
await Promise.all(
  Array.from({ length: connections }, async (_, c) => {
    for (let n = 0; Date.now() < deadline; n += 1) {
      for (const result of await scenario(c, n)) {
        latencies.push(result.ms);
        if (result.status >= 400) errors += 1;
        if (result.status === 304) notModified += 1;
      }
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
/** @param {number} p */
const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
console.log(
  JSON.stringify({
    requests: latencies.length,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    notModified,
  }),
);
await agent.close();
