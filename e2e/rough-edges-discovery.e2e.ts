import type { CardPage, SearchAnswer, SearchSuggestions } from '@creators/contracts';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, expect, openPage, test } from './fixtures.js';

/** The `<title>` the server renders for a path, before any script runs. */
async function serverTitle(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (title === undefined) throw new Error(`${path} has no title`);
  return title.replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&quot;', '"');
}

/** The demo's newest component, as its card. */
async function newestComponent(request: APIRequestContext): Promise<CardPage['items'][number]> {
  const { items } = (await (await request.get('/api/marketplace/components?limit=1')).json()) as CardPage;
  const card = items[0];
  if (card === undefined) throw new Error('the demo content has no component');
  return card;
}

test.describe('browsing and search, as seen in a real browser', () => {
  test('the home leads to every tag as it does to every category', async ({ page, problems }) => {
    await openPage(page, '/marketplace');
    const tags = page.getByRole('region', { name: 'Component tags' });
    await tags.getByRole('link', { name: 'All tags' }).click();
    await expect(page).toHaveURL(/\/marketplace\/components\/tags$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await page
      .getByRole('region', { name: 'Template categories' })
      .getByRole('link', { name: 'All categories' })
      .click();
    await expect(page).toHaveURL(/\/marketplace\/templates\/category$/);
    expect(problems).toEqual([]);
  });

  test('an item page and a creator page keep the title the server gave them once they hydrate', async ({
    page,
    problems,
  }) => {
    const card = await newestComponent(page.request);
    for (const path of [
      `/marketplace/components/${card.slug}`,
      `/feed/components/${card.slug}`,
      `/${card.creator.handle}`,
    ]) {
      const title = await serverTitle(page.request, path);
      await openPage(page, path);
      // Report is enabled once the page has hydrated (and so once the browser has set its title).
      await expect(page.getByRole('button', { name: 'Report', exact: true })).toBeEnabled();
      await expect(page).toHaveTitle(title);
    }
    expect(problems).toEqual([]);
  });

  test('a tag, a category, a preview, a search and a narrowed feed keep the title the server gave them', async ({
    page,
    problems,
  }) => {
    const card = await newestComponent(page.request);
    for (const path of [
      '/marketplace/components/tags/navigation',
      '/marketplace/templates/category/portfolio',
      `/marketplace/components/${card.slug}/preview`,
      '/marketplace/search?q=navbar',
      '/feed?kind=vectors',
    ]) {
      const title = await serverTitle(page.request, path);
      await openPage(page, path);
      // The browser sets its title once the page has hydrated and its data settled: it is the server's.
      await expect(page, path).toHaveTitle(title);
    }
    // Reached inside the app (no page load), a page is titled by the browser alone: as the server titles it.
    await openPage(page, '/marketplace/components/tags');
    const tag = page.locator('main a[href^="/marketplace/components/tags/"]').first();
    const path = (await tag.getAttribute('href')) ?? '';
    await tag.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page).toHaveTitle(await serverTitle(page.request, path));
    expect(problems).toEqual([]);
  });

  test("search's facet groups are headings one level below the page's, with none skipped", async ({
    page,
    problems,
  }) => {
    await openPage(page, '/marketplace/search?q=navbar');
    const facets = page.getByRole('complementary', { name: 'Narrow the results' });
    await expect(facets.getByRole('heading', { level: 2, name: 'Kind' })).toBeVisible();
    await expect(facets.getByRole('heading', { level: 3 })).toHaveCount(0);
    // From the h1 down, no heading jumps more than one level.
    const levels = await page
      .locator('main')
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    expect(levels[0]).toBe(1);
    for (const [i, level] of levels.entries()) if (i > 0) expect(level - (levels[i - 1] ?? 1)).toBeLessThanOrEqual(1);
    expect(problems).toEqual([]);
  });

  test.describe('on a wide screen', () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('related items fill whole rows', async ({ page, problems }) => {
      const { items } = (await (await page.request.get('/api/marketplace/components?limit=1')).json()) as CardPage;
      const card = items[0];
      if (card === undefined) throw new Error('the demo content has no component');
      await openPage(page, `/marketplace/components/${card.slug}`);
      const sections = page.locator('section.related');
      await expect(sections.first()).toBeVisible();
      for (const section of await sections.all()) {
        const tops = await section
          .locator('.card-grid > li')
          .evaluateAll((cards) => cards.map((li) => Math.round(li.getBoundingClientRect().top)));
        const rows = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
        // Every row as full as the first.
        expect(rows.every((count) => count === rows[0])).toBe(true);
      }
      expect(problems).toEqual([]);
    });
  });
});

test.describe('search that corrected the words says so', () => {
  test('"navbr" shows results for navbar, and a link searches the words as typed', async ({ page, problems }) => {
    await openPage(page, '/marketplace/search?q=navbr');
    const correction = page.locator('.search-correction');
    await expect(correction).toContainText('Showing results for navbar');
    await expect(page.getByRole('list', { name: 'Results for navbr' }).getByRole('listitem').first()).toContainText(
      /navbar/i,
    );
    await correction.getByRole('link', { name: 'Search instead for navbr' }).click();
    await expect(page).toHaveURL(/\/marketplace\/search\?q=navbr&exact=true$/);
    // As typed, the misspelt word is found nowhere, and nothing claims to have been corrected.
    await expect(page.getByRole('heading', { name: 'Nothing matches “navbr”' })).toBeVisible();
    await expect(page.locator('.search-correction')).toHaveCount(0);
    // The correction turned down is offered, not applied.
    await page.getByRole('link', { name: 'navbar', exact: true }).click();
    await expect(page).toHaveURL(/\/marketplace\/search\?q=navbar&exact=true$/);
    await expect(page.getByRole('list', { name: 'Results for navbar' }).getByRole('listitem').first()).toContainText(
      /navbar/i,
    );
    expect(problems).toEqual([]);
  });
});

test.describe('search suggestions tell like titles apart', () => {
  test('each suggested item shows its cover and who made it', async ({ page, problems }) => {
    const { items } = (await (
      await page.request.get('/api/marketplace/suggestions?q=navb')
    ).json()) as SearchSuggestions;
    const first = items[0];
    if (first === undefined) throw new Error('the demo content suggests nothing for "navb"');
    await openPage(page, '/marketplace/search');
    await page.getByRole('combobox', { name: 'Search the marketplace' }).fill('navb');
    const option = page.getByRole('option', { name: first.title }).first();
    await expect(option).toContainText(first.creator.name);
    // The demo's items all have an uploaded cover: a thumbnail, drawn.
    const thumbnail = option.locator('.suggestion-thumb img');
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});

test.describe('price facets carry the currency sign', () => {
  test('one currency reads in its sign; across several, a currency is chosen first', async ({
    page,
    browser,
    problems,
  }) => {
    // The demo's items are priced in dollars.
    await openPage(page, '/marketplace/search?q=navbar');
    const facets = page.getByRole('complementary', { name: 'Narrow the results' });
    const price = facets.getByRole('region', { name: 'Price' });
    const ranges = price.getByRole('link').filter({ hasNotText: /^(Free|Paid)\b/ });
    await expect(ranges.first()).toBeVisible();
    for (const text of await ranges.allTextContents()) expect(text).toContain('$');

    // A word of letters only, found in these two items alone: one in euros, one in dollars.
    const word = `zq${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 8)}`;
    const maker = await browser.newContext({ baseURL: new URL(page.url()).origin });
    try {
      const signedIn = await maker.request.post('/api/auth/sign-in', {
        data: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      });
      expect(signedIn.status()).toBe(200);
      for (const currency of ['EUR', 'USD']) {
        const created = await maker.request.post('/api/dashboard/components', {
          data: { title: `${word} ${currency.toLowerCase()}`, summary: 'Priced', price: { amount: 500, currency } },
        });
        expect(created.status()).toBe(201);
        const { id } = (await created.json()) as { id: string };
        expect((await maker.request.post(`/api/dashboard/components/${id}/publish`)).status()).toBe(200);
      }
    } finally {
      await maker.close();
    }
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/marketplace/search?q=${word}`)).json()) as SearchAnswer).total,
      )
      .toBe(2);
    await openPage(page, `/marketplace/search?q=${word}`);
    const currencies = facets.getByRole('region', { name: 'Currency' });
    await expect(currencies.getByRole('link')).toHaveText(['EUR 1', 'USD 1']);
    // No range across currencies: only paid.
    await expect(price.getByRole('link')).toHaveText(['Paid 2']);
    await currencies.getByRole('link', { name: /^EUR/ }).click();
    await expect(page).toHaveURL(/currency=EUR/);
    await expect(price.getByRole('link')).toHaveText(['Paid 1', 'Under €10 1']);
    expect(problems).toEqual([]);
  });
});
