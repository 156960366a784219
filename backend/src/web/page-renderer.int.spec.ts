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
  const render = (path: string): Promise<RenderedPage> =>
    renderer.render({
      url: `${testApp.base}${path}`,
      fetch: inProcessFetch(testApp.app.getHttpAdapter().getInstance(), undefined, null),
      withSession: false,
      nonce: 'n',
    });
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
});
