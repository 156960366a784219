import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, expect, openPage, signUpThroughOutbox, test } from './fixtures.js';

const unique = (): string => Math.random().toString(36).slice(2, 8);

async function signUp(page: Page, handle: string): Promise<void> {
  await page.goto('/sign-up');
  await signUpThroughOutbox(page, handle, `Test ${handle}`);
}

/** Creates an item of a kind from the dashboard, publishes it, and returns to the list. */
async function createAndPublish(
  page: Page,
  kind: string,
  title: string,
  fill: (page: Page) => Promise<void>,
): Promise<void> {
  await openPage(page, `/dashboard/${kind}`);
  await page
    .getByRole('link', { name: /^Create (your first |a |new )?/i })
    .first()
    .click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Summary').fill(`${title} for journeys`);
  await fill(page);
  await page.getByRole('button', { name: /^Create / }).click();
  await page.getByRole('button', { name: `Publish “${title}”` }).click();
  await expect(page.getByRole('button', { name: `Unpublish “${title}”` })).toBeVisible();
}

test.describe('journeys', () => {
  test("a creator's journey: a component with tags, a template with a category, and a site", async ({
    page,
    problems,
  }) => {
    const handle = `maker${unique()}`;
    await signUp(page, handle);
    const title = `Nebula Toggle ${unique()}`;
    await createAndPublish(page, 'components', title, async (p) => {
      await p.getByLabel('Tags').fill('Toggles, forms');
    });

    await openPage(page, '/marketplace/components');
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    await openPage(page, '/marketplace/components/tags/toggles');
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    await openPage(page, `/marketplace/search?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    await openPage(page, '/feed');
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    await openPage(page, `/${handle}`);
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

    // Open it, edit it, and preview it.
    await page.getByRole('link', { name: title }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await openPage(page, '/dashboard/components');
    await page.getByRole('link', { name: `Edit “${title}”` }).click();
    await page.getByLabel('Summary').fill('Edited in the journey');
    // "Preview" is offered once there is something to preview.
    await page.getByLabel('Preview address').fill('/creators-assets/demo/preview.html');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Saved “${title}”.`)).toBeVisible();
    await page.getByRole('link', { name: `View “${title}”` }).click();
    await expect(page.getByText('Edited in the journey').first()).toBeVisible();
    await page
      .getByRole('link', { name: /preview/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/preview$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Unpublish: gone from the public pages.
    await openPage(page, '/dashboard/components');
    await page.getByRole('button', { name: `Unpublish “${title}”` }).click();
    await expect(page.getByRole('button', { name: `Publish “${title}”` })).toBeVisible();
    await openPage(page, '/marketplace/components');
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    await openPage(page, `/marketplace/search?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);

    const template = `Harbor Folio ${unique()}`;
    await createAndPublish(page, 'templates', template, async (p) => {
      // Categories are picked from the list, by their names.
      await p.getByRole('group', { name: 'Categories' }).getByRole('checkbox', { name: 'Photography' }).check();
    });
    await openPage(page, '/marketplace/templates/category/photography');
    await expect(page.getByRole('link', { name: template }).first()).toBeVisible();

    const site = `Tidewater ${unique()}`;
    await createAndPublish(page, 'sites', site, async (p) => {
      await p.getByLabel('Site address').fill('https://tidewater.example.com');
    });
    await openPage(page, '/feed?kind=sites');
    await page.getByRole('link', { name: site }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site);
    expect(problems).toEqual([]);
  });

  test('the links journey, and the dashboard refusing another creator’s item', async ({ page, request, problems }) => {
    const handle = `linker${unique()}`;
    await signUp(page, handle);
    await openPage(page, '/dashboard/links');
    // Typed as people type them: a bare domain is read as https://, an e-mail address as mailto:.
    for (const [title, url] of [
      ['Portfolio', 'portfolio.example.com'],
      ['Newsletter', 'https://news.example.com'],
      ['Write to me', 'hello@studio.example'],
    ] as const) {
      await page.getByLabel('Title').last().fill(title);
      await page.getByLabel('Address').last().fill(url);
      await page.getByRole('button', { name: 'Add link' }).click();
      await expect(page.getByText(`Added “${title}”.`)).toBeVisible();
    }
    await page.getByLabel('Address').last().fill('javascript:alert(1)');
    await page.getByLabel('Title').last().fill('Bad');
    await page.getByRole('button', { name: 'Add link' }).click();
    await expect(page.getByText(/web address starting with https:\/\/ .*or a mailto:/i).first()).toBeVisible();
    // The list moves at once; the new order is saved by a request that leaving the page would cancel.
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/dashboard/links/order') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: /move .*newsletter.* up/i }).click();
    expect((await saved).ok()).toBe(true);
    await openPage(page, `/${handle}`);
    const links = page.getByRole('link', { name: /Portfolio|Newsletter/ });
    await expect(links.first()).toHaveText(/Newsletter/);
    await expect(page.getByRole('link', { name: /Portfolio/ })).toHaveAttribute(
      'href',
      'https://portfolio.example.com/',
    );
    await expect(page.getByRole('link', { name: /Write to me/ })).toHaveAttribute(
      'href',
      'mailto:hello@studio.example',
    );

    // Someone else's item: the API says 404, and the dashboard shows nothing of it.
    const other = await request.post('/api/auth/sign-in', { data: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect(other.status()).toBe(200);
    const theirs = (await (await request.get('/api/dashboard/components?limit=1')).json()) as {
      items: { id: string; title: string }[];
    };
    const item = theirs.items[0];
    expect(item).toBeDefined();
    const answer = await page.request.get(`/api/dashboard/components/${item?.id ?? ''}`);
    expect(answer.status()).toBe(404);
    await page.goto(`/dashboard/components?edit=${item?.id ?? ''}`);
    await expect(page.getByText(item?.title ?? 'never shown')).toHaveCount(0);
    // The refused link (400) and the other creator's item (404) are answers the test asked for.
    expect(problems.filter((p) => !/status of (400|404)/.test(p))).toEqual([]);
  });

  test('the main pages have no serious or critical accessibility violations', async ({ page }) => {
    for (const path of [
      '/marketplace',
      '/marketplace/components',
      '/feed',
      '/experts',
      '/marketplace/search?q=grid',
      '/sign-in',
      '/sign-up',
    ]) {
      await openPage(page, path);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${path}: ${v.id}`);
      expect(serious).toEqual([]);
    }
  });
});

test.describe('moderation', () => {
  test('a visitor reports an item through its dialog; signed out, they are asked to sign in first', async ({
    page,
    problems,
  }) => {
    const { items } = (await (await page.request.get('/api/marketplace/components?limit=1')).json()) as {
      items: { slug: string; title: string }[];
    };
    const item = items[0];
    if (item === undefined) throw new Error('the demo content has no component');
    await openPage(page, `/marketplace/components/${item.slug}`);
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Report “${item.title}”` });
    await expect(dialog.getByRole('link', { name: 'Sign in to report' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/sign-up');
    await signUpThroughOutbox(page, `reporter${unique()}`, 'Reporter');
    await openPage(page, `/marketplace/components/${item.slug}`);
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    await dialog.getByLabel('What is wrong?').selectOption('copyright');
    await dialog.getByLabel('Details (optional)').fill('The same kit as another creator’s');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('status')).toContainText('Moderators will look at it');
    // A report alone takes nothing down.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

/**
 * Returns once the read models stand at a command's position: the API holds such a read until
 * they do, and answers 503 past a short wait, so a slow machine is asked again.
 */
async function waitForReadModels(page: Page, position: string | undefined): Promise<void> {
  expect(position).toBeDefined();
  await expect
    .poll(
      async () =>
        (
          await page.request.get('/api/marketplace/vectors?limit=1', {
            headers: { 'x-consistent-with': position ?? '' },
          })
        ).status(),
      { timeout: 30_000 },
    )
    .toBe(200);
}

test.describe('fresh pages', () => {
  test('an item its creator deletes is gone on the next navigation, and its address answers 410', async ({
    page,
    browser,
    problems,
  }) => {
    await openPage(page, '/marketplace/vectors');
    const origin = new URL(page.url()).origin;
    const creator = await browser.newContext({ baseURL: origin });
    try {
      expect(
        (
          await creator.request.post('/api/auth/sign-in', { data: { email: DEMO_EMAIL, password: DEMO_PASSWORD } })
        ).status(),
      ).toBe(200);
      const title = `Short Lived Icons ${unique()}`;
      const created = await creator.request.post('/api/dashboard/vectors', {
        data: { title, summary: 'Here, then gone', formats: ['svg'] },
      });
      const { id, slug } = (await created.json()) as { id: string; slug: string };
      const published = await creator.request.post(`/api/dashboard/vectors/${id}/publish`);
      expect(published.status()).toBe(200);
      // As below: the visitor's page is rendered once the read models have the publication.
      await waitForReadModels(page, ((await published.json()) as { position: string }).position);

      await openPage(page, '/marketplace/vectors');
      await expect(page.getByRole('link', { name: title })).toBeVisible();

      const deleted = await creator.request.delete(`/api/dashboard/vectors/${id}`);
      expect(deleted.status()).toBe(204);
      // The visitor is someone else (no read-your-writes): their next navigation after the read
      // models have the deletion must not show it, from any cache. Wait for the models, not a time.
      await waitForReadModels(page, deleted.headers()['x-position']);
      await page.getByRole('link', { name: 'Feed', exact: true }).first().click();
      await expect(page).toHaveURL(/\/feed$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/marketplace\/vectors$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: title })).toHaveCount(0);
      const gone = await page.request.get(`/marketplace/vectors/${slug}`);
      expect(gone.status()).toBe(410);
      // The page says the item is not there (the API's 410 too), not that something went wrong.
      const html = await gone.text();
      expect(html).toContain('<h1>Page not found</h1>');
      expect(html).not.toContain('Something went wrong');
      expect((await page.request.get(`/api/marketplace/vectors/${slug}`)).status()).toBe(410);
    } finally {
      await creator.close();
    }
    expect(problems).toEqual([]);
  });
});

test.describe('notices that say what just happened, where one looks', () => {
  test('publishing replaces "created as a draft", and "Profile saved" shows in view', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await signUp(page, `notice${unique()}`);
    const title = `Notice Kit ${unique()}`;
    await openPage(page, '/dashboard/components');
    await page
      .getByRole('link', { name: /^Create (your first |a |new )?/i })
      .first()
      .click();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Summary').fill('A kit for notices');
    await page.getByRole('button', { name: /^Create / }).click();
    const notice = page.locator('p.notice[role="status"]');
    await expect(notice).toContainText('as a draft');
    await page.getByRole('button', { name: `Publish “${title}”` }).click();
    await expect(notice).toHaveText(`Published “${title}”: people can see it now.`);

    await openPage(page, '/dashboard/profile');
    await page.getByLabel('Bio').fill('Notices, in view.');
    await page.getByRole('button', { name: 'Save profile' }).click();
    const saved = page.getByRole('status').filter({ hasText: 'Profile saved.' });
    await expect(saved).toBeVisible();
    await expect(saved).toBeInViewport();
    expect(problems).toEqual([]);
  });
});

test.describe('typed work', () => {
  test('is not lost to a stray click: leaving asks first, and staying keeps it', async ({ page, problems }) => {
    await signUp(page, `typist${unique()}`);
    await openPage(page, '/dashboard/profile');
    await page.getByLabel('Bio').fill('Half a thought');
    await page.getByRole('link', { name: 'Feed', exact: true }).first().click();
    const question = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByLabel('Bio')).toHaveValue('Half a thought');
    await page.getByRole('link', { name: 'Feed', exact: true }).first().click();
    await question.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/feed$/);
    expect(problems).toEqual([]);
  });
});
