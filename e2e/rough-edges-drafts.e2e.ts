import { DEMO_EMAIL, DEMO_PASSWORD, expect, openPage, signUpThroughOutbox, test } from './fixtures.js';

const unique = (): string => Math.random().toString(36).slice(2, 8);

test.describe('a draft, before it is published', () => {
  test('its creator previews its page, marked as a private draft; nobody else can', async ({
    page,
    browser,
    problems,
  }) => {
    await page.goto('/sign-up');
    await signUpThroughOutbox(page, `drafter${unique()}`, 'Dora Drafter');
    const title = `Quiet Draft ${unique()}`;
    const created = await page.request.post('/api/dashboard/components', {
      data: { title, summary: 'Not ready yet', description: 'A **careful** description.' },
    });
    expect(created.status()).toBe(201);
    const { id, slug } = (await created.json()) as { id: string; slug: string };

    await openPage(page, '/dashboard/components');
    await page.getByRole('link', { name: `Preview “${title}”` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/components/${id}/preview$`));
    await expect(page.getByRole('note').filter({ hasText: 'Draft preview' })).toHaveText(
      'Draft preview, only you can see this.',
    );
    // The item's own page, as visitors will see it once it is published.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('.item-description strong')).toHaveText('careful');
    await page.getByRole('link', { name: `Edit “${title}”` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/components\\?edit=${id}$`));

    // Kept out of search engines, and its public page does not exist yet.
    const html = await (await page.request.get(`/dashboard/components/${id}/preview`)).text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect((await page.request.get(`/api/marketplace/components/${slug}`)).status()).toBe(404);

    // Another creator, signed in, sees nothing of it.
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    try {
      const visitor = await other.newPage();
      const signIn = await visitor.request.post('/api/auth/sign-in', {
        data: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      });
      expect(signIn.status()).toBe(200);
      expect((await visitor.request.get(`/api/dashboard/components/${id}`)).status()).toBe(404);
      await visitor.goto(`/dashboard/components/${id}/preview`);
      await expect(visitor.getByRole('alert')).toContainText('No such component of yours');
      await expect(visitor.getByText(title)).toHaveCount(0);
      await expect(visitor.getByText('Draft preview')).toHaveCount(0);
    } finally {
      await other.close();
    }
    // The public page's 404, asked for above, is the only failed request.
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
  });
});
