import type { ExpertPage } from '@creators/contracts';
import type { Locator } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, expect, openPage, signUpThroughOutbox, test } from './fixtures.js';

const unique = (): string => Math.random().toString(36).slice(2, 8);

/** Whether two boxes share a line: each one's vertical middle falls within the other. */
async function onOneLine(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (x === null || y === null) return false;
  return x.y < y.y + y.height / 2 && y.y + y.height / 2 < x.y + x.height && y.y < x.y + x.height / 2;
}

test.describe('experts and creators, as seen in a real browser', () => {
  test('an expert not taking work is shown without a Contact button, without a dangling "·", and with their bio as Markdown', async ({
    page,
    browser,
    problems,
  }) => {
    const handle = `quiet${unique()}`;
    const name = `Quinn ${handle}`;
    await page.goto('/sign-up');
    await signUpThroughOutbox(page, handle, name);
    const service = `Zine binding ${unique()}`;
    const bio = (
      await page.request.patch('/api/dashboard/profile', { data: { bio: 'I bind **small zines**.' } })
    ).status();
    expect(bio).toBe(200);
    const listed = await page.request.put('/api/dashboard/expert', {
      data: {
        services: [service],
        hourlyRate: { min: 40, max: 60, currency: 'EUR' },
        languages: ['en'],
        availability: 'unavailable',
      },
    });
    expect(listed.status()).toBe(200);

    // A visitor, signed out, who would otherwise be led to sign in to contact them.
    const visitor = await browser.newPage();
    try {
      const card = visitor.locator('article.expert-card').filter({ hasText: name });
      await expect(async () => {
        await visitor.goto(`/experts?service=${encodeURIComponent(service)}`);
        await expect(card).toBeVisible({ timeout: 2000 });
      }).toPass();
      await expect(card.getByText('Not taking work')).toBeVisible();
      await expect(card.getByText(`@${handle}`, { exact: true })).toBeVisible();
      await expect(card.getByText('·')).toHaveCount(0);
      await expect(card.locator('strong')).toHaveText('small zines');
      await expect(card.getByRole('link', { name: `Contact ${name}` })).toHaveCount(0);
      await expect(card.getByRole('button', { name: `Contact ${name}` })).toHaveCount(0);

      // Their page says the same: the bio as Markdown, and no Contact.
      await openPage(visitor, `/${handle}`);
      await expect(visitor.locator('.creator-bio strong')).toHaveText('small zines');
      await expect(visitor.getByRole('link', { name: `Contact ${name}` })).toHaveCount(0);

      // An expert who is taking work still has one.
      const { items } = (await (await visitor.request.get('/api/experts?limit=50')).json()) as ExpertPage;
      const available = items.find((expert) => expert.expert.availability === 'available');
      if (available === undefined) throw new Error('the demo content has no available expert');
      await openPage(visitor, `/${available.handle}`);
      await expect(visitor.getByRole('link', { name: `Contact ${available.name}` })).toBeVisible();
    } finally {
      await visitor.close();
    }
    expect(problems).toEqual([]);
  });

  test("an expert's inbox speaks to an expert; a budget is asked on one line; 'Reply sent' shows beside its button", async ({
    page,
    browser,
    problems,
  }) => {
    const handle = `inbox${unique()}`;
    const name = `Ines ${handle}`;
    await page.goto('/sign-up');
    await signUpThroughOutbox(page, handle, name);
    await openPage(page, '/dashboard/inbox');
    await expect(page.getByRole('link', { name: 'List yourself as an expert' })).toBeVisible();

    const service = `Letterpress ${unique()}`;
    const listed = await page.request.put('/api/dashboard/expert', {
      data: {
        services: [service],
        hourlyRate: { min: 50, max: 80, currency: 'EUR' },
        languages: ['en'],
        availability: 'available',
      },
    });
    expect(listed.status()).toBe(200);
    await expect(async () => {
      await openPage(page, '/dashboard/inbox');
      await expect(page.getByText(/People who find you in the experts directory/)).toBeVisible({ timeout: 2000 });
    }).toPass();
    await expect(page.getByRole('link', { name: 'List yourself as an expert' })).toHaveCount(0);

    // A client writes with a budget.
    const client = await browser.newPage();
    try {
      expect(
        (
          await client.request.post('/api/auth/sign-in', { data: { email: DEMO_EMAIL, password: DEMO_PASSWORD } })
        ).status(),
      ).toBe(200);
      const card = client.locator('article.expert-card').filter({ hasText: name });
      await expect(async () => {
        await client.goto(`/experts?service=${encodeURIComponent(service)}`);
        await expect(card).toBeVisible({ timeout: 2000 });
      }).toPass();
      await card.getByRole('button', { name: `Contact ${name}` }).click();
      const dialog = client.getByRole('dialog', { name: `Contact ${name}` });
      const budget = dialog.getByRole('group', { name: /Budget in EUR/ });
      await expect(budget).toHaveCSS('border-top-width', '0px');
      expect(await onOneLine(budget.getByLabel('From'), budget.getByLabel('to', { exact: true }))).toBe(true);
      await dialog.getByLabel('Subject').fill(`Wedding cards ${unique()}`);
      await dialog.getByLabel('Message').fill('Two hundred cards, in spring.');
      await budget.getByLabel('From').fill('300');
      await budget.getByLabel('to', { exact: true }).fill('500');
      await dialog.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(dialog.getByRole('status')).toContainText('your address stays private');
    } finally {
      await client.close();
    }

    await openPage(page, '/dashboard/inbox');
    const enquiry = page.getByRole('article').filter({ hasText: 'Two hundred cards' });
    await enquiry.getByLabel(/Reply/).fill('Gladly: shall we talk on Monday?');
    const send = enquiry.getByRole('button', { name: 'Send reply' });
    await send.click();
    const sent = enquiry.getByRole('status').filter({ hasText: 'Reply sent' });
    await expect(sent).toBeVisible();
    expect(await onOneLine(send, sent)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('experts are filtered by availability and sorted by rate within a currency, without JavaScript', async ({
    browser,
  }) => {
    const service = `Kite making ${unique()}`;
    // Three experts offering one service found nowhere else: two in euros, one in pounds.
    const listExpert = async (name: string, min: number, currency: string, availability: string): Promise<void> => {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await page.goto('/sign-up');
        await signUpThroughOutbox(page, `kite${unique()}`, name);
        const listed = await page.request.put('/api/dashboard/expert', {
          data: { services: [service], hourlyRate: { min, max: min + 40, currency }, languages: ['en'], availability },
        });
        expect(listed.status()).toBe(200);
      } finally {
        await context.close();
      }
    };
    await listExpert('Dear Euro', 90, 'EUR', 'available');
    await listExpert('Cheap Euro', 30, 'EUR', 'limited');
    await listExpert('Pound Few', 10, 'GBP', 'unavailable');

    const visitor = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await visitor.newPage();
      const names = page.locator('article.expert-card .expert-card-name');
      await expect(async () => {
        await page.goto(`/experts?service=${encodeURIComponent(service)}`);
        await expect(page.locator('article.expert-card')).toHaveCount(3, { timeout: 2000 });
      }).toPass();
      const filters = page.getByRole('form', { name: 'Filter experts' });
      await expect(filters.getByText('Rates in different currencies aren’t compared')).toBeVisible();

      // By rate, low to high: euros among themselves, then pounds; 10 GBP is not put first.
      await filters.getByLabel('Sort by').selectOption({ label: 'Rate: low to high' });
      await filters.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(/sort=rate-asc/);
      await expect(names).toHaveText([/Cheap Euro/, /Dear Euro/, /Pound Few/]);

      // One currency, high to low.
      await filters.getByLabel('Rate currency').selectOption('EUR');
      await filters.getByLabel('Sort by').selectOption({ label: 'Rate: high to low' });
      await filters.getByRole('button', { name: 'Apply filters' }).click();
      await expect(names).toHaveText([/Dear Euro/, /Cheap Euro/]);

      // Only those taking work fully; the choices stay shown after the page reloads.
      await filters.getByLabel('Availability').selectOption({ label: 'Limited availability' });
      await filters.getByRole('button', { name: 'Apply filters' }).click();
      await expect(names).toHaveText([/Cheap Euro/]);
      await expect(filters.getByLabel('Availability')).toHaveValue('limited');
      await expect(filters.getByLabel('Rate currency')).toHaveValue('EUR');
      await expect(filters.getByLabel('Sort by')).toHaveValue('rate-desc');
    } finally {
      await visitor.close();
    }
  });
});
