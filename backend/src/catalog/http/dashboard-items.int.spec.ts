import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import {
  FIELD_LIMITS,
  ITEM_KINDS,
  itemEventType,
  itemStreamId,
  type ItemKind,
  type LabelCount,
  type LabelPage,
} from '@creators/contracts';
import { INTEGRATION_TEST_MS } from '@creators/storage/testing';
import { signedInCreator } from '../../testing/creators.js';
import { anEvent } from '../../testing/events.js';
import { field, HttpClient, type Reply } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

// Creating a signed-in creator waits for the read models (up to PROMPTLY_MS).
jest.setTimeout(INTEGRATION_TEST_MS);

const complete: Record<ItemKind, object> = {
  components: { tags: ['Grid', 'Bento Layout', 'grid'] },
  plugins: { version: '1.2.0' },
  templates: { categories: ['Portfolio'] },
  tutorials: { level: 'beginner', durationMinutes: 25 },
  vectors: { formats: ['svg', 'figma'] },
  sites: { siteUrl: 'https://studio.example.com' },
};

describe('the dashboard items API', () => {
  let testApp: TestApp;
  let me: HttpClient;
  let myId: string;
  let other: HttpClient;

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ client: me, creatorId: myId } = await signedInCreator(testApp));
    other = (await signedInCreator(testApp)).client;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const consistent = (reply: Reply): Record<string, string> => ({
    'x-consistent-with': field<string>(reply, 'position'),
  });

  describe.each(ITEM_KINDS)('for %s', (kind) => {
    it('creates a draft, lists it at once, edits, publishes, unpublishes and deletes it', async () => {
      const created = await me.post(`/api/dashboard/${kind}`, {
        title: 'Bento Grid Pro',
        summary: 'Responsive and tidy',
        ...complete[kind],
      });
      expect(created.status).toBe(201);
      expect(created.json).toEqual({
        id: expect.any(String),
        slug: expect.stringMatching(/^bento-grid-pro/),
        revision: 0,
        position: expect.stringMatching(/^\d+$/),
      });
      const id = field<string>(created, 'id');

      const list = await me.get(`/api/dashboard/${kind}`, consistent(created));
      expect(list.status).toBe(200);
      expect(list.headers.get('x-read-position')).toMatch(/^\d+$/);
      expect(field<{ id: string; status: string }[]>(list, 'items')).toContainEqual(
        expect.objectContaining({ id, status: 'draft' }),
      );

      const one = await me.get(`/api/dashboard/${kind}/${id}`);
      expect(one.headers.get('etag')).toBe('"0"');
      expect(one.json).toMatchObject({
        id,
        kind,
        title: 'Bento Grid Pro',
        status: 'draft',
        price: { amount: 0, currency: 'USD' },
        creator: { name: expect.any(String) },
      });
      if (kind === 'components') expect(field(one, 'tags')).toEqual(['grid', 'bento-layout']);
      if (kind === 'templates') expect(field(one, 'categories')).toEqual(['portfolio']);

      const edited = await me.patch(
        `/api/dashboard/${kind}/${id}`,
        { summary: 'Sharper', price: { amount: 1900, currency: 'EUR' } },
        { 'if-match': '"0"' },
      );
      expect(edited.status).toBe(200);
      expect(edited.json).toEqual({ revision: 1, position: expect.any(String), slug: expect.any(String) });

      const published = await me.post(`/api/dashboard/${kind}/${id}/publish`);
      expect(published.status).toBe(200);
      const afterPublish = await me.get(`/api/dashboard/${kind}/${id}`, consistent(published));
      expect(afterPublish.json).toMatchObject({
        status: 'published',
        summary: 'Sharper',
        price: { amount: 1900, currency: 'EUR' },
        revision: 2,
        publishedAt: expect.any(String),
      });

      expect((await me.post(`/api/dashboard/${kind}/${id}/publish`)).status).toBe(409);
      const unpublished = await me.post(`/api/dashboard/${kind}/${id}/unpublish`);
      expect(unpublished.status).toBe(200);
      expect((await me.post(`/api/dashboard/${kind}/${id}/unpublish`)).status).toBe(409);

      const removed = await me.delete(`/api/dashboard/${kind}/${id}`);
      expect(removed.status).toBe(204);
      expect(removed.headers.get('x-position')).toMatch(/^\d+$/);
      const gone = await me.get(`/api/dashboard/${kind}/${id}`, {
        'x-consistent-with': removed.headers.get('x-position') ?? '0',
      });
      expect(gone.status).toBe(404);
      expect(gone.headers.get('content-type')).toMatch(/application\/problem\+json/);
    });

    it("answers another creator's item 404 to every verb, and changes nothing", async () => {
      const created = await me.post(`/api/dashboard/${kind}`, { title: 'Mine only', summary: 'x', ...complete[kind] });
      const id = field<string>(created, 'id');
      const before = await testApp.eventCount();
      const answers = await Promise.all([
        other.get(`/api/dashboard/${kind}/${id}`, consistent(created)),
        other.patch(`/api/dashboard/${kind}/${id}`, { title: 'Stolen' }),
        other.post(`/api/dashboard/${kind}/${id}/publish`),
        other.post(`/api/dashboard/${kind}/${id}/unpublish`),
        other.delete(`/api/dashboard/${kind}/${id}`),
      ]);
      expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404]);
      expect(await testApp.eventCount()).toBe(before);
      expect(
        field<{ id: string }[]>(await other.get(`/api/dashboard/${kind}`), 'items').map((i) => i.id),
      ).not.toContain(id);
    });
  });

  it('derives slugs from titles, numbers repeats, and refuses a chosen slug that is taken', async () => {
    const first = await me.post('/api/dashboard/templates', { title: 'Café Portfolio!' });
    const second = await me.post('/api/dashboard/templates', { title: 'Cafe portfolio' });
    expect(field(first, 'slug')).toBe('cafe-portfolio');
    expect(field(second, 'slug')).toBe('cafe-portfolio-2');
    const before = await testApp.eventCount();
    const taken = await other.post('/api/dashboard/templates', { title: 'Anything', slug: 'cafe-portfolio' });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ errors: [{ field: 'slug' }] });
    expect(await testApp.eventCount()).toBe(before);
    // the same slug in another kind is free
    expect(field(await me.post('/api/dashboard/components', { title: 'Cafe portfolio' }), 'slug')).toBe(
      'cafe-portfolio',
    );
    // a title that is a word of the marketplace's own pages gets a slug that can be reached
    expect(field(await me.post('/api/dashboard/components', { title: 'Tags' }), 'slug')).toBe('tags-item');
  });

  it('renames a slug, keeping the old one claimed for the item', async () => {
    const created = await me.post('/api/dashboard/vectors', { title: 'Leaf icons' });
    const id = field<string>(created, 'id');
    const renamed = await me.patch(`/api/dashboard/vectors/${id}`, { slug: 'leafy-icons' });
    expect(renamed.status).toBe(200);
    expect(field(renamed, 'slug')).toBe('leafy-icons');
    const reused = await other.post('/api/dashboard/vectors', { title: 'x', slug: 'leaf-icons' });
    expect(reused.status).toBe(409);
    const back = await me.patch(`/api/dashboard/vectors/${id}`, { slug: 'leaf-icons' });
    expect(back.status).toBe(200);
  });

  it('refuses to publish an incomplete item, naming what is missing', async () => {
    const created = await me.post('/api/dashboard/plugins', { title: 'Half done' });
    const refused = await me.post(`/api/dashboard/plugins/${field<string>(created, 'id')}/publish`);
    expect(refused.status).toBe(422);
    expect(field<{ field: string }[]>(refused, 'errors').map((e) => e.field)).toEqual(['summary', 'version']);
  });

  it('gives one of two edits made from the same revision a 409, and changes nothing for it', async () => {
    const created = await me.post('/api/dashboard/components', { title: 'Race' });
    const id = field<string>(created, 'id');
    const answers = await Promise.all([
      me.patch(`/api/dashboard/components/${id}`, { title: 'Left' }, { 'if-match': '"0"' }),
      me.patch(`/api/dashboard/components/${id}`, { title: 'Right' }, { 'if-match': '"0"' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const stale = await me.patch(`/api/dashboard/components/${id}`, { title: 'Late' }, { 'if-match': '"0"' });
    expect(stale.status).toBe(409);
    const winner = answers.find((a) => a.status === 200);
    const item = await me.get(`/api/dashboard/components/${id}`, winner === undefined ? {} : consistent(winner));
    expect(item.json).toMatchObject({ revision: 1 });
    expect(['Left', 'Right']).toContain(field(item, 'title'));
  });

  it('answers a retried command with the same Idempotency-Key the same, appending once', async () => {
    const key = { 'idempotency-key': 'c1b8a3f0-retry-create-0001' };
    const before = await testApp.eventCount();
    const first = await me.post('/api/dashboard/tutorials', { title: 'Retry me' }, key);
    const again = await me.post('/api/dashboard/tutorials', { title: 'Retry me' }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(await testApp.eventCount()).toBe(before + 2); // the slug claim and the item's creation
    const misuse = await me.post('/api/dashboard/tutorials', { title: 'Something else' }, key);
    expect(misuse.status).toBe(422);
  });

  describe('refuses bad input with a message naming the field, appending nothing', () => {
    const long = 'x'.repeat(5000);
    const cases: [string, string, string, string | object, string][] = [
      ['missing title', 'POST', '/api/dashboard/components', {}, 'title'],
      ['empty title', 'POST', '/api/dashboard/components', { title: '' }, 'title'],
      ['oversize title', 'POST', '/api/dashboard/components', { title: long }, 'title'],
      ['title of the wrong type', 'POST', '/api/dashboard/components', { title: 42 }, 'title'],
      ['unknown field', 'POST', '/api/dashboard/components', { title: 'x', colour: 'red' }, 'colour'],
      ['a field of another kind', 'POST', '/api/dashboard/plugins', { title: 'x', tags: ['a'] }, 'tags'],
      ['a bad slug', 'POST', '/api/dashboard/components', { title: 'x', slug: 'Not A Slug' }, 'slug'],
      ['a slug the tag index lives at', 'POST', '/api/dashboard/components', { title: 'x', slug: 'tags' }, 'slug'],
      [
        'a slug the category index lives at',
        'POST',
        '/api/dashboard/templates',
        { title: 'x', slug: 'categories' },
        'slug',
      ],
      [
        'a javascript: URL',
        'POST',
        '/api/dashboard/components',
        { title: 'x', previewUrl: 'javascript:alert(1)' },
        'previewUrl',
      ],
      [
        'a spaced, upper-case scheme',
        'POST',
        '/api/dashboard/sites',
        { title: 'x', siteUrl: ' JAVASCRIPT:alert(1)' },
        'siteUrl',
      ],
      [
        'a data: URL',
        'POST',
        '/api/dashboard/components',
        { title: 'x', coverImageUrl: 'data:image/png;base64,AAAA' },
        'coverImageUrl',
      ],
      [
        'a bad gallery URL',
        'POST',
        '/api/dashboard/components',
        { title: 'x', galleryImageUrls: ['https://ok.example/a.png', 'ftp://x/y'] },
        'galleryImageUrls',
      ],
      [
        'a negative price',
        'POST',
        '/api/dashboard/templates',
        { title: 'x', price: { amount: -1, currency: 'USD' } },
        'price.amount',
      ],
      [
        'a bad currency',
        'POST',
        '/api/dashboard/templates',
        { title: 'x', price: { amount: 100, currency: 'dollars' } },
        'price.currency',
      ],
      [
        'an unknown price field',
        'POST',
        '/api/dashboard/templates',
        { title: 'x', price: { amount: 1, currency: 'USD', tax: 1 } },
        'price.tax',
      ],
      ['a bad tutorial level', 'POST', '/api/dashboard/tutorials', { title: 'x', level: 'expert' }, 'level'],
      ['a bad vector format', 'POST', '/api/dashboard/vectors', { title: 'x', formats: ['svg', 'gif'] }, 'formats'],
      [
        'too many tags',
        'POST',
        '/api/dashboard/components',
        { title: 'x', tags: Array.from({ length: 13 }, (_, i) => `t${i}`) },
        'tags',
      ],
      [
        // One limit for the gallery, uploaded or given as addresses: the form says the same.
        'more gallery addresses than a gallery holds',
        'POST',
        '/api/dashboard/components',
        {
          title: 'x',
          galleryImageUrls: Array.from(
            { length: FIELD_LIMITS.galleryImages + 1 },
            (_, i) => `https://x.example.com/${i}.png`,
          ),
        },
        'galleryImageUrls',
      ],
      ['a non-JSON body', 'POST', '/api/dashboard/components', 'title=x', 'content-type'],
      ['an array body', 'POST', '/api/dashboard/components', '[{"title":"x"}]', 'body'],
      ['a __proto__ key', 'POST', '/api/dashboard/components', '{"title":"x","__proto__":{"admin":true}}', 'body'],
      ['an unknown edit field', 'PATCH', '/api/dashboard/components/ID', { status: 'published' }, 'status'],
      ['an emptied title', 'PATCH', '/api/dashboard/components/ID', { title: '' }, 'title'],
      ['a bad If-Match', 'PATCH', '/api/dashboard/components/ID', { title: 'ok' }, 'If-Match'],
      ['a bad limit', 'GET', '/api/dashboard/components?limit=1000', '', 'limit'],
      ['a bad cursor', 'GET', '/api/dashboard/components?cursor=garbage', '', 'cursor'],
    ];

    let itemId = '';
    beforeAll(async () => {
      itemId = field<string>(await me.post('/api/dashboard/components', { title: 'Target' }), 'id');
    });

    it.each(cases)('%s', async (_name, method, path, body, named) => {
      const before = await testApp.eventCount();
      const headers: Record<string, string> = named === 'If-Match' ? { 'if-match': 'yesterday' } : {};
      let reply: Reply;
      if (typeof body === 'string' && body !== '') {
        headers['content-type'] = named === 'content-type' ? 'application/x-www-form-urlencoded' : 'application/json';
        reply = await me.request(method, path.replace('ID', itemId), { raw: body, headers });
      } else {
        reply = await me.request(method, path.replace('ID', itemId), { ...(body === '' ? {} : { body }), headers });
      }
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(reply.headers.get('content-type')).toMatch(/application\/problem\+json/);
      const problem = reply.json as { detail: string; errors?: { field: string }[] };
      const named_ = named.toLowerCase();
      const mentioned =
        (problem.errors ?? []).some((e) => e.field.toLowerCase().startsWith(named_)) ||
        problem.detail.toLowerCase().includes(named_);
      expect(mentioned).toBe(true);
      expect(await testApp.eventCount()).toBe(before);
    });
  });

  describe('template categories come from the list', () => {
    const problemOf = (reply: Reply) =>
      reply.json as { type: string; detail: string; errors?: { field: string; message: string }[] };

    it('refuses a category not on the list with 422, naming the entry, and appends nothing', async () => {
      const before = await testApp.eventCount();
      const refused = await me.post('/api/dashboard/templates', {
        title: 'Typo folio',
        categories: ['Portfolio', 'portfolo'],
      });
      expect(refused.status).toBe(422);
      expect(refused.headers.get('content-type')).toMatch(/application\/problem\+json/);
      expect(problemOf(refused)).toMatchObject({ type: '/problems/unlisted-category' });
      expect(problemOf(refused).errors).toEqual([
        {
          field: 'categories[1]',
          message: expect.stringMatching(/^"portfolo" is not a template category: use one of /),
        },
      ]);
      expect(problemOf(refused).detail).toMatch(/^categories\[1\]: "portfolo" is not a template category/);
      expect(await testApp.eventCount()).toBe(before);

      const created = await me.post('/api/dashboard/templates', { title: 'Listed folio' });
      const id = field<string>(created, 'id');
      const afterCreate = await testApp.eventCount();
      const edit = await me.patch(`/api/dashboard/templates/${id}`, { categories: ['Handmade crafts'] });
      expect(edit.status).toBe(422);
      expect(problemOf(edit).errors?.map((e) => e.field)).toEqual(['categories[0]']);
      expect(await testApp.eventCount()).toBe(afterCreate);
    });

    it('accepts listed categories as the list spells them or as typed, and names them by the list', async () => {
      const created = await me.post('/api/dashboard/templates', {
        title: 'Cloud launch',
        summary: 'A SaaS landing page',
        categories: ['Landing page', 'SaaS'],
      });
      expect(created.status).toBe(201);
      const id = field<string>(created, 'id');
      expect(field(await me.get(`/api/dashboard/templates/${id}`), 'categories')).toEqual(['landing-page', 'saas']);
      const published = await me.post(`/api/dashboard/templates/${id}/publish`);
      const index = await new HttpClient(testApp.base).get(
        '/api/marketplace/templates/categories',
        consistent(published),
      );
      expect(field<LabelCount[]>(index, 'items')).toContainEqual({ slug: 'saas', label: 'SaaS', count: 1 });
    });

    it('keeps a template from before the list: its unlisted category still shows, and it can still be edited', async () => {
      const itemId = randomUUID();
      const fields = {
        title: 'Old craft shop',
        summary: 'From before the list',
        description: '',
        coverImageUrl: null,
        galleryImageUrls: [],
        previewUrl: null,
        price: { amount: 0, currency: 'USD' },
        categories: ['handmade-crafts'],
      };
      const { position } = await testApp.events.append(
        itemStreamId('templates', itemId),
        [
          anEvent(
            itemEventType('templates', 'Created'),
            { itemId, kind: 'templates', creatorId: myId, slug: `old-craft-shop-${itemId.slice(0, 8)}`, fields },
            myId,
            2,
          ),
          anEvent(itemEventType('templates', 'Published'), { itemId, kind: 'templates' }, myId),
        ],
        'no_stream',
      );
      const page = await new HttpClient(testApp.base).get('/api/marketplace/templates/categories/handmade-crafts', {
        'x-consistent-with': String(position),
      });
      expect(page.status).toBe(200);
      expect((page.json as LabelPage).label).toEqual({ slug: 'handmade-crafts', label: 'Handmade crafts', count: 1 });
      expect((page.json as LabelPage).items.map((card) => card.id)).toEqual([itemId]);

      expect((await me.patch(`/api/dashboard/templates/${itemId}`, { title: 'Craft shop' })).status).toBe(200);
      // Sent again, the old category is refused like any unlisted one: the creator picks from the list.
      const kept = await me.patch(`/api/dashboard/templates/${itemId}`, {
        categories: ['handmade-crafts', 'e-commerce'],
      });
      expect(kept.status).toBe(422);
      expect(problemOf(kept).errors?.map((e) => e.field)).toEqual(['categories[0]']);
      expect((await me.patch(`/api/dashboard/templates/${itemId}`, { categories: ['e-commerce'] })).status).toBe(200);
    });
  });

  it('refuses signed-out visitors and foreign origins', async () => {
    const anonymous = await fetch(`${testApp.base}/api/dashboard/components`);
    expect(anonymous.status).toBe(401);
    const foreign = await me.post('/api/dashboard/components', { title: 'x' }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
  });
});
