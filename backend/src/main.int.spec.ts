import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { itemEventType, type NewEvent } from '@creators/contracts';
import { SqliteDocumentStore, SqliteEventStore } from '@creators/storage';
import { anEvent } from './testing/events.js';
import { ITEM_CATALOG } from '@creators/projections';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

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

async function until<T>(attempt: () => Promise<T | null>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const event = (type: string, data: object): NewEvent => anEvent(type, data, 'c1');

describe('the gateway process on the embedded default', () => {
  let gateway: ChildProcess;
  let base: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gateway-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    gateway = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO_DATA: '0',
        EVENTSTORE_URL: '',
        MONGODB_URL: '',
        SENTRY_DSN: '',
      },
      stdio: 'inherit',
    });
    await until(async () => ((await fetch(`${base}/api/health`)).ok ? true : null), 'the gateway to answer');
  });
  afterAll(async () => {
    const exited = new Promise((resolve) => gateway.once('exit', resolve));
    gateway.kill('SIGTERM');
    await exited;
  });

  it('answers page routes with the app shell and serves hashed assets with immutable caching', async () => {
    for (const path of ['/marketplace', '/marketplace/components/grid/preview', '/dashboard/links', '/some-creator']) {
      const page = await fetch(`${base}${path}`);
      expect(page.status).toBe(200);
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
    const doc = await until(() => documents.get(ITEM_CATALOG, 'x1'), 'the projected document');
    expect(doc).toMatchObject({ id: 'x1', status: 'published', slug: 'grid', revision: 1 });
    await events.close();
    await documents.close();
  });
});
