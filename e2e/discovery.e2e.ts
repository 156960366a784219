import { DEMO_EMAIL, DEMO_PASSWORD, expect, openPage, signUpThroughOutbox, test } from './fixtures.js';

const unique = (): string => Math.random().toString(36).slice(2, 8);

test.describe('discovery', () => {
  test('search forgives "navbr": a suggestion, the paid filter, the popular order', async ({ page, problems }) => {
    await openPage(page, '/marketplace/search');
    const box = page.getByRole('combobox', { name: 'Search the marketplace' });
    await box.fill('navbr');
    const suggestion = page.getByRole('option', { name: /Search “navbar”/ });
    await expect(suggestion).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/marketplace\/search\?q=navbar$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “navbar”');
    const results = page.getByRole('list', { name: 'Results for navbar' });
    await expect(results.getByRole('listitem').first()).toContainText(/navbar/i);

    const facets = page.getByRole('complementary', { name: 'Narrow the results' });
    const paid = facets.getByRole('link', { name: /^Paid \d+$/ });
    const paidCount = Number((await paid.locator('.facet-count').textContent()) ?? '0');
    await paid.click();
    await expect(page).toHaveURL(/price=paid/);
    await expect(page.getByRole('status').filter({ hasText: /results?/ })).toContainText(`${paidCount} result`);
    await page.getByLabel('Sort').selectOption('popular');
    await expect(page).toHaveURL(/price=paid.*sort=popular|sort=popular.*price=paid/);
    // One page of results: 24 (the API's page size), or all of them when fewer.
    await expect(results.getByRole('listitem')).toHaveCount(Math.min(paidCount, 24));
    for (const price of await results.locator('.price').allTextContents()) expect(price).not.toMatch(/free/i);
    expect(problems).toEqual([]);
  });

  test('a visitor contacts an expert, and follows a creator whose new item then shows under Following', async ({
    page,
    browser,
    problems,
  }) => {
    await page.goto('/sign-up');
    await signUpThroughOutbox(page, `fan${unique()}`, 'Fan');

    // Contact an expert from the directory; the expert's notice waits in the local outbox.
    await openPage(page, '/experts');
    const card = page.locator('article.expert-card').first();
    const expertName = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: `Contact ${expertName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Contact ${expertName}` });
    const subject = `A site for us ${unique()}`;
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Message').fill('We launch in spring; could you help?');
    await dialog.getByLabel('From').fill('800');
    await dialog.getByLabel('to').fill('2000');
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(dialog.getByRole('status')).toContainText('your address stays private');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await openPage(page, '/outbox');
    await expect(page.locator('article.mail').filter({ hasText: `New enquiry: ${subject}` })).toBeVisible();

    // Follow the demo creator, who then publishes.
    await openPage(page, '/adamoreau');
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    const maker = await browser.newContext({ baseURL: new URL(page.url()).origin });
    try {
      const signedIn = await maker.request.post('/api/auth/sign-in', {
        data: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      });
      expect(signedIn.status()).toBe(200);
      const title = `Fresh Followed Kit ${unique()}`;
      const created = await maker.request.post('/api/dashboard/components', { data: { title, summary: 'New' } });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      expect((await maker.request.post(`/api/dashboard/components/${id}/publish`)).status()).toBe(200);

      await openPage(page, '/feed');
      await page.getByRole('link', { name: 'Following' }).click();
      await expect(page).toHaveURL(/\/feed\/following$/);
      await expect(page.getByRole('list', { name: 'Following' }).getByRole('listitem').first()).toContainText(title);
    } finally {
      await maker.close();
    }
    expect(problems).toEqual([]);
  });
});
