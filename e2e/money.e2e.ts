import type { CardPage, ItemPageView } from '@creators/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, openPage, signUpThroughOutbox, test } from './fixtures.js';

const unique = (): string => Math.random().toString(36).slice(2, 8).toUpperCase();

/** A paid demo template with files: what the journey buys. */
async function paidTemplate(request: APIRequestContext): Promise<ItemPageView['item']> {
  const listing = (await (await request.get('/api/marketplace/templates?price=paid&limit=100')).json()) as CardPage;
  for (const card of listing.items) {
    const { item } = (await (await request.get(`/api/marketplace/templates/${card.slug}`)).json()) as ItemPageView;
    if ((item.files ?? []).length > 0) return item;
  }
  throw new Error('the demo content has no paid template with files');
}

/** The local outbox's mail to an address, newest first: subjects and text. */
async function mailTo(request: APIRequestContext, email: string): Promise<{ subject: string; text: string }[]> {
  const answer = await request.get(`/api/outbox?to=${encodeURIComponent(email)}`);
  return ((await answer.json()) as { items: { subject: string; text: string }[] }).items;
}

async function signInAs(page: Page, email: string, next: string): Promise<void> {
  await page.goto(`/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a buyer buys with a discount code and gets a receipt; the creator sees the sale and fee, refunds it, and the buyer loses the files and is told', async ({
  page,
  browser,
  request,
  problems,
}) => {
  const template = await paidTemplate(request);
  const code = `E2E${unique()}`;
  const creatorEmail = `${template.creator.handle}@demo.creators.test`;

  // The creator makes a 20% code on the Earnings page.
  const creatorContext = await browser.newContext();
  const creator = await creatorContext.newPage();
  try {
    await signInAs(creator, creatorEmail, '/dashboard/earnings');
    await expect(creator.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
    await creator.getByLabel('Code', { exact: true }).fill(code);
    await creator.getByLabel('Off', { exact: true }).fill('20');
    await creator.getByRole('button', { name: 'Make the code' }).click();
    await expect(creator.getByRole('region', { name: 'Discount codes' }).getByText(code)).toBeVisible();

    // The buyer signs up, and buys with the code in the test checkout.
    const handle = `buyer${unique().toLowerCase()}`;
    const buyerEmail = `${handle}@journey.test`;
    await page.goto('/sign-up');
    await signUpThroughOutbox(page, handle, `Buyer ${handle}`);
    await openPage(page, `/marketplace/templates/${template.slug}`);
    await page.getByText('Have a discount code?').click();
    await page.getByLabel('Discount code').fill(code.toLowerCase());
    await page.getByRole('button', { name: /^Buy for / }).click();
    await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
    const paid = Math.round(template.price.amount * 0.8);
    const shown = new Intl.NumberFormat('en', { style: 'currency', currency: template.price.currency }).format(
      paid / 100,
    );
    await expect(page.getByText(shown, { exact: true })).toBeVisible();
    await expect(page.getByText(/^[0-9A-F]{4}-[0-9A-F]{4}$/)).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').fill('12/39');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: /^Pay .* \(test\)$/ }).click();
    await expect(page).toHaveURL(/\/library/);
    const entry = page.getByRole('article', { name: template.title });
    await expect(entry.getByRole('link', { name: /^Download / }).first()).toBeVisible();

    // The receipt is in the outbox, with the price paid.
    await expect
      .poll(async () => (await mailTo(request, buyerEmail)).map((mail) => mail.subject).join('\n'))
      .toContain(`Your receipt for “${template.title}”`);
    const [receipt] = (await mailTo(request, buyerEmail)).filter((mail) => mail.subject.startsWith('Your receipt'));
    expect(receipt?.text).toContain(`${(paid / 100).toFixed(2)} ${template.price.currency}`);

    // The creator sees the sale and the fee, and refunds it with a reason.
    await creator.reload();
    const sale = creator.locator('tr', { hasText: template.title }).filter({ hasText: shown }).first();
    await expect(sale).toBeVisible();
    await expect(creator.getByText('Platform fee (10%)')).toBeVisible();
    await sale.getByRole('button', { name: 'Refund' }).click();
    await sale.getByLabel(/Why you refund/).fill('Sent the wrong version');
    await sale.getByRole('button', { name: /^Refund / }).click();
    await expect(sale.getByText('Refunded')).toBeVisible();

    // The buyer no longer holds it, and is told why.
    await page.reload();
    await expect(page.getByRole('article', { name: template.title })).toHaveCount(0);
    await expect
      .poll(
        async () => (await mailTo(request, buyerEmail)).find((mail) => mail.subject.startsWith('Refunded'))?.text ?? '',
      )
      .toContain('The reason given: Sent the wrong version');
  } finally {
    await creatorContext.close();
  }
  expect(problems).toEqual([]);
});
