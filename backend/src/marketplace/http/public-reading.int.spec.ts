import { jest } from '@jest/globals';
import type {
  CardPage,
  CreatorPageView,
  FeedItemView,
  ItemCard,
  ItemInsights,
  ItemPageView,
  LabelPage,
} from '@creators/contracts';
import { INTEGRATION_TEST_MS } from '@creators/storage/testing';
import { signedInCreator } from '../../testing/creators.js';
import { field, HttpClient, type Reply } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

// Creating a signed-in creator waits for the read models (up to PROMPTLY_MS).
jest.setTimeout(INTEGRATION_TEST_MS);

describe('public reading', () => {
  let testApp: TestApp;
  let maker: HttpClient;
  let makerHandle: string;
  let visitor: HttpClient;

  beforeAll(async () => {
    testApp = await startTestApp();
    const creator = await signedInCreator(testApp, 'Nadia');
    maker = creator.client;
    makerHandle = creator.handle;
    visitor = new HttpClient(testApp.base);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const after = (reply: Reply): Record<string, string> => ({
    'x-consistent-with':
      (reply.json as { position?: string } | null)?.position ?? reply.headers.get('x-position') ?? '0',
  });
  let counter = 0;
  async function publish(
    kind: string,
    body: Record<string, unknown>,
  ): Promise<{ id: string; slug: string; last: Reply }> {
    counter += 1;
    const created = await maker.post(`/api/dashboard/${kind}`, { summary: `Summary ${counter}`, ...body });
    expect(created.status).toBe(201);
    const id = field<string>(created, 'id');
    const published = await maker.post(`/api/dashboard/${kind}/${id}/publish`);
    expect(published.status).toBe(200);
    return { id, slug: field<string>(created, 'slug'), last: published };
  }
  const ids = (page: Reply): string[] => (page.json as CardPage).items.map((card) => card.id);

  it('shows a published item in its listing, search, feed, tag page and creator page at once', async () => {
    const { id, slug, last } = await publish('components', {
      title: 'Quasar Pricing Grid',
      tags: ['Pricing', 'grid'],
      price: { amount: 900, currency: 'USD' },
    });
    const consistent = after(last);
    const listing = await visitor.get('/api/marketplace/components', consistent);
    expect(listing.status).toBe(200);
    expect(Number(listing.headers.get('x-read-position'))).toBeGreaterThanOrEqual(
      Number(consistent['x-consistent-with']),
    );
    expect(ids(listing)).toContain(id);
    expect(ids(await visitor.get('/api/marketplace/search?q=quasar'))).toEqual([id]);
    expect(ids(await visitor.get(`/api/marketplace/search?q=${makerHandle.slice(0, 5)}`))).toContain(id);
    expect(ids(await visitor.get('/api/marketplace/search?q=quasar&kind=templates'))).toEqual([]);
    expect(ids(await visitor.get('/api/feed'))).toContain(id);
    const tag = await visitor.get('/api/marketplace/components/tags/pricing');
    expect((tag.json as LabelPage).label).toEqual({ slug: 'pricing', label: 'Pricing', count: 1 });
    expect(ids(tag)).toEqual([id]);
    expect(
      field<{ slug: string; count: number }[]>(await visitor.get('/api/marketplace/components/tags'), 'items'),
    ).toContainEqual({ slug: 'grid', label: 'Grid', count: 1 });
    const page = await visitor.get(`/api/marketplace/components/${slug}`);
    expect(page.status).toBe(200);
    expect((page.json as ItemPageView).item).toMatchObject({
      id,
      title: 'Quasar Pricing Grid',
      tags: ['pricing', 'grid'],
      price: { amount: 900, currency: 'USD' },
      likes: 0,
    });
    expect((page.json as ItemPageView).likedByMe).toBe(false);
    const creator = await visitor.get(`/api/creators/${makerHandle}`);
    expect((creator.json as CreatorPageView).items.components?.map((card) => card.id)).toContain(id);
    expect(page.headers.get('cache-control')).toMatch(/public/);
  });

  it('follows every dashboard change: edit, rename, unpublish, republish and delete', async () => {
    const { id, slug } = await publish('templates', { title: 'Harbor Portfolio', categories: ['Portfolio'] });
    const edited = await maker.patch(`/api/dashboard/templates/${id}`, {
      title: 'Harbor Folio',
      slug: 'harbor-folio',
      categories: ['agency'],
    });
    const afterEdit = after(edited);
    expect((await visitor.get('/api/marketplace/templates/harbor-folio', afterEdit)).status).toBe(200);
    const moved = await visitor.request('GET', `/api/marketplace/templates/${slug}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/api/marketplace/templates/harbor-folio');
    expect(moved.json).toEqual({ movedTo: 'harbor-folio' });
    expect((await visitor.get('/api/marketplace/templates/categories/portfolio', afterEdit)).status).toBe(404);
    expect(ids(await visitor.get('/api/marketplace/templates/categories/agency', afterEdit))).toEqual([id]);

    const unpublished = await maker.post(`/api/dashboard/templates/${id}/unpublish`);
    const gone = after(unpublished);
    expect(ids(await visitor.get('/api/marketplace/templates', gone))).not.toContain(id);
    expect(ids(await visitor.get('/api/feed', gone))).not.toContain(id);
    expect(ids(await visitor.get('/api/marketplace/search?q=harbor', gone))).toEqual([]);
    expect((await visitor.get('/api/marketplace/templates/harbor-folio', gone)).status).toBe(404);
    expect(
      field<{ slug: string }[]>(await visitor.get('/api/marketplace/templates/categories', gone), 'items').map(
        (c) => c.slug,
      ),
    ).not.toContain('agency');

    const back = await maker.post(`/api/dashboard/templates/${id}/publish`);
    expect(ids(await visitor.get('/api/marketplace/templates', after(back)))).toContain(id);
    const deleted = await maker.delete(`/api/dashboard/templates/${id}`);
    expect(ids(await visitor.get('/api/marketplace/templates', after(deleted)))).not.toContain(id);
    // Deleted is gone for good (410), at its slug and its former one, unlike what never was (404).
    for (const path of [
      '/api/feed/templates/harbor-folio',
      '/api/marketplace/templates/harbor-folio',
      `/api/marketplace/templates/${slug}`,
    ]) {
      const removed = await visitor.get(path, after(deleted));
      expect([path, removed.status]).toEqual([path, 410]);
      expect(removed.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    }
    expect((await visitor.get('/api/marketplace/templates/never-was-folio')).status).toBe(404);
  });

  it('lists sites in the feed only, filtered by kind', async () => {
    const { id, slug, last } = await publish('sites', {
      title: 'Tidewater Studio',
      siteUrl: 'https://tidewater.example.com',
    });
    const feed = await visitor.get('/api/feed?kind=sites', after(last));
    expect((feed.json as CardPage).items.find((card) => card.id === id)).toMatchObject({
      kind: 'sites',
      siteUrl: 'https://tidewater.example.com',
    });
    expect(ids(await visitor.get('/api/feed?kind=components'))).not.toContain(id);
    expect((await visitor.get(`/api/feed/sites/${slug}`)).json).toMatchObject({
      item: { id, siteUrl: 'https://tidewater.example.com' },
      likedByMe: false,
    });
    expect((await visitor.get('/api/marketplace/sites')).status).toBe(404);
    // Related sites come from the feed, the only place sites are listed.
    const other = await publish('sites', { title: 'Tidewater Annex', siteUrl: 'https://annex.example.com' });
    const page = (await visitor.get(`/api/feed/sites/${slug}`, after(other.last))).json as FeedItemView;
    expect(page.related.byCreator.map((card) => card.id)).toEqual([other.id]);
    expect(page.related.similar.map((card) => card.id)).toContain(other.id);
    expect(page.related.similar.map((card) => card.id)).not.toContain(id);
  });

  it('shows a feed item as the marketplace does: liked by me, similar items and more by its creator', async () => {
    const first = await publish('components', { title: 'Feed Pager One', tags: ['feed-pager'] });
    const second = await publish('components', { title: 'Feed Pager Two', tags: ['feed-pager'] });
    const liked = await maker.post(`/api/marketplace/components/${second.slug}/like`);
    expect(liked.status).toBe(200);
    const path = `/api/feed/components/${second.slug}`;
    const mine = (await maker.get(path, after(liked))).json as FeedItemView;
    expect(mine.likedByMe).toBe(true);
    expect(mine.item).toMatchObject({ id: second.id, likes: 1 });
    expect(mine.related.similar.map((card) => card.id)).toEqual([first.id]);
    expect(mine.related.byCreator.map((card) => card.id)).toContain(first.id);
    expect(mine.related.byCreator.map((card) => card.id)).not.toContain(second.id);
    expect(mine).toEqual((await maker.get(`/api/marketplace/components/${second.slug}`)).json);
    // Another visitor's answer says what they like, not the maker's.
    expect(((await visitor.get(path)).json as FeedItemView).likedByMe).toBe(false);
  });

  it('pages a listing to the end without duplicates or gaps while new items are published', async () => {
    const before = new Set<string>();
    for (let i = 0; i < 14; i += 1)
      before.add((await publish('vectors', { title: `Vector set ${i}`, formats: ['svg'] })).id);
    let last: Reply | null = null;
    for (let i = 0; i < 14; i += 1) last = (await publish('vectors', { title: `Vector extra ${i}` })).last;
    const seen: string[] = [];
    let cursor: string | null = null;
    const consistent = last === null ? {} : after(last);
    do {
      const query: string = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
      const page: Reply = await visitor.get(`/api/marketplace/vectors?limit=5${query}`, consistent);
      seen.push(...ids(page));
      cursor = (page.json as CardPage).nextCursor;
      // Newer items published meanwhile land before the cursor, never inside the rest of the walk.
      if (seen.length === 5) await publish('vectors', { title: 'Published mid-walk' });
    } while (cursor !== null);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of before) expect(seen).toContain(id);
    expect(seen.length).toBe(28);
  });

  it('sorts by popularity and filters free and paid', async () => {
    const free = await publish('plugins', { title: 'Free Picker', version: '1.0.0' });
    const paid = await publish('plugins', {
      title: 'Paid Picker',
      version: '1.0.0',
      price: { amount: 1500, currency: 'EUR' },
    });
    const others = [new HttpClient(testApp.base), new HttpClient(testApp.base)];
    for (const [i, client] of others.entries()) {
      await client.request('POST', `/api/marketplace/plugins/${paid.slug}/views`, {
        headers: { 'user-agent': `browser ${i}` },
      });
    }
    // The same visitor twice on one day counts once.
    await visitor.post(`/api/marketplace/plugins/${free.slug}/views`);
    const second = await visitor.post(`/api/marketplace/plugins/${free.slug}/views`);
    expect(second.status).toBe(204);
    const liked = await maker.post(`/api/marketplace/plugins/${paid.slug}/like`);
    expect(liked.json).toMatchObject({ liked: true, likes: 1 });
    expect((await maker.post(`/api/marketplace/plugins/${paid.slug}/like`)).json).toMatchObject({
      liked: true,
      likes: 1,
    });
    const popular = (await visitor.get('/api/marketplace/plugins?sort=popular', after(liked))).json as CardPage;
    expect(popular.items.map((card) => card.id).slice(0, 2)).toEqual([paid.id, free.id]);
    expect(popular.items[0]?.likes).toBe(1);
    expect(ids(await visitor.get('/api/marketplace/plugins?price=free'))).toContain(free.id);
    expect(ids(await visitor.get('/api/marketplace/plugins?price=free'))).not.toContain(paid.id);
    expect(ids(await visitor.get('/api/marketplace/plugins?price=paid'))).toEqual([paid.id]);
    const mine = (await maker.get(`/api/marketplace/plugins/${paid.slug}`)).json as ItemPageView;
    expect(mine.likedByMe).toBe(true);
    const unliked = await maker.delete(`/api/marketplace/plugins/${paid.slug}/like`);
    expect(unliked.json).toMatchObject({ liked: false, likes: 0 });
    expect((await visitor.post(`/api/marketplace/plugins/${paid.slug}/like`)).status).toBe(401);
  });

  it('counts views and likes of a site as of any item, but not its creator looking at their own work', async () => {
    const site = await publish('sites', { title: 'Harbour Studio', siteUrl: 'https://harbour.example.com' });
    // The creator opening their own page is not an audience; a visitor is.
    expect((await maker.post(`/api/marketplace/sites/${site.slug}/views`)).status).toBe(204);
    expect((await new HttpClient(testApp.base).post(`/api/marketplace/sites/${site.slug}/views`)).status).toBe(204);
    const fan = await signedInCreator(testApp, 'Sami');
    const liked = await fan.client.post(`/api/marketplace/sites/${site.slug}/like`);
    expect(liked.status).toBe(200);
    expect(liked.json).toMatchObject({ liked: true, likes: 1 });
    const page = (await fan.client.get(`/api/feed/sites/${site.slug}`, after(liked))).json as FeedItemView;
    expect(page.likedByMe).toBe(true);
    expect(page.item.likes).toBe(1);
    const insights = await maker.get(`/api/dashboard/insights/items/${site.id}`, after(liked));
    expect(insights.status).toBe(200);
    expect((insights.json as ItemInsights).item).toMatchObject({ views: 1, likes: 1 });
    // Previews stay the marketplace's: a site has none.
    expect((await visitor.post(`/api/marketplace/sites/${site.slug}/previews`)).status).toBe(404);
  });

  it('shows a creator page by any case of the handle, and answers a former handle with where they are now', async () => {
    const other = await signedInCreator(testApp, 'Orla');
    await other.client.post('/api/dashboard/links', { title: 'Portfolio', url: 'https://orla.example.com' });
    const renamed = await other.client.patch('/api/dashboard/profile', { handle: 'orla-makes', bio: 'Icons and type' });
    expect(renamed.status).toBe(200);
    const page = await visitor.get('/api/creators/orla-makes', after(renamed));
    expect(page.json).toMatchObject({
      creator: { handle: 'orla-makes', bio: 'Icons and type' },
      links: [{ title: 'Portfolio', url: 'https://orla.example.com' }],
    });
    const old = await visitor.request('GET', '/api/creators/ORLA');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/api/creators/orla-makes');
    expect((await visitor.get('/api/creators/nobody-here')).status).toBe(404);
  });

  it('shows the newest twelve of each kind on a creator page, with how many there are in all', async () => {
    const prolific = await signedInCreator(testApp, 'Pia');
    for (let n = 1; n <= 14; n += 1) {
      const created = await prolific.client.post('/api/dashboard/vectors', {
        title: `Pia Shape ${n}`,
        summary: 'A shape',
      });
      expect(created.status).toBe(201);
      expect(
        (await prolific.client.post(`/api/dashboard/vectors/${field<string>(created, 'id')}/publish`)).status,
      ).toBe(200);
    }
    const plugin = await prolific.client.post('/api/dashboard/plugins', {
      title: 'Pia Tool',
      summary: 'A tool',
      version: '1.0.0',
    });
    const last = await prolific.client.post(`/api/dashboard/plugins/${field<string>(plugin, 'id')}/publish`);
    const page = await visitor.get(`/api/creators/${prolific.handle}`, after(last));
    const view = page.json as CreatorPageView;
    expect(view.items.vectors?.map((card) => card.title)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Pia Shape ${14 - i}`),
    );
    expect(view.items.plugins?.map((card) => card.title)).toEqual(['Pia Tool']);
    expect(view.published).toEqual({ vectors: 14, plugins: 1 });
    // "See all": the search, with no words, browses the creator's work of that kind.
    const all = await visitor.get(
      `/api/marketplace/search?q=&creator=${prolific.handle}&kind=vectors&sort=newest&limit=50`,
      after(last),
    );
    expect((all.json as CardPage).items.map((card) => card.title)).toEqual(
      Array.from({ length: 14 }, (_, i) => `Pia Shape ${14 - i}`),
    );
  });

  it('lists experts filtered by service, language and location', async () => {
    const expert = await signedInCreator(testApp, 'Elio');
    const listed = await expert.client.put('/api/dashboard/expert', {
      services: ['Webflow', 'branding', 'UI design'],
      hourlyRate: { min: 60, max: 120, currency: 'EUR' },
      languages: ['en', 'it'],
      location: 'Turin',
      availability: 'available',
    });
    expect(listed.status).toBe(200);
    const consistent = after(listed);
    const handles = async (query: string): Promise<string[]> =>
      field<{ handle: string }[]>(await visitor.get(`/api/experts${query}`, consistent), 'items').map((e) => e.handle);
    expect(await handles('')).toContain(expert.handle);
    expect(await handles('?service=webflow&language=it')).toEqual([expert.handle]);
    expect(await handles('?location=turin')).toEqual([expert.handle]);
    expect(await handles('?language=ja')).toEqual([]);
    // As the cards show them: services by label, languages by name, in any case.
    expect(await handles('?service=UI%20design&language=Italian')).toEqual([expert.handle]);
    expect(await handles('?service=ui-design&language=english')).toEqual([expert.handle]);
    expect(await handles('?language=Japanese')).toEqual([]);
  });

  it('filters experts by availability and currency and sorts them by rate within each currency', async () => {
    const list = async (name: string, rate: [number, string], availability: string): Promise<[string, Reply]> => {
      const expert = await signedInCreator(testApp, name);
      const reply = await expert.client.put('/api/dashboard/expert', {
        services: ['Illustration'],
        hourlyRate: { min: rate[0], max: rate[0] + 50, currency: rate[1] },
        languages: ['en'],
        location: 'Bergamo',
        availability,
      });
      expect(reply.status).toBe(200);
      return [expert.handle, reply];
    };
    const [dear] = await list('Dario', [150, 'EUR'], 'available');
    const [cheap] = await list('Carla', [40, 'EUR'], 'limited');
    const [pounds, last] = await list('Gwen', [20, 'GBP'], 'unavailable');
    const consistent = after(last);
    const handles = async (query: string): Promise<string[]> =>
      field<{ handle: string }[]>(await visitor.get(`/api/experts?location=bergamo${query}`, consistent), 'items').map(
        (e) => e.handle,
      );
    expect(await handles('')).toEqual([pounds, cheap, dear]);
    expect(await handles('&availability=available')).toEqual([dear]);
    expect(await handles('&availability=unavailable')).toEqual([pounds]);
    // 20 GBP is never put before 40 EUR by its number: currencies are groups, ordered by code.
    expect(await handles('&sort=rate-asc')).toEqual([cheap, dear, pounds]);
    expect(await handles('&sort=rate-desc')).toEqual([dear, cheap, pounds]);
    expect(await handles('&sort=rate-asc&currency=eur')).toEqual([cheap, dear]);
    expect(await handles('&currency=GBP')).toEqual([pounds]);
    // Without the facet filters too, the directory itself filters and sorts the same way.
    const all = field<{ handle: string }[]>(
      await visitor.get('/api/experts?currency=GBP&availability=unavailable&sort=rate-asc', consistent),
      'items',
    ).map((e) => e.handle);
    expect(all).toEqual([pounds]);
  });

  it('reads an X-Consistent-With past the log head as the head (the 503 of one never reached: web/read-position)', async () => {
    const far = await visitor.get('/api/marketplace/components', { 'x-consistent-with': '999999999' });
    expect(far.status).toBe(200);
  });

  it.each([
    ['/api/marketplace/components?sort=best', 'sort'],
    ['/api/marketplace/components?price=cheap', 'price'],
    ['/api/marketplace/components?limit=0', 'limit'],
    ['/api/marketplace/components?limit=101', 'limit'],
    ['/api/marketplace/components?cursor=%%%', 'cursor'],
    ['/api/marketplace/search?q=x&kind=sites', 'kind'],
    ['/api/feed?kind=widgets', 'kind'],
    ['/api/marketplace/components?colour=red', 'colour'],
    ['/api/experts?service=' + 'x'.repeat(100), 'service'],
    ['/api/experts?availability=busy', 'availability'],
    ['/api/experts?currency=euros', 'currency'],
    ['/api/experts?sort=cheapest', 'sort'],
    ['/api/marketplace/components?x-consistent-with=1', 'x-consistent-with'],
  ])('refuses %s naming %s', async (path, parameter) => {
    const reply = await visitor.get(path);
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.json).toLowerCase()).toContain(parameter);
  });

  it('answers unknown kinds and items 404', async () => {
    expect((await visitor.get('/api/marketplace/widgets')).status).toBe(404);
    expect((await visitor.get('/api/marketplace/components/no-such-thing')).status).toBe(404);
    expect((await visitor.get('/api/marketplace/components/tags/no-such-tag')).status).toBe(404);
    expect((await visitor.get('/api/feed/sites/no-such-site')).status).toBe(404);
  });

  it('keeps drafts out of every public list', async () => {
    const draft = await maker.post('/api/dashboard/components', { title: 'Secret Draft Widget', tags: ['secret'] });
    const consistent = after(draft);
    const all = [
      await visitor.get('/api/marketplace/components?limit=100', consistent),
      await visitor.get('/api/feed?limit=100', consistent),
      await visitor.get('/api/marketplace/search?q=secret', consistent),
    ];
    for (const reply of all) expect(ids(reply)).not.toContain(field<string>(draft, 'id'));
    const cards: ItemCard[] = (all[0]?.json as CardPage).items;
    expect(cards.every((card) => typeof card.creator.handle === 'string')).toBe(true);
  });
});
