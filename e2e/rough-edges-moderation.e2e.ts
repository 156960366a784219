import { FIELD_LIMITS } from '@creators/contracts';
import { expect, openPage, signUpThroughOutbox, test, grantRole } from './fixtures.js';

const unique = (): string => Math.random().toString(36).slice(2, 8);

test.describe('moderation and the dashboard, as seen in a real browser', () => {
  test('a moderator finds the queue in the account menu and hides an item with a reason; its creator sees it hidden, with why and no dead link, and replies beside the case', async ({
    page,
    browser,
    problems,
  }) => {
    // The creator, with one published component.
    const creator = `maker${unique()}`;
    await page.goto('/sign-up');
    await signUpThroughOutbox(page, creator, `Maker ${creator}`);
    const title = `Borrowed Kit ${unique()}`;
    const created = await page.request.post('/api/dashboard/components', {
      data: { title, summary: 'A kit of parts' },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await page.request.post(`/api/dashboard/components/${id}/publish`)).status()).toBe(200);

    // The moderator, who reports it and then works the queue from the account menu.
    const moderatorContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '127.19.0.7' } });
    const moderator = await moderatorContext.newPage();
    try {
      const handle = `mod${unique()}`;
      await moderator.goto('/sign-up');
      await signUpThroughOutbox(moderator, handle, `Mod ${handle}`);
      await grantRole(moderator, 'moderator', handle);
      const reported = await moderator.request.post('/api/reports', {
        data: { itemId: id, reason: 'copyright', details: 'The Aurora kit, renamed' },
      });
      expect(reported.status()).toBe(201);

      await openPage(moderator, '/marketplace');
      await moderator.getByRole('button', { name: `Mod ${handle}` }).click();
      await moderator.getByRole('link', { name: 'Moderation' }).click();
      await expect(moderator.getByRole('heading', { level: 1 })).toHaveText('Moderation');
      const found = moderator.getByRole('article').filter({ hasText: title });
      await expect(found).toBeVisible();
      const reason = found.getByRole('textbox', { name: 'Reason' });
      // Styled as the product's other fields, not as the browser's bare input.
      await expect(reason).toHaveCSS('border-radius', '8px');
      await reason.fill('Copies the Aurora kit');
      await found.getByRole('button', { name: 'Hide item' }).click();
      await expect(found).toHaveCount(0);

      // The Hidden tab says why.
      await moderator.getByRole('button', { name: 'Hidden items' }).click();
      await expect(moderator.getByRole('article').filter({ hasText: title })).toContainText(
        'because: Copies the Aurora kit',
      );

      // The creator's dashboard: "Hidden", the reason, and no View link to a page that answers 404.
      await openPage(page, '/dashboard/components');
      const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      await expect(row.locator('.badge')).toHaveText('Hidden');
      await expect(row.getByRole('note')).toContainText('Copies the Aurora kit');
      await expect(row.getByRole('link', { name: `View “${title}”` })).toHaveCount(0);

      // The creator replies to the moderators from the dashboard; a blank reply is not sent.
      await row.getByRole('button', { name: `Reply to the moderators about “${title}”` }).click();
      const reply = row.getByRole('textbox', { name: /Your reply to the moderators/ });
      await row.getByRole('button', { name: 'Send reply' }).click();
      await expect(row.getByText('Say why, in a few words.')).toBeVisible();
      await reply.fill('I drew every part myself; here are my sketches.');
      await row.getByRole('button', { name: 'Send reply' }).click();
      await expect(row.getByRole('status')).toContainText('Reply sent');

      // The moderator reads it beside the case.
      await openPage(moderator, '/moderation');
      await moderator.getByRole('button', { name: 'Hidden items' }).click();
      const replies = moderator
        .getByRole('article')
        .filter({ hasText: title })
        .getByRole('region', { name: 'The creator’s replies' });
      await expect(replies).toContainText('I drew every part myself; here are my sketches.');
    } finally {
      await moderatorContext.close();
    }
    expect(problems).toEqual([]);
  });

  test('a moderator hides a reported creator from the queue: their page is gone until restored', async ({
    page,
    browser,
    problems,
  }) => {
    const creator = `maker${unique()}`;
    await page.goto('/sign-up');
    await signUpThroughOutbox(page, creator, `Maker ${creator}`);
    const creatorId = ((await (await page.request.get('/api/auth/me')).json()) as { id: string }).id;

    const moderatorContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '127.19.0.8' } });
    const moderator = await moderatorContext.newPage();
    try {
      const handle = `mod${unique()}`;
      await moderator.goto('/sign-up');
      await signUpThroughOutbox(moderator, handle, `Mod ${handle}`);
      await grantRole(moderator, 'moderator', handle);
      const reported = await moderator.request.post('/api/reports', { data: { creatorId, reason: 'misleading' } });
      expect(reported.status()).toBe(201);

      await openPage(moderator, '/moderation');
      const found = moderator.getByRole('article').filter({ hasText: `@${creator}` });
      await found.getByRole('textbox', { name: 'Reason' }).fill('Impersonates another studio');
      await found.getByRole('button', { name: 'Hide creator' }).click();
      await expect(found).toHaveCount(0);

      await moderator.goto(`/${creator}`);
      await expect(moderator.getByRole('heading', { level: 1 })).toHaveText('Page not found');

      // The creator reads why on their dashboard.
      await openPage(page, '/dashboard/profile');
      await expect(page.getByRole('note')).toContainText('Hidden by moderators: Impersonates another studio');

      // Restored from the Hidden tab, the page is back.
      await openPage(moderator, '/moderation');
      await moderator.getByRole('button', { name: 'Hidden items' }).click();
      const hidden = moderator.getByRole('article').filter({ hasText: `@${creator}` });
      await hidden.getByRole('textbox', { name: 'Reason' }).fill('The studio vouched for them');
      await hidden.getByRole('button', { name: 'Restore creator' }).click();
      await expect(hidden).toHaveCount(0);
      await expect
        .poll(async () => (await moderator.request.get(`/api/creators/${creator}`)).status(), { timeout: 30_000 })
        .toBe(200);
    } finally {
      await moderatorContext.close();
    }
    expect(problems).toEqual([]);
  });

  test('the item form states one gallery limit, the one the server applies', async ({ page, problems }) => {
    await page.goto('/sign-up');
    await signUpThroughOutbox(page, `gal${unique()}`, 'Gallery Maker');
    await openPage(page, '/dashboard/components?edit=new');
    const gallery = page.getByRole('group', { name: 'Gallery' });
    const addresses = page.getByRole('textbox', { name: /Gallery image addresses/ });
    await expect(gallery).toBeVisible();
    await expect(addresses).toBeVisible();
    const said = [
      (await gallery.getByText(/^Up to/).textContent()) ?? '',
      (await page.getByText(/^Or addresses, one per line/).textContent()) ?? '',
    ];
    // Both say the one limit the server applies, and no other number.
    for (const hint of said) expect(hint.match(/\d+/g)).toEqual([String(FIELD_LIMITS.galleryImages)]);
    expect(problems).toEqual([]);
  });
});
