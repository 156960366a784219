import { ITEM_KINDS, MARKETPLACE_KINDS, type CardPage } from '@creators/contracts';
import { expect, openPage, test } from './fixtures.js';

/** Every route of SPEC.md section 2 renders its main heading, with no console error and no failed request. */
test.describe('every route renders', () => {
  const staticRoutes = [
    '/marketplace',
    '/marketplace/search',
    ...MARKETPLACE_KINDS.map((kind) => `/marketplace/${kind}`),
    '/marketplace/templates/category',
    '/marketplace/templates/categories',
    '/marketplace/components/tags',
    '/feed',
    '/experts',
    '/sign-in',
    '/sign-up',
    '/sign-up/confirm',
    '/outbox',
  ];
  for (const path of staticRoutes) {
    test(path, async ({ page, problems }) => {
      await openPage(page, path);
      expect(problems).toEqual([]);
    });
  }

  test('dynamic routes with slugs from the demo data', async ({ page, request, problems }) => {
    const paths: string[] = [];
    for (const kind of MARKETPLACE_KINDS) {
      const { items } = (await (await request.get(`/api/marketplace/${kind}?limit=1`)).json()) as CardPage;
      const slug = items[0]?.slug;
      expect(slug).toBeDefined();
      paths.push(`/marketplace/${kind}/${slug ?? ''}`, `/marketplace/${kind}/${slug ?? ''}/preview`);
    }
    for (const kind of ITEM_KINDS) {
      const { items } = (await (await request.get(`/api/feed?kind=${kind}&limit=1`)).json()) as CardPage;
      paths.push(`/feed/${kind}/${items[0]?.slug ?? ''}`);
    }
    const tags = (await (await request.get('/api/marketplace/components/tags')).json()) as {
      items: { slug: string }[];
    };
    const categories = (await (await request.get('/api/marketplace/templates/categories')).json()) as {
      items: { slug: string }[];
    };
    paths.push(
      `/marketplace/components/tags/${tags.items[0]?.slug ?? ''}`,
      `/marketplace/templates/category/${categories.items[0]?.slug ?? ''}`,
    );
    const { items } = (await (await request.get('/api/feed?limit=1')).json()) as CardPage;
    paths.push(`/${items[0]?.creator.handle ?? ''}`);
    for (const path of paths) {
      await openPage(page, path);
      await expect(page.locator('h1').first()).not.toHaveText(/not found/i);
    }
    expect(problems).toEqual([]);
  });

  test('an unknown route or slug shows one calm not-found page, with a 404 and ways on', async ({ page, problems }) => {
    for (const path of ['/marketplace/components/no-such-component-here', '/no-such-creator-here', '/a/b/c/d']) {
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      // Not an error: no alert, the same words everywhere, and somewhere to go.
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByText('Nothing lives at this address. It may have moved or been removed.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to the marketplace' })).toBeVisible();
      // The app takes the page over (hydrated or rendered afresh): React holds #root.
      await expect
        .poll(() =>
          page.evaluate(() =>
            Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
          ),
        )
        .toBe(true);
    }
    // The browser reports each 404 it is answered (the page's, and a failed page's reads, which it asks again) as
    // a failed load; besides those, nothing may go wrong: no page error, no other console error.
    const notFound = 'console: Failed to load resource: the server responded with a status of 404 (Not Found)';
    expect(problems.filter((problem) => !problem.startsWith(notFound))).toEqual([]);
    const api = await page.request.get('/api/marketplace/components/no-such-component-here');
    expect(api.status()).toBe(404);
  });

  test('the dashboard sends a signed-out visitor to sign in', async ({ page }) => {
    await page.goto('/dashboard/links');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fdashboard%2Flinks|\/sign-in\?next=\/dashboard\/links/);
  });
});

test.describe('rough edges, smoothed', () => {
  test('label indexes answer, labels read as people write them, and sites show no price', async ({
    page,
    request,
    problems,
  }) => {
    const tags = (await (await request.get('/api/marketplace/components/tags')).json()) as {
      items: { label: string }[];
    };
    await openPage(page, '/marketplace/components/tags');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Component tags');
    await expect(page.locator('.label-tile')).toHaveCount(tags.items.length);

    const sites = (await (await request.get('/api/feed?kind=sites&limit=1')).json()) as CardPage;
    const site = sites.items[0];
    if (site === undefined) throw new Error('the demo content has no site');
    await openPage(page, `/feed/sites/${site.slug}`);
    await expect(page.locator('dl.facts')).not.toContainText('Price');

    const vectors = (await (await request.get('/api/marketplace/vectors?limit=1')).json()) as CardPage;
    const vector = vectors.items[0];
    if (vector === undefined) throw new Error('the demo content has no vector');
    await openPage(page, `/marketplace/vectors/${vector.slug}`);
    const formats = page.locator('dl.facts div').filter({ hasText: 'Formats' }).locator('dd');
    await expect(formats).toHaveText(/^[A-Z][A-Za-z]*(, [A-Z][A-Za-z]*)*$/);
    expect(problems).toEqual([]);
  });

  test('feed cards say when each item was published, and how many like it', async ({ page, problems }) => {
    await openPage(page, '/feed');
    const card = page.getByRole('list', { name: 'Feed' }).getByRole('listitem').first();
    await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    await expect(card.locator('.likes')).toContainText(/\d+/);
    expect(problems).toEqual([]);
  });

  test('sign-in, sign-up and the dashboard have titles of their own', async ({ page }) => {
    await openPage(page, '/sign-in');
    await expect(page).toHaveTitle('Sign in · Creators');
    await openPage(page, '/sign-up');
    await expect(page).toHaveTitle('Create your account · Creators');
  });
});

test.describe('the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('follows the system setting', async ({ page, problems }) => {
    await openPage(page, '/marketplace');
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    const [red = 255, green = 255, blue = 255] = (background.match(/\d+/g) ?? []).map(Number);
    expect(red + green + blue).toBeLessThan(120);
    const text = await page.evaluate(() => getComputedStyle(document.body).color);
    expect((text.match(/\d+/g) ?? []).map(Number).reduce((a, b) => a + b, 0)).toBeGreaterThan(600);
    expect(problems).toEqual([]);
  });
});
