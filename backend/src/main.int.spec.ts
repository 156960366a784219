import { createServer } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { jest } from '@jest/globals';
import { request } from 'undici';
import { itemEventType, type NewEvent } from '@creators/contracts';
import { SqliteDocumentStore, SqliteEventStore } from '@creators/storage';
import {
  builtEntry,
  eventually,
  INTEGRATION_TEST_MS,
  startProcess,
  tempDir,
  type TestProcess,
} from '@creators/storage/testing';
import { anEvent } from './testing/events.js';
import { ITEMS, MEDIA_USAGE } from '@creators/projections';

jest.setTimeout(INTEGRATION_TEST_MS);

const MAIN = builtEntry(new URL('../dist/main.js', import.meta.url));

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        resolve(typeof address === 'object' && address !== null ? address.port : 0);
      });
    });
  });

const event = (type: string, data: object): NewEvent => anEvent(type, data, 'c1');

/** The built gateway on the embedded default over `dataDir`, without demo content, listening on `port`. */
const startGateway = (dataDir: string, port: number): TestProcess =>
  startProcess(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      EVENTSTORE_URL: '',
      MONGODB_URL: '',
      SENTRY_DSN: '',
    },
  });

describe('the gateway process on the embedded default', () => {
  let gateway: TestProcess;
  let base: string;
  let dataDir: string;
  const stores: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    dataDir = tempDir('gateway-');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    gateway = startGateway(dataDir, port);
    // It says so once it listens and its projector runs.
    await gateway.waitForStdout(/"msg":"creators marketplace listening"/);
  });
  afterAll(async () => {
    await gateway.stop();
    for (const store of stores) await store.close();
  });

  it('answers page routes with the app shell and serves hashed assets with immutable caching', async () => {
    // Pages of things that do not exist answer 404, with the same shell (the app shows its not-found page).
    for (const [path, status] of [
      ['/marketplace', 200],
      ['/dashboard/links', 200],
      ['/marketplace/components/grid/preview', 404],
      ['/some-creator', 404],
    ] as const) {
      const page = await fetch(`${base}${path}`);
      expect(page.status).toBe(status);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      const html = await page.text();
      expect(html).toContain('<div id="root">');
      const script = /src="(\/creators-assets\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(script).toBeDefined();
      const asset = await fetch(`${base}${script ?? ''}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends assets precompressed and JSON compressed to browsers that take it, and keeps source maps private', async () => {
    const html = await (await fetch(`${base}/marketplace`)).text();
    const script = /src="(\/creators-assets\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const plain = await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'identity' } });
    const plainBytes = (await plain.arrayBuffer()).byteLength;
    // Each encoding, and the plain bytes too, tells caches that it depends on what the request accepts.
    expect(plain.headers.get('vary')).toBe('accept-encoding');
    for (const encoding of ['br', 'gzip']) {
      const packed = await fetch(`${base}${script}`, { headers: { 'accept-encoding': encoding } });
      expect(packed.headers.get('content-encoding')).toBe(encoding);
      expect(packed.headers.get('vary')).toBe('accept-encoding');
      expect((await packed.arrayBuffer()).byteLength).toBe(plainBytes);
    }
    for (const encoding of ['br', 'identity']) {
      const json = await fetch(`${base}/api/openapi.json`, { headers: { 'accept-encoding': encoding } });
      expect(json.headers.get('content-encoding')).toBe(encoding === 'br' ? 'br' : null);
      expect(json.headers.get('vary')).toBe('accept-encoding');
      expect(((await json.json()) as { openapi: string }).openapi).toMatch(/^3\./);
      const page = await fetch(`${base}/marketplace`, { headers: { 'accept-encoding': encoding } });
      expect(page.headers.get('vary')?.split(', ')).toContain('accept-encoding');
      await page.arrayBuffer();
      // A page of some kilobytes is compressed whole, at once, so its answer states its length.
      const raw = await request(`${base}/marketplace`, { headers: { 'accept-encoding': encoding } });
      const sent = Buffer.from(await raw.body.arrayBuffer());
      expect(raw.headers['content-encoding']).toBe(encoding === 'br' ? 'br' : undefined);
      expect(raw.headers['content-length']).toBe(String(sent.length));
      if (encoding === 'br') expect(brotliDecompressSync(sent).length).toBeGreaterThan(8 * 1024);
    }
    expect((await fetch(`${base}${script}.map`)).status).toBe(404);
    expect(await (await fetch(`${base}${script}`)).text()).not.toContain('sourceMappingURL');
  });

  it('answers unknown API paths and missing assets with a 404 problem', async () => {
    for (const path of ['/api/nothing-here', '/creators-assets/missing-file.js']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/json/);
    }
  });

  it('projects events appended to its store by another process into the read model, pushed not polled', async () => {
    const file = join(dataDir, 'creators.db');
    const events = new SqliteEventStore(file);
    const documents = new SqliteDocumentStore(file);
    stores.push(events, documents);
    const fields = {
      title: 'Grid',
      summary: 'A grid',
      description: '',
      coverImageUrl: null,
      galleryImageUrls: [],
      previewUrl: null,
      price: { amount: 0, currency: 'USD' },
    };
    await events.append(
      'component-x1',
      [
        event(itemEventType('components', 'Created'), {
          itemId: 'x1',
          kind: 'components',
          creatorId: 'c1',
          slug: 'grid',
          fields,
        }),
        event(itemEventType('components', 'Published'), { itemId: 'x1', kind: 'components' }),
      ],
      'no_stream',
    );
    const doc = await eventually(() => documents.get(ITEMS, 'x1'), {
      what: 'the gateway to project the appended events',
      whileRunning: gateway,
    });
    expect(doc).toMatchObject({ id: 'x1', status: 'published', slug: 'grid', revision: 1 });
  });
});

describe("the gateway's readiness on a fresh data folder", () => {
  it('says ready only once the read models are made, so that the first read routed to it finds them', async () => {
    const dataDir = tempDir('gateway-ready-');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const fresh = startGateway(dataDir, port);
    let file: SqliteDocumentStore | null = null;
    try {
      // Asked as often as it answers from the moment it listens: a balancer routes on the first "ready".
      await eventually(
        async () => ((await fetch(`${base}/api/health/ready`).catch(() => null))?.status === 200 ? true : null),
        { what: 'the fresh gateway to be ready', whileRunning: fresh, intervalMs: 1 },
      );
      // The projector made every read model's collection before that: the quota an upload reads is one.
      file = new SqliteDocumentStore(join(dataDir, 'creators.db'));
      expect(await file.get(MEDIA_USAGE, 'nobody')).toBeNull();
      expect((await fetch(`${base}/api/marketplace/components`)).status).toBe(200);
    } finally {
      await file?.close();
      await fresh.stop();
    }
  });
});
