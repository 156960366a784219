import { expect, openPage, signUpThroughOutbox, test, grantRole } from './fixtures.js';

test.describe("the analysts' workbench", () => {
  test('a creator without the role is told whose pages the workbench and the queue are, and nothing is asked of their APIs', async ({
    page,
    problems,
  }) => {
    const handle = `norole${Math.random().toString(36).slice(2, 8)}`;
    await page.goto('/sign-up');
    await signUpThroughOutbox(page, handle, `No Role ${handle}`);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    for (const [path, holders] of [
      ['/analytics', 'analysts'],
      ['/moderation', 'moderators'],
      ['/moderation/collections', 'moderators'],
    ] as const) {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`This page is for ${holders}`);
      await expect(page).toHaveTitle(new RegExp(`^For ${holders}`));
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    }
    // Each page stopped at its guard: no part of it asked an API that refuses this account.
    expect(refused).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('an analyst browses events by correlation id and runs a query', async ({ page, problems }) => {
    const handle = `analyst${Math.random().toString(36).slice(2, 8)}`;
    await page.goto('/sign-up');
    await signUpThroughOutbox(page, handle, `Analyst ${handle}`);

    await grantRole(page, 'analyst', handle);
    await openPage(page, '/analytics');
    await expect(page.getByRole('table', { name: 'Read models' })).toBeVisible();
    // The filters are the product's text fields, as tall as its others (large enough to tap).
    for (const field of await page.getByRole('form', { name: 'Filter events' }).getByRole('textbox').all())
      expect((await field.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(40);

    // The sign-up's own events, by the stream of this creator (the log holds many sign-ups): name
    // withheld, correlation followable.
    const me = (await (await page.request.get('/api/auth/me')).json()) as { id: string };
    await page.getByLabel('Types (comma-separated)').fill('CreatorSignedUp');
    await page.getByLabel('Stream', { exact: true }).fill(`creator-${me.id}`);
    await page.getByRole('button', { name: 'Show events' }).click();
    const signUp = page.getByRole('article').filter({ hasText: 'CreatorSignedUp' }).filter({ hasText: handle });
    await expect(signUp).toBeVisible();
    await signUp.getByText('Data and metadata').click();
    await expect(signUp).toContainText('[personal]');
    await expect(signUp).not.toContainText(`Analyst ${handle}`);
    const correlation = signUp.getByTitle('Everything this request caused');
    const correlationId = (await correlation.textContent()) ?? '';
    await correlation.click();
    await expect(page).toHaveURL(new RegExp(`correlation=${correlationId}`));
    await expect(page.getByText(`Every event of correlation ${correlationId}`)).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'CreatorSignedUp' })).toHaveCount(1);

    // The chart's table and the SQL box.
    await expect(page.getByRole('figure').filter({ hasText: 'Events per type per day' })).toBeVisible();
    await page
      .getByLabel(/One SELECT over/)
      .fill(`SELECT count(*) AS n FROM events WHERE correlation_id = '${correlationId}'`);
    await page.getByRole('button', { name: 'Run query' }).click();
    const answer = page.getByRole('table', { name: 'Query answer' });
    await expect(answer.getByRole('columnheader', { name: 'n' })).toBeVisible();
    await expect(answer.getByRole('cell')).toHaveText(/^\d+$/);
    await page.getByLabel(/One SELECT over/).fill('DELETE FROM events');
    await page.getByRole('button', { name: 'Run query' }).click();
    await expect(page.getByRole('alert')).toContainText('read-only');

    // The refused query's 422 is the browser's note of an answer the page showed; nothing else may fail.
    expect(problems.filter((p) => !/status of 422/.test(p))).toEqual([]);
  });

  test('an analyst views the marketplace as it stood: an item published later is absent, the banner shows', async ({
    page,
    problems,
  }) => {
    const handle = `asof${Math.random().toString(36).slice(2, 8)}`;
    await page.goto('/sign-up');
    await signUpThroughOutbox(page, handle, `Analyst ${handle}`);
    await grantRole(page, 'analyst', handle);

    const publish = async (title: string): Promise<string> => {
      const created = await page.request.post('/api/dashboard/components', { data: { title, summary: 'Then' } });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const published = await page.request.post(`/api/dashboard/components/${id}/publish`);
      expect(published.status()).toBe(200);
      return ((await published.json()) as { position: string }).position;
    };
    const suffix = handle.slice(4);
    const thenTitle = `Then Kit ${suffix}`;
    const laterTitle = `Later Kit ${suffix}`;
    const moment = await publish(thenTitle);
    await publish(laterTitle);

    await openPage(page, '/analytics');
    await page.getByLabel(/A moment/).fill(moment);
    await page.getByRole('button', { name: 'Build as of then' }).click();
    const build = page.getByRole('link', { name: `The marketplace as of position ${moment}` });
    await expect(build).toBeVisible({ timeout: 60_000 });
    await build.click();

    await expect(page).toHaveURL(new RegExp(`/analytics/as-of/p${moment}/marketplace$`));
    const banner = page.getByRole('note', { name: 'A past view' });
    await expect(banner).toContainText(`The marketplace as it stood at position ${moment} of the log`);
    await expect(page).toHaveTitle(`Marketplace · Creators as of position ${moment} of the log`);
    await page.getByRole('navigation', { name: 'Kinds' }).getByRole('link', { name: 'Components' }).click();
    await expect(page).toHaveURL(new RegExp(`/analytics/as-of/p${moment}/marketplace/components$`));
    await expect(page.getByRole('link', { name: thenTitle })).toBeVisible();
    await expect(page.getByText(laterTitle)).toHaveCount(0);
    await page.getByRole('link', { name: thenTitle }).click();
    await expect(page).toHaveURL(new RegExp(`/analytics/as-of/p${moment}/marketplace/components/`));
    await expect(page.getByRole('heading', { level: 1, name: thenTitle })).toBeVisible();
    await expect(banner).toBeVisible();

    // The live product is as it was: the later item is there.
    await banner.getByRole('link', { name: 'The live marketplace' }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(page.getByRole('note', { name: 'A past view' })).toHaveCount(0);
    await openPage(page, '/marketplace/components');
    await expect(page.getByRole('link', { name: laterTitle })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
