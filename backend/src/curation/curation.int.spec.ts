import { randomUUID } from 'node:crypto';
import { likeStreamId, type CollectionPageView, type ItemCard, type ProblemDocument } from '@creators/contracts';
import { PROMPTLY_MS } from '@creators/storage/testing';
import { grantRole, signedInCreator } from '../testing/creators.js';
import { anEvent } from '../testing/events.js';
import { field, HttpClient, type Reply } from '../testing/http-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const DAY_MS = 86_400_000;

describe('curation', () => {
  let testApp: TestApp;
  let moderator: { client: HttpClient; creatorId: string };
  let maker: { client: HttpClient; creatorId: string; handle: string };
  let reader: { client: HttpClient; creatorId: string; handle: string };
  const anonymous = () => new HttpClient(testApp.base);

  /** The reply, once the read models have reached the position it answered. */
  const caught = async (reply: Reply): Promise<Reply> => {
    expect(reply.status).toBeLessThan(300);
    const position = Number(field<string>(reply, 'position'));
    expect(await testApp.runner.waitFor(position, PROMPTLY_MS)).toBe(true);
    return reply;
  };

  async function publishedItem(title: string): Promise<{ id: string; slug: string }> {
    const created = await maker.client.post('/api/dashboard/components', { title, summary: 'S' });
    await caught(await maker.client.post(`/api/dashboard/components/${field<string>(created, 'id')}/publish`));
    return { id: field<string>(created, 'id'), slug: field<string>(created, 'slug') };
  }

  const titles = (page: { items: readonly ItemCard[] }): string[] => page.items.map((card) => card.title);
  const head = async (): Promise<number> => (await testApp.events.headPosition()) ?? 0;

  beforeAll(async () => {
    // Pages' heads come from the frontend's own routes and loaders, as the product's do.
    testApp = await startTestApp({}, { builtFrontend: true });
    moderator = await signedInCreator(testApp);
    maker = await signedInCreator(testApp);
    reader = await signedInCreator(testApp);
    await grantRole(testApp, 'ModeratorRoleGranted', moderator.creatorId);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lets moderators curate a featured collection, in their order, shown on the home once published', async () => {
    const [first, second] = [await publishedItem('Curated Alpha'), await publishedItem('Curated Beta')];
    const created = await caught(
      await moderator.client.post('/api/moderation/collections', {
        title: 'Starter kits',
        description: 'What we would start with.',
      }),
    );
    expect(created.status).toBe(201);
    const id = field<string>(created, 'id');
    const slug = field<string>(created, 'slug');
    expect(slug).toMatch(/^starter-kits-[0-9a-f]{10}$/);
    for (const item of [first, second]) {
      await caught(await moderator.client.put(`/api/moderation/collections/${id}/items/${item.id}`, {}));
    }
    await caught(
      await moderator.client.put(`/api/moderation/collections/${id}/order`, { itemIds: [second.id, first.id] }),
    );

    // A draft is the moderators' alone.
    expect((await anonymous().get(`/api/collections/featured/${slug}`)).status).toBe(404);
    const drafts = (await moderator.client.get('/api/moderation/collections')).json as { items: CollectionPageView[] };
    expect(drafts.items.find((page) => page.collection.id === id)?.collection.published).toBe(false);

    await caught(await moderator.client.post(`/api/moderation/collections/${id}/publish`));
    const page = (await anonymous().get(`/api/collections/featured/${slug}`)).json as CollectionPageView;
    expect(page.collection).toMatchObject({ title: 'Starter kits', scope: 'featured', owner: null, itemCount: 2 });
    expect(titles(page)).toEqual(['Curated Beta', 'Curated Alpha']);
    const home = (await anonymous().get('/api/collections/featured')).json as { items: CollectionPageView[] };
    expect(home.items.map((entry) => entry.collection.slug)).toContain(slug);
    const served = await anonymous().get(`/collections/${slug}`);
    expect(served.status).toBe(200);
    expect(served.text).toContain('<title>Starter kits · Creators</title>');
    expect(served.text).toContain('<meta name="description" content="What we would start with." />');

    // An item its creator unpublishes drops out of view, and comes back with it.
    await caught(await maker.client.post(`/api/dashboard/components/${second.id}/unpublish`));
    expect(titles((await anonymous().get(`/api/collections/featured/${slug}`)).json as CollectionPageView)).toEqual([
      'Curated Alpha',
    ]);

    await caught(await moderator.client.post(`/api/moderation/collections/${id}/unpublish`));
    expect((await anonymous().get(`/api/collections/featured/${slug}`)).status).toBe(404);
  });

  it('refuses curation by anyone but moderators, and bad steps, appending nothing', async () => {
    const item = await publishedItem('Curated Gamma');
    const created = await caught(await moderator.client.post('/api/moderation/collections', { title: 'Refusals' }));
    const id = field<string>(created, 'id');
    await caught(await moderator.client.put(`/api/moderation/collections/${id}/items/${item.id}`, {}));
    const before = await head();
    const refusals: [Promise<Reply>, number, string | null][] = [
      [maker.client.post('/api/moderation/collections', { title: 'Mine' }), 403, null],
      [anonymous().post('/api/moderation/collections', { title: 'Mine' }), 401, null],
      [moderator.client.post('/api/moderation/collections', { title: '   ' }), 400, 'title'],
      [moderator.client.post('/api/moderation/collections', { title: 'x'.repeat(81) }), 400, 'title'],
      [moderator.client.post('/api/moderation/collections', { title: 'T', extra: 1 }), 400, null],
      [moderator.client.put(`/api/moderation/collections/${id}/items/${item.id}`, {}), 409, null],
      [moderator.client.put(`/api/moderation/collections/${id}/items/${randomUUID()}`, {}), 404, null],
      [moderator.client.put(`/api/moderation/collections/${randomUUID()}/items/${item.id}`, {}), 404, null],
      [moderator.client.put(`/api/moderation/collections/${id}/order`, { itemIds: [] }), 400, 'itemIds'],
      [moderator.client.post(`/api/moderation/collections/${id}/unpublish`), 409, null],
    ];
    for (const [reply, status, fieldName] of refusals) {
      const answer = await reply;
      expect({ status: answer.status, type: answer.headers.get('content-type') }).toEqual({
        status,
        type: expect.stringContaining('application/problem+json') as unknown,
      });
      if (fieldName !== null) {
        const problem = answer.json as ProblemDocument & { errors?: { field: string }[] };
        expect(problem.errors?.map((error) => error.field)).toContain(fieldName);
      }
    }
    expect(await head()).toBe(before);
  });

  it('keeps a person’s collection private until they make it public, and theirs alone to change', async () => {
    const item = await publishedItem('Saved Delta');
    const created = await caught(await reader.client.post('/api/collections', { title: 'For the redesign' }));
    const id = field<string>(created, 'id');
    const slug = field<string>(created, 'slug');
    // The slug holds none of the person's words.
    expect(slug).not.toContain('redesign');
    await caught(await reader.client.put(`/api/collections/${id}/items/${item.id}`, {}));

    const mine = (await reader.client.get('/api/collections/mine')).json as {
      items: CollectionPageView[];
      curatesFeatured: boolean;
    };
    // Their "Save" offers their own collections only; a moderator's offers the featured ones too.
    expect(mine.curatesFeatured).toBe(false);
    expect(field<boolean>(await moderator.client.get('/api/collections/mine'), 'curatesFeatured')).toBe(true);
    expect(mine.items.find((page) => page.collection.id === id)).toMatchObject({
      collection: { title: 'For the redesign', published: false, itemIds: [item.id] },
    });
    const address = `/api/creators/${reader.handle}/collections/${slug}`;
    const pageAddress = `/${reader.handle}/collections/${slug}`;
    expect((await anonymous().get(address)).status).toBe(404);
    expect((await maker.client.get(address)).status).toBe(404);
    expect((await anonymous().get(pageAddress)).status).toBe(404);

    // Someone else's collection is as good as absent, to people and moderators alike.
    const before = await head();
    expect((await maker.client.put(`/api/collections/${id}/items/${item.id}`, {})).status).toBe(404);
    expect((await maker.client.post(`/api/collections/${id}/publish`)).status).toBe(404);
    expect((await moderator.client.post(`/api/moderation/collections/${id}/publish`)).status).toBe(404);
    expect(await head()).toBe(before);

    await caught(await reader.client.post(`/api/collections/${id}/publish`));
    const shown = (await anonymous().get(address)).json as CollectionPageView;
    expect(shown.collection).toMatchObject({
      title: 'For the redesign',
      scope: 'personal',
      owner: { handle: reader.handle, name: `Maker ${reader.handle}` },
    });
    expect(titles(shown)).toEqual(['Saved Delta']);
    // Its page answers with its own head.
    const served = await anonymous().get(pageAddress);
    expect(served.status).toBe(200);
    expect(served.text).toContain(`<link rel="canonical" href="${testApp.base}${pageAddress}"`);
    expect(served.text).toContain('<title>For the redesign · Creators</title>');
    // A person's collection is never featured.
    const home = (await anonymous().get('/api/collections/featured?limit=48')).json as { items: CollectionPageView[] };
    expect(home.items.map((page) => page.collection.id)).not.toContain(id);

    await caught(await reader.client.delete(`/api/collections/${id}`));
    expect((await anonymous().get(address)).status).toBe(404);
  });

  it('trends by the last seven days of gets, likes and views, not by all time', async () => {
    const old = await publishedItem('Trend Old Favourite');
    const fresh = await publishedItem('Trend Fresh');
    // Ten days ago the old favourite was liked by many: it leads `popular` (90 days) still.
    const tenDaysAgo = new Date(Date.now() - 10 * DAY_MS).toISOString();
    let position = 0;
    for (let n = 0; n < 4; n += 1) {
      const likerId = randomUUID();
      const liked = anEvent('ItemLiked', { itemId: old.id, kind: 'components', creatorId: likerId }, likerId);
      ({ position } = await testApp.events.append(
        likeStreamId(old.id, likerId),
        [{ ...liked, metadata: { ...liked.metadata, occurredAt: tenDaysAgo } }],
        'no_stream',
      ));
    }
    expect(await testApp.runner.waitFor(position, PROMPTLY_MS)).toBe(true);
    // Today the fresh one is got and liked.
    await caught(await reader.client.post(`/api/marketplace/components/${fresh.slug}/like`));
    expect((await reader.client.post(`/api/marketplace/components/${fresh.slug}/get`)).status).toBe(200);
    expect(await testApp.runner.waitFor(await head(), PROMPTLY_MS)).toBe(true);

    const popular = (await anonymous().get('/api/marketplace/components?sort=popular&limit=48')).json as {
      items: ItemCard[];
    };
    const order = titles(popular);
    expect(order.indexOf('Trend Old Favourite')).toBeLessThan(order.indexOf('Trend Fresh'));
    const trending = (await anonymous().get('/api/discover/trending?limit=48')).json as { items: ItemCard[] };
    expect(titles(trending)).toContain('Trend Fresh');
    expect(titles(trending)).not.toContain('Trend Old Favourite');
  });

  it('lists new and notable: the newest items, those with early traction first', async () => {
    await publishedItem('Notable Quiet');
    const liked = await publishedItem('Notable Liked');
    await caught(await reader.client.post(`/api/marketplace/components/${liked.slug}/like`));
    const list = titles((await anonymous().get('/api/discover/new?limit=48')).json as { items: ItemCard[] });
    expect(list).toContain('Notable Quiet');
    expect(list.indexOf('Notable Liked')).toBeLessThan(list.indexOf('Notable Quiet'));
  });

  it('lists only the marketplace’s kinds: a site, liked today and newest, is the feed’s', async () => {
    const created = await maker.client.post('/api/dashboard/sites', {
      title: 'Discover Site',
      summary: 'A site',
      siteUrl: 'https://site.example.com',
    });
    expect(created.status).toBe(201);
    const published = await maker.client.post(`/api/dashboard/sites/${field<string>(created, 'id')}/publish`);
    await caught(published);
    await caught(await reader.client.post(`/api/marketplace/sites/${field<string>(created, 'slug')}/like`));
    expect(await testApp.runner.waitFor(await head(), PROMPTLY_MS)).toBe(true);
    const newest = (await anonymous().get('/api/feed?limit=5')).json as { items: ItemCard[] };
    expect(titles(newest)).toContain('Discover Site');
    for (const list of ['trending', 'new']) {
      const answer = (await anonymous().get(`/api/discover/${list}?limit=48`)).json as { items: ItemCard[] };
      expect(answer.items.length).toBeGreaterThan(0);
      expect(answer.items.map((card) => card.kind)).not.toContain('sites');
    }
  });
});
