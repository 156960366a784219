import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, openPage, signUpThroughOutbox, test } from './fixtures.js';

const root = join(import.meta.dirname, '..');

/** Grants the role as an operator does: the history tool, on the running product's own store. */
function grantAnalyst(handle: string): void {
  const dataDir = process.env.E2E_RUN_DATA_DIR;
  if (dataDir === undefined) throw new Error('E2E_RUN_DATA_DIR is set by the Playwright configuration');
  execFileSync(process.execPath, [join(root, 'projections/dist/history/cli.js'), 'grant-analyst', handle], {
    env: { ...process.env, DATA_DIR: dataDir, EVENTSTORE_URL: '', MONGODB_URL: '' },
    stdio: 'pipe',
  });
}

test.describe("the analysts' workbench", () => {
  test('an analyst browses events by correlation id and runs a query', async ({ page, problems }) => {
    const handle = `analyst${Math.random().toString(36).slice(2, 8)}`;
    await page.goto('/sign-up');
    await signUpThroughOutbox(page, handle, `Analyst ${handle}`);

    grantAnalyst(handle);
    // The role reaches the gateway through its read model: the page answers once it has.
    await expect
      .poll(async () => (await page.request.get('/api/analytics/read-models')).status(), { timeout: 30_000 })
      .toBe(200);
    await openPage(page, '/analytics');
    await expect(page.getByRole('table', { name: 'Read models' })).toBeVisible();

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
});
