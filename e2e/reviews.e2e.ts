import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, expect, openPage, signUpThroughOutbox, test, grantRole } from './fixtures.js';

const unique = (): string => Math.random().toString(36).slice(2, 8);

/** Returns once the read models stand at a command's position (the API holds such a read until they do). */
async function waitForReadModels(request: APIRequestContext, position: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await request.get('/api/marketplace/components?limit=1', { headers: { 'x-consistent-with': position } })
        ).status(),
      { timeout: 30_000 },
    )
    .toBe(200);
}

/** A free component published by the demo creator, through the API (the dashboard has journeys of its own). */
async function publishedComponent(creator: APIRequestContext, title: string): Promise<string> {
  const created = await creator.post('/api/dashboard/components', { data: { title, summary: 'A grid to review' } });
  expect(created.status()).toBe(201);
  const { id, slug } = (await created.json()) as { id: string; slug: string };
  const published = await creator.post(`/api/dashboard/components/${id}/publish`);
  expect(published.status()).toBe(200);
  await waitForReadModels(creator, ((await published.json()) as { position: string }).position);
  return slug;
}

const reviewsSection = (page: Page) => page.getByRole('region', { name: 'Reviews' });

test.describe('reviews', () => {
  test('a holder reviews an item, its creator answers, the card shows the rating; a moderator hides a reported review', async ({
    page,
    browser,
    problems,
  }) => {
    test.setTimeout(180_000);
    await openPage(page, '/marketplace/components');
    const origin = new URL(page.url()).origin;
    const creatorContext = await browser.newContext({ baseURL: origin });
    const moderatorContext = await browser.newContext({
      baseURL: origin,
      extraHTTPHeaders: {
        'x-forwarded-for': `127.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
      },
    });
    try {
      const creator = await creatorContext.newPage();
      const signedIn = await creator.request.post('/api/auth/sign-in', {
        data: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      });
      expect(signedIn.status()).toBe(200);
      const title = `Reviewed Grid ${unique()}`;
      const slug = await publishedComponent(creator.request, title);
      const itemPath = `/marketplace/components/${slug}`;

      // A buyer who holds the item (a free get) reviews it on its page.
      await page.goto('/sign-up');
      await signUpThroughOutbox(page, `reviewer${unique()}`, 'Rita Reviewer');
      expect((await page.request.post(`/api/marketplace/components/${slug}/get`)).status()).toBe(200);
      await openPage(page, itemPath);
      const reviews = reviewsSection(page);
      await expect(reviews.getByText('No reviews yet.')).toBeVisible();
      const form = reviews.getByRole('form', { name: 'Your review' });
      await form.getByLabel('4 stars').check();
      await form.getByLabel(/^Your review/).fill('Clean grid, saved me a day.');
      await form.getByRole('button', { name: 'Post review' }).click();
      const review = reviews.getByRole('listitem').filter({ hasText: 'Clean grid, saved me a day.' });
      await expect(review).toContainText('Rita Reviewer');
      await expect(reviews.getByLabel('Rated 4.0 out of 5 by 1 review')).toBeVisible();
      await expect(reviews.getByRole('form', { name: 'Your review' })).toHaveCount(0);

      // The creator answers it, once.
      await openPage(creator, itemPath);
      const theirs = reviewsSection(creator).getByRole('listitem').filter({ hasText: 'Clean grid' });
      await theirs.getByRole('button', { name: 'Answer' }).click();
      await theirs.getByLabel('Your answer').fill('Thank you, Rita!');
      await theirs.getByRole('button', { name: 'Post answer' }).click();
      await expect(theirs.getByRole('blockquote')).toContainText('Thank you, Rita!');
      await expect(theirs.getByRole('button', { name: 'Answer' })).toHaveCount(0);

      // The card shows the rating wherever the item is listed: here, search.
      await openPage(page, `/marketplace/search?q=${encodeURIComponent(title)}`);
      const card = page.getByRole('article').filter({ hasText: title });
      await expect(card.getByLabel('Rated 4.0 out of 5 by 1 review')).toBeVisible();

      // Someone signed in (the creator, here) reports the review; a moderator hides it from the queue.
      await openPage(creator, itemPath);
      const reported = reviewsSection(creator).getByRole('listitem').filter({ hasText: 'Clean grid' });
      // Its button says whose review it reports, unlike the item's own "Report".
      await reported.getByRole('button', { name: 'Report the review by Rita Reviewer', exact: true }).click();
      const dialog = creator.getByRole('dialog', { name: /^Report the review by Rita Reviewer/ });
      await dialog.getByLabel('What is wrong?').selectOption('offensive');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(dialog.getByRole('status')).toContainText('Moderators will look at it');

      const moderator = await moderatorContext.newPage();
      const moderatorHandle = `mod${unique()}`;
      await moderator.goto('/sign-up');
      await signUpThroughOutbox(moderator, moderatorHandle, 'Mo Derator');
      await grantRole(moderator, 'moderator', moderatorHandle);
      await openPage(moderator, '/moderation');
      const entry = moderator.getByRole('article').filter({ hasText: title });
      await expect(entry).toContainText('A 4-star review');
      await entry.getByLabel(/^Reason/).fill('Checked: hidden while we look again');
      await entry.getByRole('button', { name: 'Hide review' }).click();
      await expect(entry).toHaveCount(0);

      // It leaves the page and the average.
      await openPage(page, itemPath);
      await expect(reviewsSection(page).getByText('No reviews yet.')).toBeVisible();
      await expect(reviewsSection(page).getByText('Clean grid, saved me a day.')).toHaveCount(0);
      await expect(reviewsSection(page).getByRole('status')).toContainText('A moderator hid your review');
      expect(problems).toEqual([]);
    } finally {
      await creatorContext.close();
      await moderatorContext.close();
    }
  });
});
