import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, openPage, signUpThroughOutbox, test, grantRole } from './fixtures.js';

const unique = (): string => Math.random().toString(36).slice(2, 8);

interface Card {
  readonly slug: string;
  readonly title: string;
  readonly creator: { readonly handle: string };
}

async function components(page: Page): Promise<Card[]> {
  const answer = await page.request.get('/api/marketplace/components?limit=48');
  return ((await answer.json()) as { items: Card[] }).items;
}

/** A demo creator, signed in through the API in a context of their own (each has the demo password). */
async function demoCreator(context: BrowserContext, handle: string): Promise<APIRequestContext> {
  const signedIn = await context.request.post('/api/auth/sign-in', {
    data: { email: `${handle}@demo.creators.test`, password: DEMO_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  return context.request;
}

test.describe('curation', () => {
  test('a moderator curates a featured collection, and the home leads with it', async ({ page, problems }) => {
    const handle = `curator${unique()}`;
    await page.goto('/sign-up');
    await signUpThroughOutbox(page, handle, `Curator ${handle}`);
    await grantRole(page, 'moderator', handle);

    const title = `Editors’ picks ${unique()}`;
    await openPage(page, '/moderation/collections');
    const form = page.getByRole('form', { name: 'New collection' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Kits we would start a product with.');
    await form.getByRole('button', { name: 'Create collection' }).click();
    const editor = page.getByRole('article', { name: title });
    await expect(editor).toContainText('Draft');

    const [item] = await components(page);
    if (item === undefined) throw new Error('the demo content has no component');
    await openPage(page, `/marketplace/components/${item.slug}`);
    await page.locator('summary', { hasText: 'Save' }).click();
    const featured = page.getByRole('region', { name: 'Featured collections' });
    await featured.getByRole('button', { name: title }).click();
    await expect(featured.getByRole('button', { name: title })).toHaveAttribute('aria-pressed', 'true');

    await openPage(page, '/moderation/collections');
    await expect(editor).toContainText(item.title);
    await editor.getByRole('button', { name: 'Publish' }).click();
    await expect(editor).toContainText('Published');

    // The home leads with it: Featured comes first, before Trending and New and notable.
    await openPage(page, '/marketplace');
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.slice(0, 3)).toEqual(['Featured', 'Trending', 'New and notable']);
    const section = page.getByRole('region', { name: title });
    await expect(section.getByRole('link', { name: item.title })).toBeVisible();
    await section.getByRole('link', { name: 'See the collection' }).click();
    await expect(page).toHaveURL(/\/collections\/editors-picks-/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: item.title })).toBeVisible();
    // Rendered on the server, with its own head.
    const served = await page.request.get(new URL(page.url()).pathname);
    expect(served.status()).toBe(200);
    const html = await served.text();
    expect(html).toContain(`<link rel="canonical" href="${page.url()}"`);
    expect(html).toContain('Kits we would start a product with.');
    expect(problems).toEqual([]);
  });

  test('an item that people get and like now shows in Trending', async ({ page, browser, problems }) => {
    await openPage(page, '/trending');
    const origin = new URL(page.url()).origin;
    const cards = await components(page);
    const makerHandle = cards[0]?.creator.handle ?? '';
    const contexts: BrowserContext[] = [];
    const signedIn = async (handle: string): Promise<APIRequestContext> => {
      const context = await browser.newContext({ baseURL: origin });
      contexts.push(context);
      return demoCreator(context, handle);
    };
    try {
      const maker = await signedIn(makerHandle);
      const title = `Rising Tabs ${unique()}`;
      const created = await maker.post('/api/dashboard/components', { data: { title, summary: 'Tabs people want' } });
      const { id, slug } = (await created.json()) as { id: string; slug: string };
      expect((await maker.post(`/api/dashboard/components/${id}/publish`)).status()).toBe(200);

      // Several people get and like it today: more than any demo item gathered over its week.
      const fans = [...new Set(cards.map((card) => card.creator.handle))].filter((h) => h !== makerHandle).slice(0, 6);
      for (const fan of fans) {
        const request = await signedIn(fan);
        expect((await request.post(`/api/marketplace/components/${slug}/get`)).status()).toBe(200);
        expect((await request.post(`/api/marketplace/components/${slug}/like`)).status()).toBe(200);
      }
      await expect
        .poll(
          async () => {
            await openPage(page, '/trending');
            return page.getByRole('link', { name: title }).count();
          },
          { timeout: 30_000 },
        )
        .toBeGreaterThan(0);
    } finally {
      for (const context of contexts) await context.close();
    }
    expect(problems).toEqual([]);
  });

  test('a signed-in person saves an item to a private collection, then makes it public', async ({
    page,
    browser,
    problems,
  }) => {
    const handle = `saver${unique()}`;
    await page.goto('/sign-up');
    await signUpThroughOutbox(page, handle, `Saver ${handle}`);
    const [item] = await components(page);
    if (item === undefined) throw new Error('the demo content has no component');

    await openPage(page, `/marketplace/components/${item.slug}`);
    await page.locator('summary', { hasText: 'Save' }).click();
    const mine = page.getByRole('region', { name: 'Your collections' });
    const title = `Moodboard ${unique()}`;
    await mine.getByLabel('New collection').fill(title);
    await mine.getByRole('button', { name: 'Create and save' }).click();
    await expect(mine.getByRole('button', { name: title })).toHaveAttribute('aria-pressed', 'true');

    await openPage(page, '/collections');
    const editor = page.getByRole('article', { name: title });
    await expect(editor).toContainText('Private');
    await expect(editor).toContainText(item.title);
    const collections = (await (await page.request.get('/api/collections/mine')).json()) as {
      items: { collection: { title: string; slug: string } }[];
    };
    const slug = collections.items.find((entry) => entry.collection.title === title)?.collection.slug ?? '';
    const address = `/${handle}/collections/${slug}`;

    // Anyone else finds nothing there while it is private.
    const stranger = await browser.newContext({ baseURL: new URL(page.url()).origin });
    try {
      expect((await stranger.request.get(address)).status()).toBe(404);

      await editor.getByRole('button', { name: 'Make public' }).click();
      await expect(editor).toContainText('Public');
      await editor.getByRole('link', { name: 'View' }).click();
      await expect(page).toHaveURL(new RegExp(`${address}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('link', { name: item.title })).toBeVisible();
      await expect.poll(async () => (await stranger.request.get(address)).status(), { timeout: 30_000 }).toBe(200);
    } finally {
      await stranger.close();
    }
    expect(problems).toEqual([]);
  });
});
