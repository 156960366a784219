import { PROMPTLY_MS } from '@creators/storage/testing';
import { signedInCreator } from '../testing/creators.js';
import { field, HttpClient, type Reply } from '../testing/http-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

describe('pages answer with their status and head before any JavaScript', () => {
  let testApp: TestApp;
  let maker: { client: HttpClient; creatorId: string; handle: string };
  const visitor = () => new HttpClient(testApp.base);
  const caught = async (reply: Reply): Promise<Reply> => {
    const position = (reply.json as { position?: string } | null)?.position ?? reply.headers.get('x-position');
    expect(await testApp.runner.waitFor(Number(position), PROMPTLY_MS)).toBe(true);
    return reply;
  };
  const jsonLd = (html: string): unknown[] =>
    [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((match): unknown =>
      JSON.parse(match[1] ?? 'null'),
    );

  async function published(title: string, extra: Record<string, unknown> = {}): Promise<{ id: string; slug: string }> {
    const created = await maker.client.post('/api/dashboard/components', {
      title,
      summary: `${title} summary`,
      ...extra,
    });
    await caught(await maker.client.post(`/api/dashboard/components/${field<string>(created, 'id')}/publish`));
    return { id: field<string>(created, 'id'), slug: field<string>(created, 'slug') };
  }

  beforeAll(async () => {
    // Pages are answered by the frontend's own routes and loaders, as the product does.
    testApp = await startTestApp({}, { builtFrontend: true });
    maker = await signedInCreator(testApp, `pagemaker${Math.random().toString(36).slice(2, 6)}`);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('never serves the app shell as a file: it is a page only with its nonce and CSP', async () => {
    for (const path of [
      '/creators-assets/index.html',
      '/creators-assets/INDEX.HTML',
      '/creators-assets/%69ndex.html',
    ]) {
      const reply = await visitor().get(path);
      expect(reply.status).toBe(404);
      expect(reply.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(reply.text).not.toContain('<div id="root">');
    }
    const page = await visitor().get('/marketplace');
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
  });

  it('gives an item page its title, description, canonical address, social cards and structured data', async () => {
    const item = await published('Aurora Grid', { price: { amount: 1900, currency: 'EUR' } });
    const page = await visitor().get(`/marketplace/components/${item.slug}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('<title>Aurora Grid · Component · Creators</title>');
    expect(page.text).toContain('<meta name="description" content="Aurora Grid summary" />');
    expect(page.text).toContain(`<link rel="canonical" href="${testApp.base}/marketplace/components/${item.slug}" />`);
    expect(page.text).toContain('<meta property="og:type" content="product" />');
    expect(page.text).toContain('<meta name="twitter:title" content="Aurora Grid · Component · Creators" />');
    expect(jsonLd(page.text)).toEqual([
      expect.objectContaining({
        '@type': 'Product',
        name: 'Aurora Grid',
        offers: expect.objectContaining({ price: '19.00', priceCurrency: 'EUR' }),
      }),
      expect.objectContaining({ '@type': 'BreadcrumbList' }),
    ]);
  });

  it('points a feed item page, and the search page whatever its query, at their one address', async () => {
    const item = await published('Feed Grid');
    const feed = await visitor().get(`/feed/components/${item.slug}`);
    expect(feed.status).toBe(200);
    const marketplace = `${testApp.base}/marketplace/components/${item.slug}`;
    expect(feed.text).toContain(`<link rel="canonical" href="${marketplace}" />`);
    expect(feed.text).toContain(`<meta property="og:url" content="${marketplace}" />`);
    const search = await visitor().get('/marketplace/search?q=grid&kind=components');
    expect(search.status).toBe(200);
    expect(search.text).toContain(`<link rel="canonical" href="${testApp.base}/marketplace/search" />`);
    expect(search.text).not.toContain('noindex');
  });

  it('prices a currency without cents in whole units in its structured data', async () => {
    const item = await published('Yen Grid', { price: { amount: 500, currency: 'JPY' } });
    const page = await visitor().get(`/marketplace/components/${item.slug}`);
    expect(jsonLd(page.text)[0]).toMatchObject({ offers: { price: '500', priceCurrency: 'JPY' } });
  });

  it('escapes what creators write, in attributes and in structured data', async () => {
    const item = await published('Evil </script><script>alert(1)</script> "kit"');
    const page = await visitor().get(`/marketplace/components/${item.slug}`);
    expect(page.text).not.toContain('<script>alert(1)</script>');
    expect(page.text).toContain('&lt;/script&gt;');
    expect(jsonLd(page.text)[0]).toMatchObject({ name: 'Evil </script><script>alert(1)</script> "kit"' });
  });

  it('moves a former slug (301), and answers 404 for the unknown and unpublished, 410 for the deleted', async () => {
    const item = await published('Moving Kit');
    await caught(await maker.client.patch(`/api/dashboard/components/${item.id}`, { slug: 'moved-kit' }));
    const moved = await visitor().get(`/marketplace/components/${item.slug}/preview?x=1`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/marketplace/components/moved-kit/preview?x=1');

    const hidden = await published('Withdrawn Kit');
    await caught(await maker.client.post(`/api/dashboard/components/${hidden.id}/unpublish`));
    expect((await visitor().get(`/marketplace/components/${hidden.slug}`)).status).toBe(404);

    const gone = await published('Deleted Kit');
    await caught(await maker.client.delete(`/api/dashboard/components/${gone.id}`));
    const deleted = await visitor().get(`/marketplace/components/${gone.slug}`);
    expect(deleted.status).toBe(410);
    expect(deleted.text).toContain('<meta name="robots" content="noindex" />');

    for (const path of [
      '/marketplace/components/no-such-kit',
      '/marketplace/widgets',
      '/marketplace/components/a/b/c',
      '/feed/sites/nothing-here',
      '/nobody-by-this-handle',
      '/marketplace/components/tags/no-such-tag',
      '/some/unknown/route',
    ]) {
      expect([path, (await visitor().get(path)).status]).toEqual([path, 404]);
    }
  });

  it('gives a creator page its head, and moves a handle in another case to the handle', async () => {
    const page = await visitor().get(`/${maker.handle}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<title>Maker ${maker.handle} (@${maker.handle}) · Creators</title>`);
    expect(jsonLd(page.text)).toEqual([expect.objectContaining({ '@type': 'ProfilePage' })]);
    const other = await visitor().get(`/${maker.handle.toUpperCase()}`);
    expect(other.status).toBe(301);
    expect(other.headers.get('location')).toBe(`/${maker.handle}`);
  });

  it('titles the app’s own pages, and keeps private ones out of search engines', async () => {
    const marketplace = await visitor().get('/marketplace');
    expect(marketplace.status).toBe(200);
    expect(marketplace.text).toContain('<title>Marketplace · Creators</title>');
    for (const [path, title] of [
      ['/sign-in', 'Sign in · Creators'],
      ['/sign-up', 'Create your account · Creators'],
      ['/dashboard/components', 'Dashboard · Creators'],
    ]) {
      const reply = await visitor().get(path ?? '');
      expect(reply.status).toBe(200);
      expect(reply.text).toContain(`<title>${title}</title>`);
      expect(reply.text).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('sends security headers on every answer, a nonce-based CSP on pages, and HSTS only over HTTPS', async () => {
    const item = await published('Secure Kit');
    const page = await visitor().get(`/marketplace/components/${item.slug}`);
    const csp = page.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? 'none';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    // Every inline script carries this answer's nonce (a data block, never run, needs none); the next answer has another.
    const scripts = [...page.text.matchAll(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/g)].map(
      (match) => match[0],
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    const again = await visitor().get(`/marketplace/components/${item.slug}`);
    expect(again.headers.get('content-security-policy')).not.toContain(nonce);
    for (const answer of [
      page,
      await visitor().get('/api/marketplace/components'),
      await visitor().get('/robots.txt'),
    ]) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('permissions-policy')).toContain('camera=()');
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    }
    const secure = await visitor().get('/marketplace', { 'x-forwarded-proto': 'https' });
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(secure.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});
