import { AxeBuilder } from '@axe-core/playwright';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { CardPage, ItemFile, ItemPageView, MarketplaceKind, Price } from '@creators/contracts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, openPage, signUpThroughOutbox, test } from './fixtures.js';

const unique = (): string => Math.random().toString(36).slice(2, 8);

/** A published demo item of a kind, free or paid, with at least one file to download. */
async function demoItemWithFiles(
  request: APIRequestContext,
  kind: MarketplaceKind,
  price: 'free' | 'paid',
): Promise<ItemPageView['item'] & { readonly files: readonly ItemFile[] }> {
  const listing = (await (await request.get(`/api/marketplace/${kind}?price=${price}&limit=100`)).json()) as CardPage;
  for (const card of listing.items) {
    const { item } = (await (await request.get(`/api/marketplace/${kind}/${card.slug}`)).json()) as ItemPageView;
    if (item.files !== undefined && item.files.length > 0) return { ...item, files: item.files };
  }
  throw new Error(`the demo content has no ${price} ${kind} with files`);
}

const money = (price: Price): string =>
  new Intl.NumberFormat('en', { style: 'currency', currency: price.currency }).format(price.amount / 100);

const signUp = (page: Page, handle: string): Promise<void> => signUpThroughOutbox(page, handle, `Buyer ${handle}`);

async function payWith(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay .* \(test\)$/ }).click();
}

/** Clicks a download link and checks the file that arrives: its name and its bytes' SHA-256. */
async function expectDownload(page: Page, link: Locator, file: ItemFile): Promise<Buffer> {
  const arrived = page.waitForEvent('download');
  await link.click();
  const download = await arrived;
  expect(download.suggestedFilename()).toBe(file.name);
  const bytes = await readFile(await download.path());
  expect(bytes.length).toBe(file.size);
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.hash);
  return bytes;
}

/** The screen fits a phone (390 px wide, nothing scrolls sideways) and has no serious accessibility fault. */
async function expectFitsAPhone(page: Page): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  if (size !== null) await page.setViewportSize(size);
}

test.describe('getting and buying', () => {
  test('a buyer buys a paid template in test mode, finds it in the library, downloads it, and the creator sees the sale', async ({
    page,
    browser,
    request,
    problems,
  }) => {
    const template = await demoItemWithFiles(request, 'templates', 'paid');
    const [archive] = template.files;
    if (archive === undefined) throw new Error('no file');
    const itemPage = `/marketplace/templates/${template.slug}`;

    // Signed out: buying starts with an account, and comes back to the item.
    await openPage(page, itemPage);
    await page.getByRole('button', { name: `Buy for ${money(template.price)}` }).click();
    await expect(page).toHaveURL(/\/sign-in\?next=/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await signUp(page, `buyer${unique()}`);
    // Back on the item, the purchase goes on by itself: its checkout opens.
    await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
    await expect(page.getByRole('note', { name: 'Test mode' })).toContainText('No money moves');
    await expect(page.getByRole('link', { name: template.title })).toBeVisible();
    await expect(page.getByText(money(template.price), { exact: true })).toBeVisible();
    await expectFitsAPhone(page);

    // The declined card first: said clearly, and the form takes another.
    await payWith(page, '4000 0000 0000 0002');
    await expect(page.getByText(/No money moved\. Try another card\./)).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveValue('');
    await payWith(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(/\/library\?order=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your library');
    await expect(page.getByText(/is complete/)).toBeVisible();
    const entry = page.getByRole('article', { name: template.title });
    await expect(entry.getByText('Bought')).toBeVisible();
    const receipt = entry.getByRole('definition').filter({ hasText: money(template.price) });
    await expect(receipt).toBeVisible();
    const bytes = await expectDownload(
      page,
      entry.getByRole('link', { name: `Download ${archive.name} of “${template.title}”` }),
      archive,
    );
    expect(bytes.subarray(0, 4).toString('binary')).toBe('PK\u0003\u0004');

    await expectFitsAPhone(page);

    // The item page knows it is bought.
    await openPage(page, itemPage);
    await expect(page.getByRole('link', { name: /In your library/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Buy for/ })).toHaveCount(0);

    // The creator sees the sale in the item's insight.
    const creator = await browser.newContext();
    try {
      const creatorPage = await creator.newPage();
      await creatorPage.goto('/sign-in?next=%2Fdashboard%2Finsights');
      await creatorPage.getByLabel('Email').fill(`${template.creator.handle}@demo.creators.test`);
      await creatorPage.getByLabel('Password').fill(DEMO_PASSWORD);
      await creatorPage.getByRole('button', { name: 'Sign in' }).click();
      await expect(creatorPage.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
      // Titles may repeat between items: the row is found by the item's id.
      await creatorPage.getByRole('table').locator(`a[href="/dashboard/insights/${template.id}"]`).click();
      await expect(creatorPage.getByRole('heading', { level: 1 })).toHaveText(`Insights: ${template.title}`);
      // The read model may take a moment to count the sale: read the page again until it does.
      await expect(async () => {
        await creatorPage.reload();
        const sales = creatorPage.locator('.totals > div', { has: creatorPage.getByText('Sales', { exact: true }) });
        await expect(sales.locator('dd')).toHaveText('1', { timeout: 10_000 });
      }).toPass({ timeout: 45_000 });
      const revenue = creatorPage.locator('.totals > div', { has: creatorPage.getByText('Revenue', { exact: true }) });
      await expect(revenue).toContainText(money(template.price));
      await expect(creatorPage.getByRole('figure', { name: 'The funnel' })).toBeVisible();
      await expectFitsAPhone(creatorPage);
    } finally {
      await creator.close();
    }
    // The declined card's 402 is an answer the journey asked for.
    expect(problems.filter((p) => !/status of 402/.test(p))).toEqual([]);
  });

  test('a visitor gets a free vector and downloads it', async ({ page, request, problems }) => {
    const vector = await demoItemWithFiles(request, 'vectors', 'free');
    const [svg] = vector.files;
    if (svg === undefined) throw new Error('no file');
    const itemPage = `/marketplace/vectors/${vector.slug}`;

    await openPage(page, itemPage);
    const included = page.getByRole('list', { name: 'Included with the item' });
    await expect(included.getByText(svg.name)).toBeVisible();
    await expect(included.getByRole('link')).toHaveCount(0);

    await page.getByRole('button', { name: 'Get', exact: true }).click();
    await expect(page).toHaveURL(/\/sign-in\?next=/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await signUp(page, `getter${unique()}`);
    // Back on the item, which is got without a second click.
    await expect(page).toHaveURL(new RegExp(`${itemPage}$`));
    const link = page.getByRole('link', { name: `Download ${svg.name} of “${vector.title}”` });
    await expect(link).toBeVisible();
    await expect(page.getByText(/^\d[\d.,]*k? gets?$/)).toBeVisible();
    const bytes = await expectDownload(page, link, svg);
    if (svg.format === 'svg') expect(bytes.toString('utf8')).toMatch(/^<svg /);

    await openPage(page, '/library');
    const entry = page.getByRole('article', { name: vector.title });
    await expect(entry.getByText('Got for free')).toBeVisible();
    await expectDownload(page, entry.getByRole('link', { name: `Download ${svg.name} of “${vector.title}”` }), svg);
    expect(problems).toEqual([]);
  });
});
