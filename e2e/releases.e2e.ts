import type { FileUploadAnswer } from '@creators/contracts';
import type { Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, expect, openPage, signUpThroughOutbox, test } from './fixtures.js';

const unique = (): string => Math.random().toString(36).slice(2, 8);

/** The library, shown again until `check` holds: what a holder sees once the read side has the change. */
async function libraryUntil(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await openPage(page, '/library');
    await check();
  }).toPass();
}

test.describe('releases', () => {
  test('a creator publishes 1.1 of an item a buyer holds: the buyer sees the update and what changed, downloads it, and reviews the release they hold; the creator answers and the card shows the rating', async ({
    page,
    browser,
    problems,
  }) => {
    await openPage(page, '/sign-up');
    await signUpThroughOutbox(page, `holder${unique()}`, 'Release Holder');
    const maker = await browser.newContext({ baseURL: new URL(page.url()).origin });
    try {
      const makerPage = await maker.newPage();
      const signedIn = await maker.request.post('/api/auth/sign-in', {
        data: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      });
      expect(signedIn.status()).toBe(200);

      // The item and its first release, through the API.
      const title = `Release Kit ${unique()}`;
      const kit = (await (
        await maker.request.post('/api/media/files?name=kit.zip', { data: Buffer.from('PK\u0003\u0004 kit 1.0') })
      ).json()) as FileUploadAnswer;
      const created = await maker.request.post('/api/dashboard/components', {
        data: { title, summary: 'A kit that gets better', tags: ['grid'] },
      });
      expect(created.status()).toBe(201);
      const { id, slug } = (await created.json()) as { id: string; slug: string };
      const first = await maker.request.post(`/api/dashboard/components/${id}/releases`, {
        data: { version: '1.0.0', notes: 'First release', files: [{ uploadId: kit.id }] },
      });
      expect(first.status()).toBe(201);
      expect((await maker.request.post(`/api/dashboard/components/${id}/publish`)).status()).toBe(200);

      // A buyer gets it and holds 1.0.0.
      await openPage(page, `/marketplace/components/${slug}`);
      await page.getByRole('button', { name: 'Get', exact: true }).click();
      await libraryUntil(page, async () => {
        await expect(page.getByRole('region', { name: `Releases of “${title}”` })).toContainText('Version 1.0.0');
      });
      await expect(page.getByRole('group', { name: `Update available for “${title}”` })).toHaveCount(0);

      // The creator publishes 1.1.0 from the dashboard: kit.zip changed, icons.zip added.
      await openPage(makerPage, `/dashboard/components?edit=${id}`);
      const form = makerPage.getByRole('form', { name: 'Publish a release' });
      await expect(form).toContainText('The latest version is 1.0.0');
      await form.getByLabel('Version').fill('1.1.0');
      await form.getByLabel('What changed').fill('Sharper corners, and an icon set');
      await form.getByLabel('Choose files').setInputFiles([
        { name: 'kit.zip', mimeType: 'application/zip', buffer: Buffer.from('PK\u0003\u0004 kit 1.1') },
        { name: 'icons.zip', mimeType: 'application/zip', buffer: Buffer.from('PK\u0003\u0004 icons') },
      ]);
      await expect(form.getByText('icons.zip')).toBeVisible();
      await expect(form.getByText('kit.zip')).toBeVisible();
      await form.getByRole('button', { name: 'Publish release' }).click();
      await expect(form.getByRole('status')).toHaveText('Released version 1.1.0.');

      // The buyer sees the update and what changed.
      const update = page.getByRole('group', { name: `Update available for “${title}”` });
      await libraryUntil(page, async () => {
        await expect(update).toBeVisible();
      });
      await expect(update).toContainText('1.0.0 → 1.1.0');
      const changes = update.getByRole('definition');
      await expect(update.getByRole('term')).toHaveText(['Added', 'Changed']);
      await expect(changes).toHaveText(['icons.zip', 'kit.zip']);
      await expect(update).toContainText('Sharper corners, and an icon set');

      // Downloading 1.1.0 clears the mark.
      const arrived = page.waitForEvent('download');
      await page.getByRole('link', { name: `Download kit.zip of “${title}”` }).click();
      expect((await arrived).suggestedFilename()).toBe('kit.zip');
      await libraryUntil(page, async () => {
        await expect(page.getByRole('region', { name: `Releases of “${title}”` })).toContainText('you have the latest');
      });
      await expect(update).toHaveCount(0);

      // The buyer reviews the release they hold; the creator answers; the card shows the rating.
      await openPage(page, `/marketplace/components/${slug}`);
      const reviews = page.getByRole('region', { name: 'Reviews' });
      const reviewForm = reviews.getByRole('form', { name: 'Your review' });
      await reviewForm.getByLabel('5 stars').check();
      await reviewForm.getByLabel(/^Your review/).fill('The icon set alone was worth it.');
      await reviewForm.getByRole('button', { name: 'Post review' }).click();
      const review = reviews.getByRole('listitem').filter({ hasText: 'The icon set alone was worth it.' });
      await expect(review).toContainText('version 1.1.0');
      await openPage(makerPage, `/marketplace/components/${slug}`);
      const theirs = makerPage
        .getByRole('region', { name: 'Reviews' })
        .getByRole('listitem')
        .filter({ hasText: 'The icon set alone' });
      await theirs.getByRole('button', { name: 'Answer' }).click();
      await theirs.getByLabel('Your answer').fill('Glad it helps!');
      await theirs.getByRole('button', { name: 'Post answer' }).click();
      await expect(theirs.getByRole('blockquote')).toContainText('Glad it helps!');
      await openPage(page, `/marketplace/search?q=${encodeURIComponent(title)}`);
      const card = page.getByRole('article').filter({ hasText: title });
      await expect(card.getByLabel('Rated 5.0 out of 5 by 1 review')).toBeVisible();
    } finally {
      await maker.close();
    }
    expect(problems).toEqual([]);
  });
});
