import type { CardPage, ItemPageView, Price } from '@creators/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, openPage, signUpThroughOutbox, test } from './fixtures.js';

const unique = (): string => Math.random().toString(36).slice(2, 8);

const money = (price: Price): string =>
  new Intl.NumberFormat('en', { style: 'currency', currency: price.currency }).format(price.amount / 100);

/** A published paid template of the demo content. */
async function paidTemplate(request: APIRequestContext): Promise<ItemPageView['item']> {
  const listing = (await (await request.get('/api/marketplace/templates?price=paid&limit=1')).json()) as CardPage;
  const [card] = listing.items;
  if (card === undefined) throw new Error('the demo content has no paid template');
  return ((await (await request.get(`/api/marketplace/templates/${card.slug}`)).json()) as ItemPageView).item;
}

/** Return paths that are on this site as written, and another site once normalised or decoded. */
const ELSEWHERE = [
  '/.//evil.example',
  '/dashboard/../..//evil.example',
  '/\\evil.example',
  '/%2F%2Fevil.example',
  'https://evil.example/',
];

test.describe('a sign-in gate resumes what the visitor began', () => {
  test('Buy as a visitor, sign up, confirm by the mailed link, and land on the checkout of that item', async ({
    page,
    request,
    problems,
  }) => {
    const template = await paidTemplate(request);
    const itemPage = `/marketplace/templates/${template.slug}`;
    await openPage(page, itemPage);
    await page.getByRole('button', { name: `Buy for ${money(template.price)}` }).click();
    await expect(page).toHaveURL(/\/sign-in\?next=/);

    // Creating an account instead keeps the way back, and what was begun.
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/sign-up\?next=/);
    const next = new URL(page.url()).searchParams.get('next');
    expect(next).toBe(`${itemPage}?then=buy`);
    await signUpThroughOutbox(page, `resumer${unique()}`, 'Resuming Buyer');

    // No second click: back on the item, the order is placed and its checkout opens.
    await expect(page).toHaveURL(/\/checkout\/[^/?]+$/);
    await expect(page.getByRole('note', { name: 'Test mode' })).toBeVisible();
    await expect(page.getByRole('link', { name: template.title })).toBeVisible();
    await expect(page.getByText(money(template.price), { exact: true })).toBeVisible();
    // Back to the item: the purchase is not begun again (the address forgot it).
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${itemPage}$`));
    await expect(page.getByRole('button', { name: `Buy for ${money(template.price)}` })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(new RegExp(`${itemPage}$`));
    expect(problems).toEqual([]);
  });

  test('Like as a visitor takes the same way: sign in, and the like is given on return', async ({
    page,
    request,
    problems,
  }) => {
    const template = await paidTemplate(request);
    const itemPage = `/marketplace/templates/${template.slug}`;
    await openPage(page, itemPage);
    await page.getByRole('link', { name: 'Like', exact: true }).click();
    await expect(page).toHaveURL(/\/sign-in\?next=.*then%3Dlike/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await signUpThroughOutbox(page, `liker${unique()}`, 'Resuming Liker');
    await expect(page).toHaveURL(new RegExp(`${itemPage}$`));
    await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');
    // Shown at once, before the server has answered; the button is enabled again once it has.
    await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');
    expect(problems).toEqual([]);
  });

  test('a return path that would leave the site, once normalised, leads to the dashboard instead', async ({ page }) => {
    await openPage(page, '/sign-up');
    await signUpThroughOutbox(page, `stayer${unique()}`, 'Staying Put');
    const origin = new URL(page.url()).origin;

    for (const where of ['/sign-in', '/sign-up']) {
      for (const next of ELSEWHERE) {
        // The server's answer, signed in: a redirect to this site's dashboard, never elsewhere.
        const answer = await page.request.get(`${where}?next=${encodeURIComponent(next)}`, { maxRedirects: 0 });
        expect([answer.status(), answer.headers().location]).toEqual([302, '/dashboard']);
      }
    }
    // And the browser, which follows it: it stays on this site.
    await page.goto(`/sign-in?next=${encodeURIComponent('/.//evil.example')}`);
    await expect(page).toHaveURL(`${origin}/dashboard/components`);
  });
});
