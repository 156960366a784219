import type { FrameLocator, Page } from '@playwright/test';
import { MARKETPLACE_KINDS, type MarketplaceKind } from '@creators/contracts';
import { expect, openPage, test } from './fixtures.js';

/** What a live preview must show for its title: a navbar preview is a navbar, a pricing table three plans. */
const COMPONENT_PARTS: readonly (readonly [RegExp, string, number])[] = [
  [/ Navbar$/, 'header.navbar nav a', 4],
  [/ Pricing Table$/, 'article.plan', 3],
  [/ Hero Section$/, 'section.hero h1', 1],
  [/ Feature Grid$/, 'article.card h3', 6],
  [/ Testimonial Slider$/, 'blockquote', 2],
  [/ Footer$/, 'footer.site-footer a', 9],
  [/ FAQ Accordion$/, 'details summary', 4],
  [/ Stats Row$/, '.stat strong', 4],
  [/ Sign-up Form$/, 'form input[type="email"]', 1],
  [/ Cookie Banner$/, '[role="dialog"] button', 2],
];

async function expectKindAppropriate(frame: FrameLocator, kind: MarketplaceKind, title: string): Promise<void> {
  switch (kind) {
    case 'components': {
      const part = COMPONENT_PARTS.find(([noun]) => noun.test(title));
      expect(part, `a component part for ${title}`).toBeDefined();
      const [, selector, count] = part ?? [/$/, 'nothing', 1];
      await expect(frame.locator(selector)).toHaveCount(count);
      return;
    }
    case 'templates':
      // A small site: a navbar, sections, a footer, under the template's name.
      await expect(frame.locator('header.navbar')).toBeVisible();
      await expect(frame.locator('footer.site-footer')).toBeVisible();
      expect(await frame.locator('section').count()).toBeGreaterThanOrEqual(2);
      return;
    case 'plugins':
      await expect(frame.locator('.plugin .titlebar')).toHaveText(title);
      return;
    case 'tutorials':
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(frame.locator('ol.steps li')).toHaveCount(4);
      return;
    case 'vectors':
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(frame.locator('figure.shape svg')).toHaveCount(12);
      return;
  }
}

/** The item pages the home links to, one per kind, with their titles. */
async function itemsOnTheHome(page: Page): Promise<Map<MarketplaceKind, { path: string; title: string }>> {
  const found = new Map<MarketplaceKind, { path: string; title: string }>();
  for (const link of await page.locator('main a[href^="/marketplace/"]').all()) {
    const path = (await link.getAttribute('href')) ?? '';
    const [, kind = '', slug = '', rest] = /^\/marketplace\/([a-z]+)\/([^/?#]+)(.*)$/.exec(path) ?? [];
    const known = MARKETPLACE_KINDS.find((one) => one === kind);
    if (known === undefined || rest !== '' || ['tags', 'category', 'categories'].includes(slug)) continue;
    const title = (await link.innerText()).trim();
    if (!found.has(known) && title !== '') found.set(known, { path, title });
  }
  return found;
}

test.describe('the demo content', () => {
  test('the home shows items with pictures and names of their own', async ({ page, problems }) => {
    await openPage(page, '/marketplace');
    const cards = await page.locator('main article.card:has(.card-cover img)').all();
    expect(cards.length).toBeGreaterThanOrEqual(8);
    // The same item may be shown twice (featured and new); two items never share a cover.
    const coverOf = new Map<string, string>();
    for (const card of cards) {
      const href = (await card.locator('a.card-link').getAttribute('href')) ?? '';
      const image = card.locator('.card-cover img').first();
      coverOf.set(href, (await image.getAttribute('src')) ?? '');
    }
    expect(coverOf.size).toBeGreaterThanOrEqual(8);
    expect(new Set(coverOf.values()).size).toBe(coverOf.size);
    expect(problems).toEqual([]);
  });

  test('an item opened from the home has a live preview drawn for its kind and title', async ({ page, problems }) => {
    await openPage(page, '/marketplace');
    const items = await itemsOnTheHome(page);
    expect([...items.keys()].length).toBeGreaterThanOrEqual(2);
    const seen: string[] = [];
    for (const [kind, { path, title }] of items) {
      await openPage(page, '/marketplace');
      await page.locator(`main a[href="${path}"]`).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await page.getByRole('link', { name: 'Preview', exact: true }).click();
      await expect(page).toHaveURL(/\/preview$/);
      const frame = page.frameLocator(`iframe[title="Preview of ${title}"]`);
      await expectKindAppropriate(frame, kind, title);
      // The preview is this item's (titled with its name), and unlike the other kinds' previews.
      const preview = page.frames().find((one) => one.url().includes('/creators-assets/demo/previews/'));
      expect(await preview?.title()).toBe(title);
      seen.push(await frame.locator('body').innerHTML());
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(problems).toEqual([]);
  });
});
