import type { CardPage, CreatorPageView, FeedItemView, MeView } from '@creators/contracts';
import type { Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, expect, openPage, test } from './fixtures.js';

/** Signs in as a demo creator through the API; the page's context keeps the session cookie. */
async function signInAsDemoCreator(page: Page): Promise<MeView> {
  const signedIn = await page.request.post('/api/auth/sign-in', {
    data: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  return (await (await page.request.get('/api/auth/me')).json()) as MeView;
}

test.describe('liking, reporting and counting, as seen in a real browser', () => {
  test('a site is liked and reported as any item is, and its page counts as a view', async ({ page, problems }) => {
    const me = await signInAsDemoCreator(page);
    const { items } = (await (await page.request.get('/api/feed?kind=sites&limit=20')).json()) as CardPage;
    const card = items.find((item) => item.creator.handle !== me.handle);
    if (card === undefined) throw new Error('the demo content has no site by another creator');
    const before = (await (await page.request.get(`/api/feed/sites/${card.slug}`)).json()) as FeedItemView;

    const viewed = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/marketplace/sites/${card.slug}/views`) && response.request().method() === 'POST',
    );
    await openPage(page, `/feed/sites/${card.slug}`);
    expect((await viewed).status()).toBe(204);
    await expect(page.getByRole('button', { name: 'Report', exact: true })).toBeVisible();

    const like = page.getByRole('button', { name: 'Like', exact: true });
    const count = page.locator('.like-count');
    await expect(like).toHaveAttribute('aria-pressed', String(before.likedByMe));
    const likes = before.item.likes + (before.likedByMe ? -1 : 1);
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', String(!before.likedByMe));
    await expect(count).toHaveText(`${likes} ${likes === 1 ? 'like' : 'likes'}`);
    // Shown at once, before the server has answered; the button is enabled again once it has.
    await expect(like).toBeEnabled();
    // Kept: the page opened afresh says the same.
    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', String(!before.likedByMe));
    await expect(count).toHaveText(`${likes} ${likes === 1 ? 'like' : 'likes'}`);
    // Put back as the demo had it.
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', String(before.likedByMe));
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('offline, a like and "Load more" say so at once and put back what they showed', async ({
    page,
    context,
    problems,
  }) => {
    const me = await signInAsDemoCreator(page);
    const { items } = (await (await page.request.get('/api/marketplace/components?limit=20')).json()) as CardPage;
    const card = items.find((item) => item.creator.handle !== me.handle);
    if (card === undefined) throw new Error('the demo content has no component by another creator');
    await openPage(page, `/marketplace/components/${card.slug}`);
    const like = page.getByRole('button', { name: 'Like', exact: true });
    await expect(like).toBeEnabled();
    const pressed = (await like.getAttribute('aria-pressed')) ?? '';
    const count = (await page.locator('.like-count').textContent()) ?? '';

    await context.setOffline(true);
    await like.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your like was not saved' })).toContainText(
      'Check your connection',
    );
    await expect(like).toHaveAttribute('aria-pressed', pressed);
    await expect(page.locator('.like-count')).toHaveText(count);

    await context.setOffline(false);
    await openPage(page, '/marketplace/components');
    const results = page.locator('.results a.card-link');
    const shown = await results.count();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByRole('alert')).toHaveText('More could not be loaded. Check your connection and try again.');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => results.count()).toBeGreaterThan(shown);
    // What going offline broke, and nothing else.
    expect(problems.filter((problem) => !problem.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });

  test("a creator's own item offers neither Like nor Report, on its marketplace and its feed page", async ({
    page,
    problems,
  }) => {
    const me = await signInAsDemoCreator(page);
    const view = (await (await page.request.get(`/api/creators/${me.handle}`)).json()) as CreatorPageView;
    const own = Object.values(view.items)
      .flat()
      .find((card) => card.kind !== 'sites');
    if (own === undefined) throw new Error('the demo creator has no item in the marketplace');

    for (const path of [`/marketplace/${own.kind}/${own.slug}`, `/feed/${own.kind}/${own.slug}`]) {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(own.title);
      // The page is the browser's now (the signed-in header shows), and still offers neither.
      await expect(page.getByRole('button', { name: me.name })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Like', exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Report', exact: true })).toHaveCount(0);
    }

    // Someone else's item still offers both.
    const { items } = (await (await page.request.get(`/api/marketplace/${own.kind}?limit=20`)).json()) as CardPage;
    const other = items.find((item) => item.creator.handle !== me.handle);
    if (other === undefined) throw new Error(`the demo content has no ${own.kind} by another creator`);
    await openPage(page, `/marketplace/${other.kind}/${other.slug}`);
    await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Report', exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
