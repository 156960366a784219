import { PROMPTLY_MS } from '@creators/storage/testing';
import { signedInCreator } from '../testing/creators.js';
import { field, HttpClient } from '../testing/http-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

describe('robots, sitemaps and feeds', () => {
  let testApp: TestApp;
  let handle: string;
  let slug: string;
  const visitor = () => new HttpClient(testApp.base);

  beforeAll(async () => {
    testApp = await startTestApp();
    const maker = await signedInCreator(testApp);
    handle = maker.handle;
    const created = await maker.client.post('/api/dashboard/components', { title: 'Atom <Kit> & Co', summary: 'S' });
    slug = field<string>(created, 'slug');
    const published = await maker.client.post(`/api/dashboard/components/${field<string>(created, 'id')}/publish`);
    expect(await testApp.runner.waitFor(Number(field<string>(published, 'position')), PROMPTLY_MS)).toBe(true);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('keeps crawlers out of private pages and points them at the sitemap', async () => {
    const robots = await visitor().get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(robots.text).toContain('Disallow: /dashboard');
    // The API is not for crawlers, except the pictures pages name as their link previews.
    expect(robots.text).toMatch(/Allow: \/api\/share-images\/\n[\s\S]*Disallow: \/api\//);
    expect(robots.text).toContain(`Sitemap: ${testApp.base}/sitemap.xml`);
  });

  it('sends browsers asking the root for an icon to the app’s own', async () => {
    const icon = await visitor().get('/favicon.ico');
    expect(icon.status).toBe(301);
    expect(icon.headers.get('location')).toBe('/creators-assets/favicon.svg');
  });

  it('indexes a map per kind with each item and its date, one of creators, and one of pages', async () => {
    const index = await visitor().get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.text).toContain(`<loc>${testApp.base}/sitemaps/components-1.xml</loc>`);
    expect(index.text).toContain(`<loc>${testApp.base}/sitemaps/creators-1.xml</loc>`);
    expect(index.text).not.toContain('vectors-1.xml');
    const components = await visitor().get('/sitemaps/components-1.xml');
    expect(components.text).toMatch(
      new RegExp(`<url><loc>${testApp.base}/marketplace/components/${slug}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`),
    );
    expect((await visitor().get('/sitemaps/creators-1.xml')).text).toContain(`<loc>${testApp.base}/${handle}</loc>`);
    expect((await visitor().get('/sitemaps/pages.xml')).text).toContain(
      `<loc>${testApp.base}/marketplace/components</loc>`,
    );
    for (const missing of ['/sitemaps/components-2.xml', '/sitemaps/widgets-1.xml', '/sitemaps/x.xml']) {
      expect([missing, (await visitor().get(missing)).status]).toEqual([missing, 404]);
    }
  });

  it('serves Atom feeds of the feed, a kind, and a creator, escaped', async () => {
    for (const path of ['/feed.atom', '/feed.atom?kind=components', `/${handle}/feed.atom`]) {
      const feed = await visitor().get(path);
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
      expect(feed.text).toContain('<title>Atom &lt;Kit&gt; &amp; Co</title>');
      expect(feed.text).toContain(`<id>${testApp.base}/marketplace/components/${slug}</id>`);
    }
    expect((await visitor().get('/feed.atom?kind=vectors')).text).not.toContain('<entry>');
    expect((await visitor().get('/feed.atom?kind=widgets')).status).toBe(404);
    expect((await visitor().get('/nobody-here/feed.atom')).status).toBe(404);
  });
});
