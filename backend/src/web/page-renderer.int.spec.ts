import { fileURLToPath } from 'node:url';
import type { RenderedPage } from '@creators/contracts';
import { PROMPTLY_MS } from '@creators/storage/testing';
import { signedInCreator } from '../testing/creators.js';
import { field, type HttpClient, type Reply } from '../testing/http-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { inProcessFetch, loadPageRenderer, type PageRenderer } from './page-renderer.js';

/** The status a page has comes from its route's loader and the API it reads, as the browser's router sees them. */
describe('the frontend’s server entry', () => {
  let testApp: TestApp;
  let renderer: PageRenderer;
  let maker: { client: HttpClient };
  const caught = async (reply: Reply): Promise<Reply> => {
    const position = (reply.json as { position?: string } | null)?.position ?? reply.headers.get('x-position');
    expect(await testApp.runner.waitFor(Number(position), PROMPTLY_MS)).toBe(true);
    return reply;
  };
  /** What the page's loaders asked the API, in order. */
  let asked: string[] = [];
  const render = (path: string): Promise<RenderedPage> => {
    asked = [];
    const fetch = inProcessFetch(testApp.app.getHttpAdapter().getInstance(), undefined, null);
    return renderer.render({
      url: `${testApp.base}${path}`,
      fetch: (input, init) => {
        asked.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
        return fetch(input, init);
      },
      withSession: false,
      nonce: 'n',
    });
  };
  const headOf = (page: RenderedPage) => (page.kind === 'page' ? page.head : null);
  async function published(title: string): Promise<{ id: string; slug: string }> {
    const created = await maker.client.post('/api/dashboard/components', { title, summary: `${title} summary` });
    await caught(await maker.client.post(`/api/dashboard/components/${field<string>(created, 'id')}/publish`));
    return { id: field<string>(created, 'id'), slug: field<string>(created, 'slug') };
  }

  beforeAll(async () => {
    testApp = await startTestApp({}, { builtFrontend: true });
    const built = await loadPageRenderer(fileURLToPath(new URL('../../../frontend/dist', import.meta.url)));
    if (built === null) throw new Error('the frontend is not built (npm run build)');
    renderer = built;
    maker = await signedInCreator(testApp, `rendermaker${Math.random().toString(36).slice(2, 6)}`);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('moves a former slug for good (301), on the item, its preview and its feed page', async () => {
    const item = await published('Render Moving Kit');
    await caught(await maker.client.patch(`/api/dashboard/components/${item.id}`, { slug: 'render-moved-kit' }));
    expect(await render(`/marketplace/components/${item.slug}`)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/marketplace/components/render-moved-kit',
    });
    expect(await render(`/marketplace/components/${item.slug}/preview?x=1`)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/marketplace/components/render-moved-kit/preview?x=1',
    });
    expect(await render(`/feed/components/${item.slug}`)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/feed/components/render-moved-kit',
    });
    expect(await render('/marketplace/components/render-moved-kit')).toMatchObject({ kind: 'page', status: 200 });
  });

  it('answers as the API did when a loader is refused: 410 for a deleted item, 404 for none', async () => {
    const gone = await published('Render Deleted Kit');
    await caught(await maker.client.delete(`/api/dashboard/components/${gone.id}`));
    const deleted = await render(`/marketplace/components/${gone.slug}`);
    expect(deleted).toMatchObject({ kind: 'page', status: 410 });
    expect(deleted.kind === 'page' ? deleted.html : '').toContain('<h1>Page not found</h1>');
    expect(await render(`/feed/components/${gone.slug}`)).toMatchObject({ kind: 'page', status: 410 });
    expect(await render('/marketplace/components/never-a-kit')).toMatchObject({ kind: 'page', status: 404 });
  });

  it('gives a page the head its route computes from what its loader read: an item is read once', async () => {
    const item = await published('Render Head Kit');
    const page = await render(`/marketplace/components/${item.slug}`);
    expect(page).toMatchObject({ kind: 'page', status: 200 });
    expect(headOf(page)).toMatchObject({
      title: 'Render Head Kit · Component · Creators',
      description: 'Render Head Kit summary',
      canonical: `${testApp.base}/marketplace/components/${item.slug}`,
      type: 'product',
    });
    expect(
      asked.filter(
        (path) =>
          path.startsWith(`/api/marketplace/components/${item.slug}?`) ||
          path === `/api/marketplace/components/${item.slug}`,
      ),
    ).toHaveLength(1);
  });

  it('answers an address no route matches 404 with the page rendered to hydrate, as any other', async () => {
    const page = await render('/some/unknown/route');
    expect(page).toMatchObject({
      kind: 'page',
      status: 404,
      head: { title: 'Page not found · Creators', canonical: null },
    });
    const html = page.kind === 'page' ? (page.html ?? '') : '';
    expect(html).toContain('<h1>Page not found</h1>');
    // The browser takes this page over (its router's data and the query cache are in it).
    expect(html).toContain('__staticRouterHydrationData');
    expect(html).toContain('id="query-state"');
  });

  it('matches a screen the browser renders alone without running its loaders, and gives its head', async () => {
    for (const [path, title] of [
      ['/dashboard/components', 'Dashboard · Creators'],
      ['/library', 'Your library · Creators'],
      ['/analytics/as-of/p5/marketplace', 'Marketplace · Creators'],
    ] as const) {
      const page = await render(path);
      expect({ path, page }).toEqual({
        path,
        page: { kind: 'page', status: 200, html: null, head: expect.objectContaining({ title, canonical: null }) },
      });
      expect({ path, asked }).toEqual({ path, asked: [] });
    }
  });
});
