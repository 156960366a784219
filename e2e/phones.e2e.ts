import type { CardPage, CreatorPageView, ItemCard } from '@creators/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, expect, openPage, signUpThroughOutbox, test } from './fixtures.js';

const PHONE = { width: 390, height: 844 };

/** How far the page reaches past the screen's right edge (0: nothing scrolls sideways). */
const overflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function demoCards(request: APIRequestContext): Promise<ItemCard[]> {
  const answer = await request.get('/api/marketplace/components?limit=50');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as CardPage).items;
}

/** A creator of the demo content whose published work spans several kinds. */
async function creatorOfSeveralKinds(request: APIRequestContext): Promise<CreatorPageView> {
  for (const card of await demoCards(request)) {
    const view = (await (await request.get(`/api/creators/${card.creator.handle}`)).json()) as CreatorPageView;
    if (Object.values(view.items).filter((cards) => cards.length > 0).length >= 2) return view;
  }
  throw new Error('no demo creator has published more than one kind');
}

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: PHONE });

  test('no page scrolls sideways, the item form with its upload fields included', async ({ page, problems }) => {
    const [card] = await demoCards(page.request);
    if (card === undefined) throw new Error('the demo content has no component');
    for (const path of [
      '/marketplace',
      '/marketplace/components',
      `/marketplace/components/${card.slug}`,
      `/${card.creator.handle}`,
      '/marketplace/search?q=grid',
      // One word as long as search takes, matching nothing: the empty state says it back, wrapped.
      `/marketplace/search?q=${'q'.repeat(200)}`,
      '/marketplace/components/tags',
      '/marketplace/templates/categories',
      '/feed',
      '/experts',
      '/sign-in',
      '/sign-up',
    ]) {
      await openPage(page, path);
      expect({ path, overflow: await overflow(page) }).toEqual({ path, overflow: 0 });
    }
    const signedIn = await page.request.post('/api/auth/sign-in', {
      data: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    await openPage(page, '/dashboard/components?edit=new');
    await expect(page.getByText('Choose an image').first()).toBeVisible();
    expect(await overflow(page)).toBe(0);
    expect(problems).toEqual([]);
  });

  test('an item page shows the price and Buy (or Get) on its first screen', async ({ page, problems }) => {
    const cards = await demoCards(page.request);
    const paid = cards.find((card) => card.price.amount > 0);
    const free = cards.find((card) => card.price.amount === 0);
    if (paid === undefined || free === undefined) throw new Error('the demo components are not both free and paid');
    for (const [card, name] of [
      [paid, /^Buy/],
      [free, /^Get$/],
    ] as const) {
      await openPage(page, `/marketplace/components/${card.slug}`);
      const action = page.getByRole('button', { name });
      await expect(action).toBeVisible();
      const box = await action.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    }
    // The paid one names its price on the button, so the price is in the first screen too.
    await openPage(page, `/marketplace/components/${paid.slug}`);
    await expect(page.getByRole('button', { name: /^Buy/ })).toContainText(/\d/);
    expect(problems).toEqual([]);
  });

  test('search shows its results first, with the filters behind a Filters button', async ({ page, problems }) => {
    await openPage(page, '/marketplace/search?q=grid');
    const results = page.getByRole('list', { name: 'Results for grid' });
    const filters = page.getByRole('complementary', { name: 'Narrow the results' });
    const firstResult = results.getByRole('listitem').first();
    await expect(firstResult).toBeVisible();
    // The first result starts on the first screen; the filters' links are not shown until asked for.
    expect((await firstResult.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(PHONE.height);
    const kindLinks = filters.getByRole('link', { name: /^Plugins \d+$/ });
    await expect(kindLinks).toBeHidden();
    await filters.locator('summary', { hasText: 'Filters' }).click();
    await expect(kindLinks).toBeVisible();
    await kindLinks.click();
    await expect(page).toHaveURL(/kind=plugins/);
    await expect(filters.locator('summary')).toHaveText('Filters (1 chosen)');
    expect(problems).toEqual([]);
  });

  test('the filters open without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/marketplace/search?q=grid');
      const filters = page.getByRole('complementary', { name: 'Narrow the results' });
      const kindLink = filters.getByRole('link', { name: /^Plugins \d+$/ });
      await expect(page.getByRole('list', { name: 'Results for grid' }).getByRole('listitem').first()).toBeVisible();
      await expect(kindLink).toBeHidden();
      await filters.locator('summary', { hasText: 'Filters' }).click();
      await expect(kindLink).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('a creator page is one grid with kind tabs, without the creator on every card', async ({ page, problems }) => {
    const view = await creatorOfSeveralKinds(page.request);
    const kinds = Object.entries(view.items).filter(([, cards]) => cards.length > 0);
    const shown = kinds.reduce((sum, [, cards]) => sum + cards.length, 0);
    await openPage(page, `/${view.creator.handle}`);
    const work = page.getByRole('region', { name: 'Work' });
    const tabs = work.getByRole('navigation', { name: 'Kinds of work' }).getByRole('link');
    await expect(tabs).toHaveCount(kinds.length + 1);
    await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
    const grid = work.getByRole('list').last();
    await expect(grid.getByRole('listitem')).toHaveCount(shown);
    await expect(work.getByRole('list')).toHaveCount(2);
    await expect(work.getByRole('link', { name: view.creator.name })).toHaveCount(0);

    const [kind, cards] = kinds[1] ?? kinds[0] ?? ['components', []];
    const tab = tabs.filter({ hasText: new RegExp(`^${kind}`, 'i') });
    await tab.click();
    await expect(page).toHaveURL(new RegExp(`\\?kind=${kind}$`));
    await expect(tab).toHaveAttribute('aria-current', 'page');
    await expect(grid.getByRole('listitem')).toHaveCount(cards.length);
    expect(await overflow(page)).toBe(0);
    expect(problems).toEqual([]);
  });

  test('one long word a creator writes (a title, a name, a link) wraps on every page it shows on', async ({
    page,
    problems,
  }) => {
    const word = 'Pneumonoultramicroscopicsilicovolcanoconiosis';
    const handle = `longword${Date.now().toString(36)}`;
    await openPage(page, '/sign-up');
    await signUpThroughOutbox(page, handle, word);
    const created = await page.request.post('/api/dashboard/vectors', {
      data: { title: `${word}${word}`, summary: `${word}${word}` },
    });
    expect(created.status()).toBe(201);
    const { id, slug } = (await created.json()) as { id: string; slug: string };
    try {
      expect((await page.request.post(`/api/dashboard/vectors/${id}/publish`)).status()).toBe(200);
      const link = await page.request.post('/api/dashboard/links', {
        data: { title: word, url: `https://${word.toLowerCase()}.example/${word}` },
      });
      expect(link.status()).toBe(201);
      // Shown once every public read model has it.
      await expect.poll(async () => (await page.request.get(`/api/marketplace/vectors/${slug}`)).status()).toBe(200);
      for (const path of [
        `/marketplace/vectors/${slug}`,
        `/feed/vectors/${slug}`,
        `/${handle}`,
        `/marketplace/search?q=${word}`,
        '/dashboard/vectors',
        '/dashboard/links',
      ]) {
        await openPage(page, path);
        await expect(page.getByText(word).first()).toBeVisible();
        expect({ path, overflow: await overflow(page) }).toEqual({ path, overflow: 0 });
      }
    } finally {
      // Gone again, so the other tests' newest items stay the demo's.
      expect((await page.request.delete(`/api/dashboard/vectors/${id}`)).status()).toBe(204);
    }
    expect(problems).toEqual([]);
  });
});

test('on a wide screen the item form does not scroll sideways either', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const signedIn = await page.request.post('/api/auth/sign-in', {
    data: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  await openPage(page, '/dashboard/components?edit=new');
  await expect(page.getByText('Choose an image').first()).toBeVisible();
  expect(await overflow(page)).toBe(0);
  // The filters stay beside the results there, with no button to open them.
  await openPage(page, '/marketplace/search?q=grid');
  const filters = page.getByRole('complementary', { name: 'Narrow the results' });
  await expect(filters.getByRole('link', { name: /^Plugins \d+$/ })).toBeVisible();
  await expect(filters.locator('summary')).toBeHidden();
  expect(problems).toEqual([]);
});

test.describe('covers on a first visit', () => {
  test.use({ viewport: PHONE });

  test('the first row loads at once and first, the rest when scrolled to', async ({ page, problems }) => {
    await openPage(page, '/marketplace');
    const covers = page.locator('.card-cover img');
    const first = page.locator('.kind-section').first().locator('.card-cover img');
    const eager = await first.count();
    expect(eager).toBeGreaterThan(0);
    const priorities = await covers.evaluateAll((images) =>
      images.map((image) => `${image.getAttribute('loading')} ${image.getAttribute('fetchpriority') ?? 'auto'}`),
    );
    expect(priorities.slice(0, Math.min(eager, 4))).toEqual(Array(Math.min(eager, 4)).fill('eager high'));
    expect(priorities.slice(Math.min(eager, 4))).toEqual(
      Array(priorities.length - Math.min(eager, 4)).fill('lazy auto'),
    );
    expect(problems).toEqual([]);
  });

  test('a card asks for a picture the size of its column, not of half the screen', async ({ page, problems }) => {
    // Four columns of about 250 px at 1100 px: the 400 px rendition is enough, the 640 px one is waste.
    await page.setViewportSize({ width: 1100, height: 800 });
    await openPage(page, '/marketplace/components');
    const cover = page.locator('.card-cover img').first();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = await cover.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      drawn: img.getBoundingClientRect().width * window.devicePixelRatio,
    }));
    const rendition = Number(/-(\d+)\.(webp|jpg)$/.exec(shown.src)?.[1] ?? Number.NaN);
    expect(rendition).toBeGreaterThanOrEqual(shown.drawn);
    expect(rendition).toBeLessThan(2 * shown.drawn);
    expect(problems).toEqual([]);
  });
});
