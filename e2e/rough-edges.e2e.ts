import type { CardPage, ItemPageView, FeedItemView, MeView } from '@creators/contracts';
import type { Locator, Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, expect, openPage, test } from './fixtures.js';

const PHONE = { width: 390, height: 844 };

const heightOf = async (locator: Locator): Promise<number> =>
  (await locator.boundingBox())?.height ?? Number.POSITIVE_INFINITY;

const scrollY = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);

/** Signs in as a demo creator through the API; the page's context keeps the session cookie. */
async function signInAsDemoCreator(page: Page): Promise<MeView> {
  const signedIn = await page.request.post('/api/auth/sign-in', {
    data: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  return (await (await page.request.get('/api/auth/me')).json()) as MeView;
}

test.describe('rough edges, as seen in a real browser', () => {
  test('a feed item page offers the like and related items, as the marketplace page does, and liking works', async ({
    page,
    problems,
  }) => {
    const me = await signInAsDemoCreator(page);
    const { items } = (await (await page.request.get('/api/feed?kind=components&limit=20')).json()) as CardPage;
    const card = items.find((item) => item.creator.handle !== me.handle);
    if (card === undefined) throw new Error('the demo content has no component by another creator');
    const view = (await (await page.request.get(`/api/feed/components/${card.slug}`)).json()) as FeedItemView;
    expect(typeof view.likedByMe).toBe('boolean');
    expect(view.related.similar.length).toBeGreaterThan(0);

    await openPage(page, `/feed/components/${card.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.title);
    const similar = page.getByRole('region', { name: 'Similar components', exact: true });
    await expect(similar.getByRole('listitem')).toHaveCount(view.related.similar.length);
    // Related cards stay in the feed.
    await expect(similar.locator('a.card-link').first()).toHaveAttribute('href', /^\/feed\/components\//);
    if (view.related.byCreator.length > 0)
      await expect(
        page.getByRole('region', { name: `More from ${card.creator.name}`, exact: true }).getByRole('listitem'),
      ).toHaveCount(view.related.byCreator.length);

    const like = page.getByRole('button', { name: 'Like', exact: true });
    const count = page.locator('.like-count');
    await expect(like).toHaveAttribute('aria-pressed', String(view.likedByMe));
    await expect(count).toHaveText(`${view.item.likes} ${view.item.likes === 1 ? 'like' : 'likes'}`);
    const likes = view.item.likes + (view.likedByMe ? -1 : 1);
    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/marketplace/components/${card.slug}/like`) &&
        response.request().method() === (view.likedByMe ? 'DELETE' : 'POST'),
    );
    await like.click();
    expect((await answered).status()).toBe(200);
    await expect(like).toHaveAttribute('aria-pressed', String(!view.likedByMe));
    await expect(count).toHaveText(`${likes} ${likes === 1 ? 'like' : 'likes'}`);
    // Kept: the page opened afresh says the same.
    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', String(!view.likedByMe));
    await expect(count).toHaveText(`${likes} ${likes === 1 ? 'like' : 'likes'}`);
    // Put back as the demo had it.
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', String(view.likedByMe));
    await page.waitForLoadState('networkidle');

    const next = similar.locator('a.card-link').first();
    const nextTitle = (await next.textContent()) ?? '';
    await next.click();
    await expect(page).toHaveURL(/\/feed\/components\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextTitle);
    expect(problems).toEqual([]);
  });

  test('a search longer than the box takes shows the search page, searched for the first 200 characters', async ({
    page,
    problems,
  }) => {
    const cut = 'a'.repeat(200);
    await page.goto(`/marketplace/search?q=${'a'.repeat(300)}`);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${cut}(&|$)`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${cut}”`);
    await expect(page.getByRole('combobox', { name: 'Search the marketplace' })).toHaveValue(cut);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a new page starts at the top, however far down the last one was scrolled', async ({ page, problems }) => {
    await openPage(page, '/marketplace');
    const card = page.getByRole('region', { name: 'Vectors', exact: true }).locator('a.card-link').first();
    const title = (await card.textContent()) ?? '';
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
    await card.click();
    await expect(page).toHaveURL(/\/marketplace\/vectors\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(problems).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('the header is one row, and every link in it is reachable', async ({ page, problems }) => {
      await openPage(page, '/marketplace');
      const header = page.locator('header.site-header');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect.poll(() => heightOf(header)).toBeLessThan(80);
      for (const [name, path] of [
        ['Feed', '/feed'],
        ['Experts', '/experts'],
        ['Marketplace', '/marketplace'],
      ] as const) {
        const link = nav.getByRole('link', { name, exact: true });
        await expect(link).toBeHidden();
        await nav.getByRole('button', { name: 'Menu' }).click();
        await expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // A new page closes the menu.
        await expect(link).toBeHidden();
        await expect.poll(() => heightOf(header)).toBeLessThan(80);
      }
      await expect(nav.getByRole('link', { name: 'Sign in' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Sign up' })).toBeVisible();

      // Signed in, the account menu is its avatar, named for the creator, and still one row.
      const me = await signInAsDemoCreator(page);
      await page.reload();
      const account = nav.getByRole('button', { name: me.name });
      await expect(account).toBeVisible();
      await expect.poll(() => heightOf(header)).toBeLessThan(80);
      await account.click();
      await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      expect(problems).toEqual([]);
    });

    test('the marketplace home is rows, not grids: each section is one row that scrolls sideways', async ({
      page,
      problems,
    }) => {
      await openPage(page, '/marketplace');
      // Featured collections, trending, new and notable, and a row per kind: each a row of cards, not a grid.
      const sections = page.locator('main section.kind-section');
      await expect.poll(() => sections.count()).toBeGreaterThanOrEqual(7);
      const heights = await sections.evaluateAll((all) => all.map((section) => section.getBoundingClientRect().height));
      for (const height of heights) expect(height).toBeLessThan(620);
      const row = page.getByRole('region', { name: 'Components', exact: true }).getByRole('list');
      await expect.poll(() => row.evaluate((list) => list.scrollWidth - list.clientWidth)).toBeGreaterThan(0);
      // The page itself never scrolls sideways.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(PHONE.width);
      expect(problems).toEqual([]);
    });

    test('the preview’s Desktop frame shows the desktop layout, scaled to fit', async ({ page, problems }) => {
      // Other tests publish components of their own, without a preview: take one that has one.
      const { items } = (await (await page.request.get('/api/marketplace/components?limit=24')).json()) as CardPage;
      let item: CardPage['items'][number] | undefined;
      for (const card of items) {
        const view = (await (
          await page.request.get(`/api/marketplace/components/${card.slug}`)
        ).json()) as ItemPageView;
        if (view.item.previewUrl !== null) {
          item = card;
          break;
        }
      }
      if (item === undefined) throw new Error('the demo content has no component with a preview');
      await openPage(page, `/marketplace/components/${item.slug}/preview`);
      await expect(page.getByRole('button', { name: 'Desktop' })).toHaveAttribute('aria-pressed', 'true');
      const frame = page.getByTitle(`Preview of ${item.title}`);
      // Laid out at a desktop width in its own coordinates...
      await expect
        .poll(() => frame.evaluate((element) => (element instanceof HTMLElement ? element.offsetWidth : 0)))
        .toBeGreaterThanOrEqual(1000);
      // ...and drawn within the phone's width.
      await expect
        .poll(async () => (await frame.boundingBox())?.width ?? Number.POSITIVE_INFINITY)
        .toBeLessThan(PHONE.width);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(PHONE.width);

      await page.getByRole('button', { name: 'Phone' }).click();
      await expect(page).toHaveURL(/device=phone/);
      await expect
        .poll(() => frame.evaluate((element) => (element instanceof HTMLElement ? element.offsetWidth : 0)))
        .toBe(375);
      expect(problems).toEqual([]);
    });
  });
});
