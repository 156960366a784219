import type { ExpertPage } from '@creators/contracts';
import { expect, openPage, signUpThroughOutbox, test } from './fixtures.js';

const unique = (): string => Math.random().toString(36).slice(2, 8);

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
});
