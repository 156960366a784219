import type { APIRequestContext } from '@playwright/test';
import type { CardPage } from '@creators/contracts';
import { DEMO_EMAIL, DEMO_PASSWORD, expect, test } from './fixtures.js';

/** The first card's slug of an API listing of the demo data. */
async function firstSlug(request: APIRequestContext, path: string): Promise<string> {
  const { items } = (await (await request.get(path)).json()) as CardPage;
  const slug = items[0]?.slug;
  if (slug === undefined) throw new Error(`the demo data has nothing at ${path}`);
  return slug;
}

test.describe('pages rendered by the server', () => {
  test('every public page reads with JavaScript off: its heading, its content and its head', async ({
    browser,
    request,
  }) => {
    const component = await firstSlug(request, '/api/marketplace/components?limit=1');
    const tutorial = await firstSlug(request, '/api/feed?kind=tutorials&limit=1');
    const pages: [path: string, heading: RegExp][] = [
      ['/marketplace', /^Marketplace$/],
      ['/marketplace/components', /^Components$/],
      [`/marketplace/components/${component}`, /./],
      [`/marketplace/components/${component}/preview`, /^Preview of /],
      ['/marketplace/components/tags', /^Component tags$/],
      ['/marketplace/components/tags/navigation', /Navigation/],
      ['/marketplace/templates/categories', /categories/i],
      ['/marketplace/templates/category/portfolio', /Portfolio/],
      ['/marketplace/search?q=navbr', /navbr/],
      ['/feed', /^Feed$/],
      [`/feed/tutorials/${tutorial}`, /./],
      ['/experts', /^Experts$/],
      ['/adamoreau', /Ada Moreau/],
    ];
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const [path, heading] of pages) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('h1').first(), path).toHaveText(heading);
        // The page's own content came with it: links on to items, creators or labels.
        expect(await page.locator('main a[href^="/"]').count(), path).toBeGreaterThan(0);
        await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute('content', /· Creators$/);
        await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /.+/);
      }
      // An item's page carries what it is: its title, its offer, its cover as the social card.
      await page.goto(`/marketplace/components/${component}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${component}$`));
      const data = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(data.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toContain('Product');
    } finally {
      await context.close();
    }
  });

  test('the browser takes the page over without asking the API again, and without an error', async ({
    page,
    request,
    problems,
  }) => {
    const template = await firstSlug(request, '/api/marketplace/templates?limit=1');
    const asked: string[] = [];
    const documents: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      // The error reporter's settings are its own, not the page's data.
      if (sent.method() === 'GET' && url.pathname.startsWith('/api/') && url.pathname !== '/api/client-config')
        asked.push(url.pathname + url.search);
      if (sent.resourceType() === 'document') documents.push(url.pathname);
    });
    for (const path of ['/marketplace/templates', `/marketplace/templates/${template}`, '/feed', '/adamoreau']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(asked).toEqual([]);
    // Taken over: a click on a card moves in the page, with no new document from the server.
    await page.goto('/marketplace/templates');
    await page.waitForLoadState('networkidle');
    documents.length = 0;
    await page.locator('main a[href^="/marketplace/templates/"]').first().click();
    await expect(page).toHaveURL(/\/marketplace\/templates\/[a-z0-9-]+$/);
    await expect(page.locator('h1')).toBeVisible();
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a signed-in visitor gets the page rendered for them, and no one else gets it', async ({ page, request }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(DEMO_EMAIL);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/sign-in/);
    const mine = await (await page.request.get('/marketplace')).text();
    const anyone = await (await request.get('/marketplace')).text();
    expect(mine).toMatch(/class="account-menu-name">Ada Moreau</);
    expect(mine).not.toMatch(/>Sign in</);
    expect(anyone).toMatch(/>Sign in</);
    expect(anyone).not.toContain('account-menu-name');
  });
});
