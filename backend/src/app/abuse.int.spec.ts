import { jest } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { INTEGRATION_TEST_MS, tempDir } from '@creators/storage/testing';
import { readConfig } from '../config.js';
import { createApp } from './create-app.js';
import { Housekeeping } from './housekeeping.js';
import { SESSIONS } from '../accounts/sessions/session-store.js';
import { RATE_LIMITS } from '../platform/rate-limits.js';
import { signedInCreator } from '../testing/creators.js';
import { awayFromWindowEnd } from '../testing/rate-windows.js';
import { field, HttpClient } from '../testing/http-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { IDEMPOTENCY_KEYS } from '../platform/http/idempotency.interceptor.js';

// Two tests wait for the start of a minute (rate-limit windows): up to 20 s each.
jest.setTimeout(INTEGRATION_TEST_MS);

/** Each test is an attack found by probing the product, and asserts the safe outcome. */
describe('requests that try to cost the server dearly, or walk around its checks', () => {
  let testApp: TestApp;
  let anonymous: HttpClient;

  beforeAll(async () => {
    testApp = await startTestApp();
    anonymous = new HttpClient(testApp.base);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const problemJson = /^application\/problem\+json/;
  /** Per-minute limits: a burst of a few hundred requests starts with 40 s of its minute left. */
  const startOfAMinute = (): Promise<void> => awayFromWindowEnd(60_000, 40_000);

  it('refuses a body of 60,000 unknown keys with a short answer, appending nothing', async () => {
    const body: Record<string, string> = { email: 'a@b.test', password: 'a long password 1' };
    for (let i = 0; i < 60_000; i += 1) body[`k${i}`] = 'x';
    const before = await testApp.eventCount();
    const reply = await anonymous.post('/api/auth/sign-in', body);
    expect(reply.status).toBe(400);
    expect(reply.headers.get('content-type')).toMatch(problemJson);
    expect(reply.text.length).toBeLessThan(2000);
    expect(reply.text).toMatch(/more than 1000 values/);
    expect(await testApp.eventCount()).toBe(before);
  });

  it('names at most twenty of a body’s problems', async () => {
    const body: Record<string, string> = {};
    for (let i = 0; i < 200; i += 1) body[`unknown${i}`] = 'x';
    const reply = await anonymous.post('/api/auth/sign-in', body);
    expect(reply.status).toBe(400);
    expect(field<unknown[]>(reply, 'errors').length).toBeLessThanOrEqual(21);
    expect(reply.text).toMatch(/and \d+ more problems/);
  });

  it('refuses JSON nested thousands deep as bad input, not as a crash', async () => {
    const deep = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
    const reply = await anonymous.request('POST', '/api/auth/sign-in', {
      raw: deep,
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(400);
    expect(reply.headers.get('content-type')).toMatch(problemJson);
    expect(reply.text).toMatch(/nested more than 32 levels/);
  });

  it('reads a malformed cookie as no cookie, on every route', async () => {
    for (const path of ['/api/health', '/api/marketplace/components', '/api/dashboard/profile']) {
      const reply = await anonymous.get(path, { cookie: 'sid=%zz' });
      expect(reply.status).toBe(path === '/api/dashboard/profile' ? 401 : 200);
    }
  });

  it('answers headers too large and a URL that does not decode with problem documents', async () => {
    const large = await anonymous.get('/api/health', { 'x-padding': 'x'.repeat(64 * 1024) });
    expect(large.status).toBe(431);
    expect(large.headers.get('content-type')).toMatch(problemJson);
    const badUrl = await anonymous.get('/api/marketplace/components/%zz');
    expect(badUrl.status).toBe(400);
    expect(badUrl.headers.get('content-type')).toMatch(problemJson);
  });

  it('checks the Origin of a change on the route that matched, however its path is spelled', async () => {
    const { client } = await signedInCreator(testApp);
    const created = await client.post('/api/dashboard/components', { title: 'Encoded', summary: 'S' });
    const id = field<string>(created, 'id');
    const published = await client.post(`/api/dashboard/components/${id}/publish`);
    expect(published.status).toBe(200);
    const before = await testApp.eventCount();
    const forged = await client.post(`/%61pi/dashboard/components/${id}/unpublish`, undefined, {
      origin: 'http://evil.example',
    });
    expect(forged.status).toBe(403);
    expect(await testApp.eventCount()).toBe(before);
  });

  it('never stores a sign-in under an idempotency key, however its path is spelled', async () => {
    const reply = await anonymous.post(
      '/%61pi/auth/sign-in',
      { email: 'nobody@example.test', password: 'a long password 1' },
      { 'idempotency-key': 'attack-key-1' },
    );
    expect(reply.status).toBe(401);
    const stored = await testApp.documents.find(IDEMPOTENCY_KEYS, { limit: 10 });
    expect(stored.items).toEqual([]);
  });

  it('lets exactly one of ten racing creates with one Idempotency-Key run, and the others claim nothing', async () => {
    const { client } = await signedInCreator(testApp);
    const before = await testApp.eventCount();
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        client.post('/api/dashboard/components', { title: `Racing title ${n}` }, { 'idempotency-key': 'race-key-1' }),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => status === 201 || status === 409 || status === 422)).toBe(true);
    // One slug claimed and one item created: nothing else was appended.
    expect(await testApp.eventCount()).toBe(before + 2);
    // A retry of the winner's request gets the winner's answer again.
    const winnerIndex = replies.findIndex((reply) => reply.status === 201);
    const winner = replies[winnerIndex];
    const title = `Racing title ${winnerIndex}`;
    const retried = await client.post('/api/dashboard/components', { title }, { 'idempotency-key': 'race-key-1' });
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(retried.json).toEqual(winner?.json);
  });

  describe('popularity bought with a script', () => {
    async function publishedComponent(): Promise<string> {
      const { client } = await signedInCreator(testApp);
      const created = await client.post('/api/dashboard/components', {
        title: `Target ${Math.random()}`,
        summary: 'S',
      });
      const published = await client.post(`/api/dashboard/components/${field<string>(created, 'id')}/publish`);
      expect(await testApp.runner.waitFor(Number(field<string>(published, 'position')), 10_000)).toBe(true);
      return field<string>(created, 'slug');
    }
    const viewsOf = async (slug: string): Promise<number> => {
      const page = (await anonymous.get(`/api/marketplace/components/${slug}`)).json as { item: { id: string } };
      const log = await testApp.events.readAll({ after: null, limit: 100_000 });
      return log.filter(
        (event) => event.type === 'ItemViewed' && (event.data as { itemId: string }).itemId === page.item.id,
      ).length;
    };

    it('counts 240 views with 240 user agents and no cookies a handful of times at most, and refuses the flood', async () => {
      const slug = await publishedComponent();
      const before = await viewsOf(slug);
      const statuses: number[] = [];
      await startOfAMinute();
      for (let i = 0; i < 240; i += 1) {
        const reply = await anonymous.request('POST', `/api/marketplace/components/${slug}/views`, {
          headers: { 'user-agent': `script ${i}`, cookie: '' },
        });
        statuses.push(reply.status);
      }
      // Five new visitor ids an address may be given a day, then the address itself: six at most.
      const counted = (await viewsOf(slug)) - before;
      expect(counted).toBeGreaterThanOrEqual(1);
      expect(counted).toBeLessThanOrEqual(6);
      // 120 a minute from one address; the rest are refused, and refused ones append nothing.
      expect(statuses.filter((status) => status === 204)).toHaveLength(120);
      expect(statuses.filter((status) => status === 429)).toHaveLength(120);
    });

    it('counts a browser that keeps its cookie once, however often it looks', async () => {
      const slug = await publishedComponent();
      const browser = new HttpClient(testApp.base);
      const before = await viewsOf(slug);
      for (let i = 0; i < 5; i += 1) {
        const reply = await browser.request('POST', `/api/marketplace/components/${slug}/views`, {
          headers: { 'user-agent': `browser ${i}`, 'x-forwarded-for': '203.0.113.9' },
        });
        expect([204, 429]).toContain(reply.status);
      }
      expect((await viewsOf(slug)) - before).toBeLessThanOrEqual(1);
    });
  });

  it('holds a rate limit across two gateways that share one store', async () => {
    const slug = await (async () => {
      const { client } = await signedInCreator(testApp);
      const created = await client.post('/api/dashboard/components', { title: 'Shared limit', summary: 'S' });
      const published = await client.post(`/api/dashboard/components/${field<string>(created, 'id')}/publish`);
      expect(await testApp.runner.waitFor(Number(field<string>(published, 'position')), 10_000)).toBe(true);
      return field<string>(created, 'slug');
    })();
    const dir = tempDir('second-gateway-');
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    const config = { ...readConfig({ DATA_DIR: dir, DEMO_DATA: '0', LOG_LEVEL: 'warn' }), frontendDir: dir };
    // A second gateway as production runs them: the same stores, no projector of its own.
    const second = await createApp({
      config,
      events: testApp.events,
      documents: testApp.documents,
      blobs: testApp.blobs,
      runner: null,
    });
    try {
      await second.listen({ port: 0, host: '127.0.0.1' });
      const address = second.getHttpServer().address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      const gateways = [anonymous, new HttpClient(`http://127.0.0.1:${port}`)];
      const statuses: number[] = [];
      await startOfAMinute();
      for (let i = 0; i < 130; i += 1) {
        const reply = await gateways[i % 2]?.request('POST', `/api/marketplace/components/${slug}/views`, {
          headers: { 'x-forwarded-for': '198.51.100.7' },
        });
        statuses.push(reply?.status ?? 0);
      }
      // 120 a minute from one address, counted together by both gateways.
      expect(statuses.filter((status) => status === 204)).toHaveLength(120);
      expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    } finally {
      await second.close();
    }
  });

  it('refuses the most common passwords at sign-up, appending nothing', async () => {
    for (const password of ['qwertyuiop', '1Q2W3E4R5T']) {
      const before = await testApp.eventCount();
      const reply = await anonymous.post('/api/auth/sign-up', {
        email: `common${Math.random().toString(36).slice(2, 8)}@example.test`,
        password,
        handle: `common${Math.random().toString(36).slice(2, 8)}`,
        name: 'Common',
      });
      expect(reply.status).toBe(400);
      expect(reply.json).toMatchObject({
        errors: [{ field: 'password', message: expect.stringMatching(/most common/) }],
      });
      expect(await testApp.eventCount()).toBe(before);
    }
  });

  it('takes only a few sign-ups an hour from one address, and a refused one appends and sends nothing', async () => {
    const address = { 'x-forwarded-for': '192.0.2.77' };
    await awayFromWindowEnd(3_600_000, 60_000);
    const signUp = (n: number) =>
      anonymous.post(
        '/api/auth/sign-up',
        {
          email: `many${n}.${Math.random().toString(36).slice(2, 8)}@example.test`,
          password: 'a long unusual password 7',
          handle: `many${n}${Math.random().toString(36).slice(2, 6)}`,
          name: `Many ${n}`,
        },
        address,
      );
    for (let n = 0; n < 10; n += 1) expect((await signUp(n)).status).toBe(202);
    const before = await testApp.eventCount();
    const refused = await signUp(10);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await testApp.eventCount()).toBe(before);
  });

  it('purges ended sessions, rate-limit windows and day-old idempotent answers, and keeps the rest', async () => {
    const now = Date.now();
    const iso = (ms: number): string => new Date(ms).toISOString();
    await testApp.documents.write([
      { op: 'put', collection: SESSIONS, doc: { id: 'ended-session', creatorId: 'c', expiresAt: iso(now - 1000) } },
      { op: 'put', collection: SESSIONS, doc: { id: 'live-session', creatorId: 'c', expiresAt: iso(now + 60_000) } },
      { op: 'put', collection: RATE_LIMITS, doc: { id: 'ended-window', count: 3, expiresAt: iso(now - 1000) } },
      { op: 'put', collection: RATE_LIMITS, doc: { id: 'live-window', count: 3, expiresAt: iso(now + 60_000) } },
      {
        op: 'put',
        collection: IDEMPOTENCY_KEYS,
        doc: { id: 'old-answer', request: 'r', status: 201, body: null, storedAt: iso(now - 25 * 3_600_000) },
      },
      {
        op: 'put',
        collection: IDEMPOTENCY_KEYS,
        doc: { id: 'recent-answer', request: 'r', status: 201, body: null, storedAt: iso(now - 3_600_000) },
      },
    ]);
    const purged = await testApp.app.get(Housekeeping).run(now);
    expect(purged[SESSIONS]).toBeGreaterThanOrEqual(1);
    for (const [collection, gone, kept] of [
      [SESSIONS, 'ended-session', 'live-session'],
      [RATE_LIMITS, 'ended-window', 'live-window'],
      [IDEMPOTENCY_KEYS, 'old-answer', 'recent-answer'],
    ] as const) {
      // Only whether each is there: any of the three collections reads as plain documents.
      const plain: string = collection;
      expect(await testApp.documents.get(plain, gone)).toBeNull();
      expect(await testApp.documents.get(plain, kept)).not.toBeNull();
    }
  });
});
