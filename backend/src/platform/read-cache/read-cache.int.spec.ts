import { QueryBus } from '@nestjs/cqrs';
import type { CardPage, CreatorPageView, ItemPageView } from '@creators/contracts';
import { AuthGuard } from '../../accounts/sessions/auth.guard.js';
import { signedInCreator } from '../../testing/creators.js';
import { field, HttpClient, type Reply } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { ReadModelClock } from '../read-model-clock.js';
import { ReadCache } from './read-cache.js';

const MAX_ENTRIES = 6;

/** Counts what reaches Nest's pipeline (the guard) and the query bus while `run` goes on. */
async function counting(testApp: TestApp, run: () => Promise<void>): Promise<{ guarded: number; queried: number }> {
  const counts = { guarded: 0, queried: 0 };
  // The query bus tells its subscribers of every query it executes.
  const queries = testApp.app.get(QueryBus).subscribe(() => {
    counts.queried += 1;
  });
  const canActivate = AuthGuard.prototype.canActivate;
  AuthGuard.prototype.canActivate = function (this: AuthGuard, ...args: Parameters<typeof canActivate>) {
    counts.guarded += 1;
    return canActivate.apply(this, args);
  };
  try {
    await run();
  } finally {
    queries.unsubscribe();
    AuthGuard.prototype.canActivate = canActivate;
  }
  return counts;
}

describe('public answers kept per generation of the read models', () => {
  let testApp: TestApp;
  let maker: HttpClient;
  let makerHandle: string;
  let visitor: HttpClient;

  beforeAll(async () => {
    testApp = await startTestApp({ readCache: { maxEntries: MAX_ENTRIES } });
    const creator = await signedInCreator(testApp, 'Cachet');
    maker = creator.client;
    makerHandle = creator.handle;
    visitor = new HttpClient(testApp.base);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const positionOf = (reply: Reply): number =>
    Number((reply.json as { position?: string } | null)?.position ?? reply.headers.get('x-position'));
  /** Until the read models hold the change: reads after it send no X-Consistent-With. */
  const settle = async (reply: Reply): Promise<void> => {
    expect(reply.status).toBeLessThan(300);
    expect(await testApp.runner.waitFor(positionOf(reply), 5000)).toBe(true);
  };
  let counter = 0;
  /** What a kind needs beyond a title and a summary before it may be published. */
  const needs: Record<string, object> = {
    plugins: { version: '1.0.0' },
    vectors: { formats: ['svg'] },
    tutorials: { level: 'beginner' },
  };
  async function publish(kind: string, title: string): Promise<{ id: string; slug: string; published: Reply }> {
    counter += 1;
    const created = await maker.post(`/api/dashboard/${kind}`, {
      title,
      summary: `Summary ${counter}`,
      ...needs[kind],
    });
    expect(created.status).toBe(201);
    const id = field<string>(created, 'id');
    const published = await maker.post(`/api/dashboard/${kind}/${id}/publish`);
    expect(published.status).toBe(200);
    return { id, slug: field<string>(created, 'slug'), published };
  }
  const ids = (page: Reply): string[] => (page.json as CardPage).items.map((card) => card.id);

  it('answers a public read with a validator that stays while nothing is committed, revalidated on each use', async () => {
    await settle((await publish('components', 'Steady Widget')).published);
    const first = await visitor.get('/api/marketplace/components?limit=5');
    const second = await visitor.get('/api/marketplace/components?limit=5');
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.text).toBe(first.text);
    expect(second.headers.get('x-read-position')).toBe(first.headers.get('x-read-position'));
    expect(second.headers.get('cache-control')).toBe('public, no-cache');
    expect(second.headers.get('vary')).toBe('X-Consistent-With, accept-encoding');
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('answers If-None-Match with the current validator 304 and no body', async () => {
    const fresh = await visitor.get('/api/feed?limit=5');
    const etag = fresh.headers.get('etag') ?? '';
    for (const tag of [etag, `W/${etag}`, `"stale", ${etag}`]) {
      const revalidated = await visitor.get('/api/feed?limit=5', { 'if-none-match': tag });
      expect(revalidated.status).toBe(304);
      expect(revalidated.text).toBe('');
      expect(revalidated.headers.get('etag')).toBe(etag);
      expect(revalidated.headers.get('x-read-position')).toBe(fresh.headers.get('x-read-position'));
    }
    const other = await visitor.get('/api/feed?limit=5', { 'if-none-match': '"stale"' });
    expect(other.status).toBe(200);
    expect(other.text).toBe(fresh.text);
  });

  it('gives a kept answer before Nest runs: no guard, no query', async () => {
    const path = `/api/creators/${makerHandle}`;
    const filled = await counting(testApp, async () => {
      expect((await visitor.get(path)).status).toBe(200);
    });
    expect(filled).toEqual({ guarded: 1, queried: 1 });
    const kept = await counting(testApp, async () => {
      expect((await visitor.get(path)).status).toBe(200);
      expect((await maker.get(path)).status).toBe(200);
      expect((await visitor.get(path, { 'if-none-match': '"stale"' })).status).toBe(200);
    });
    expect(kept).toEqual({ guarded: 0, queried: 0 });
  });

  it('shows each publish, unpublish and delete on the next read, with a new validator and no stale answer', async () => {
    const listing = '/api/marketplace/templates?limit=50';
    const before = await visitor.get(listing);
    const { id, slug, published } = await publish('templates', 'Lantern Portfolio');
    await settle(published);
    const shown = await visitor.get(listing, { 'if-none-match': before.headers.get('etag') ?? '' });
    expect(shown.status).toBe(200);
    expect(ids(shown)).toContain(id);
    expect(shown.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const page = `/api/marketplace/templates/${slug}`;
    expect((await visitor.get(page)).status).toBe(200);
    expect(ids(await visitor.get('/api/feed?kind=templates'))).toContain(id);

    await settle(await maker.post(`/api/dashboard/templates/${id}/unpublish`));
    const hidden = await visitor.get(listing, { 'if-none-match': shown.headers.get('etag') ?? '' });
    expect(hidden.status).toBe(200);
    expect(ids(hidden)).not.toContain(id);
    expect((await visitor.get(page)).status).toBe(404);
    expect(ids(await visitor.get('/api/feed?kind=templates'))).not.toContain(id);

    await settle(await maker.post(`/api/dashboard/templates/${id}/publish`));
    expect(ids(await visitor.get(listing))).toContain(id);
    expect((await visitor.get(page)).status).toBe(200);
    const creatorPage = `/api/creators/${makerHandle}`;
    expect((await visitor.get(creatorPage)).json as CreatorPageView).toMatchObject({
      items: { templates: expect.arrayContaining([expect.objectContaining({ id })]) },
    });

    await settle(await maker.delete(`/api/dashboard/templates/${id}`));
    const gone = await visitor.get(listing);
    expect(ids(gone)).not.toContain(id);
    expect(gone.headers.get('etag')).not.toBe(shown.headers.get('etag'));
    expect((await visitor.get(page)).status).toBe(410);
    const templates = ((await visitor.get(creatorPage)).json as CreatorPageView).items.templates ?? [];
    expect(templates.map((card) => card.id)).not.toContain(id);
  });

  it('never gives a signed-in visitor’s item page to anyone else, nor an anonymous one to the signed-in', async () => {
    const { slug, published } = await publish('plugins', 'Liked Plugin');
    await settle(published);
    const page = `/api/marketplace/plugins/${slug}`;
    await settle(await maker.post(`${page}/like`));
    const other = (await signedInCreator(testApp)).client;
    const likedByMe = async (client: HttpClient): Promise<boolean> => {
      const reply = await client.get(page);
      expect(reply.status).toBe(200);
      return (reply.json as ItemPageView).likedByMe;
    };

    expect(await likedByMe(visitor)).toBe(false);
    expect(await likedByMe(maker)).toBe(true);
    expect(await likedByMe(visitor)).toBe(false);
    expect(await likedByMe(other)).toBe(false);
    expect(await likedByMe(maker)).toBe(true);

    const mine = await maker.get(page);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(mine.headers.get('vary')).toBe('Cookie, X-Consistent-With, accept-encoding');
    const anonymous = await visitor.get(page);
    expect(anonymous.headers.get('cache-control')).toBe('public, no-cache');
    expect(anonymous.headers.get('vary')).toBe('Cookie, X-Consistent-With, accept-encoding');
    expect(mine.headers.get('etag')).not.toBe(anonymous.headers.get('etag'));
    // The anonymous copy's validator does not let the signed-in visitor keep it.
    const revalidated = await maker.get(page, { 'if-none-match': anonymous.headers.get('etag') ?? '' });
    expect(revalidated.status).toBe(200);
    expect((revalidated.json as ItemPageView).likedByMe).toBe(true);
    // Their own copy's validator does.
    expect((await maker.get(page, { 'if-none-match': mine.headers.get('etag') ?? '' })).status).toBe(304);

    // The other way round: the signed-in visitor reads first, then the anonymous one.
    const next = await publish('plugins', 'Another Liked Plugin');
    await settle(next.published);
    await settle(await maker.post(`/api/marketplace/plugins/${next.slug}/like`));
    expect(((await maker.get(`/api/marketplace/plugins/${next.slug}`)).json as ItemPageView).likedByMe).toBe(true);
    expect(((await visitor.get(`/api/marketplace/plugins/${next.slug}`)).json as ItemPageView).likedByMe).toBe(false);
  });

  it('gives signed-in and anonymous visitors the one answer of a page that is the same for everyone', async () => {
    const anonymous = await visitor.get('/api/marketplace/plugins?limit=5');
    const signedIn = await maker.get('/api/marketplace/plugins?limit=5');
    expect(signedIn.text).toBe(anonymous.text);
    expect(signedIn.headers.get('etag')).toBe(anonymous.headers.get('etag'));
    expect(signedIn.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('keeps another answer for other query parameters, and one for the same ones in another order', async () => {
    await settle((await publish('vectors', 'Vector one')).published);
    await settle((await publish('vectors', 'Vector two')).published);
    const one = await visitor.get('/api/marketplace/vectors?limit=1&sort=newest');
    const two = await visitor.get('/api/marketplace/vectors?limit=2&sort=newest');
    expect(ids(one)).toHaveLength(1);
    expect(ids(two)).toHaveLength(2);
    expect(two.headers.get('etag')).not.toBe(one.headers.get('etag'));
    const reordered = await counting(testApp, async () => {
      const again = await visitor.get('/api/marketplace/vectors?sort=newest&limit=1');
      expect(again.text).toBe(one.text);
    });
    expect(reordered.queried).toBe(0);
    // A parameter the route refuses is refused still, whatever is kept.
    expect((await visitor.get('/api/marketplace/vectors?limit=1&sort=newest&colour=red')).status).toBe(400);
  });

  it(`keeps no more than ${MAX_ENTRIES} answers, the most recently used`, async () => {
    const cache = testApp.app.get(ReadCache);
    const paths = Array.from({ length: MAX_ENTRIES * 2 }, (_, i) => `/api/feed?limit=${i + 1}`);
    const bodies = new Map<string, string>();
    for (const path of paths) {
      const reply = await visitor.get(path);
      expect(reply.status).toBe(200);
      bodies.set(path, reply.text);
      expect(cache.size).toBeLessThanOrEqual(MAX_ENTRIES);
    }
    expect(cache.size).toBe(MAX_ENTRIES);
    const counts = await counting(testApp, async () => {
      for (const path of [paths.at(-1), paths[0]]) {
        if (path !== undefined) expect((await visitor.get(path)).text).toBe(bodies.get(path));
      }
    });
    // The latest is still kept; the first was dropped and is read again.
    expect(counts.queried).toBe(1);
    expect(cache.size).toBe(MAX_ENTRIES);
  });

  it('answers HEAD with the headers of GET and no body, kept or not', async () => {
    await settle((await publish('tutorials', 'Head First')).published);
    const path = '/api/marketplace/tutorials?limit=3';
    const head = await visitor.request('HEAD', path);
    const get = await visitor.get(path);
    const again = await visitor.request('HEAD', path);
    for (const reply of [head, again]) {
      expect(reply.status).toBe(200);
      expect(reply.text).toBe('');
      expect(reply.headers.get('etag')).toBe(get.headers.get('etag'));
      expect(reply.headers.get('content-length')).toBe(String(Buffer.byteLength(get.text)));
      expect(reply.headers.get('x-read-position')).toBe(get.headers.get('x-read-position'));
    }
    const revalidated = await visitor.request('HEAD', path, {
      headers: { 'if-none-match': get.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(304);
  });

  it('keeps read-your-writes: X-Consistent-With waits for the change, then reads what is kept at that position', async () => {
    const listing = '/api/marketplace/components?limit=50';
    const before = await visitor.get(listing);
    const { id, published } = await publish('components', 'Written Then Read');
    const wanted = { 'x-consistent-with': String(positionOf(published)) };
    const consistent = await visitor.get(listing, { ...wanted, 'if-none-match': before.headers.get('etag') ?? '' });
    expect(consistent.status).toBe(200);
    expect(ids(consistent)).toContain(id);
    expect(Number(consistent.headers.get('x-read-position'))).toBeGreaterThanOrEqual(positionOf(published));
    expect(consistent.headers.get('cache-control')).toBe('private, no-cache');
    const kept = await counting(testApp, async () => {
      const again = await visitor.get(listing, wanted);
      expect(again.text).toBe(consistent.text);
      expect(ids(await visitor.get(listing))).toContain(id);
    });
    expect(kept).toEqual({ guarded: 0, queried: 0 });
    expect((await visitor.get(listing, { 'x-consistent-with': 'soon' })).status).toBe(400);
    // A position past the log's head will never come: it is read as the head, without waiting.
    const beyond = await visitor.get(listing, { 'x-consistent-with': '999999999' });
    expect(beyond.status).toBe(200);
    expect(Number(beyond.headers.get('x-read-position'))).toBe(await testApp.events.headPosition());
  });
});

describe('public answers with the projector in another process', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // No runner in the gateway: the read position comes from the checkpoints in the document
    // store, as in production; the test app's own runner plays the projector.
    testApp = await startTestApp({ runner: null });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('follows the checkpoints in the store: read-your-writes holds and the kept answer moves on', async () => {
    const { client: maker } = await signedInCreator(testApp);
    const visitor = new HttpClient(testApp.base);
    const listing = '/api/marketplace/components?limit=10';
    const before = await visitor.get(listing);
    expect(before.status).toBe(200);
    const created = await maker.post('/api/dashboard/components', { title: 'Remote Widget', summary: 'far away' });
    const id = field<string>(created, 'id');
    const published = await maker.post(`/api/dashboard/components/${id}/publish`);
    const wanted = { 'x-consistent-with': field<string>(published, 'position') };
    const shown = await visitor.get(listing, wanted);
    expect((shown.json as CardPage).items.map((card) => card.id)).toContain(id);
    expect(shown.headers.get('etag')).not.toBe(before.headers.get('etag'));
    // Kept answers go out before Nest whether the store's checkpoints were read just now or
    // must be read again first.
    const clock = testApp.app.get(ReadModelClock);
    const kept = await counting(testApp, async () => {
      expect((await visitor.get(listing)).text).toBe(shown.text);
      while (clock.known() !== null) await new Promise((resolve) => setTimeout(resolve, 5));
      expect((await visitor.get(listing)).text).toBe(shown.text);
    });
    expect(kept).toEqual({ guarded: 0, queried: 0 });

    const deleted = await maker.delete(`/api/dashboard/components/${id}`);
    const gone = await visitor.get(listing, { 'x-consistent-with': deleted.headers.get('x-position') ?? '' });
    expect(gone.status).toBe(200);
    expect((gone.json as CardPage).items.map((card) => card.id)).not.toContain(id);
  });
});
