import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test page records console errors and failed requests; a test ends by asserting there
 * were none (a route that renders but logs an error, or loads a missing file, is broken).
 */
export const test = base.extend<{ problems: string[] }>({
  // Each test is a visitor of its own, from an address of its own (the gateway believes loopback's
  // X-Forwarded-For, as behind a proxy): per-address limits, such as ten sign-ups an hour, then
  // hold per test, as they would for people, not for the whole run from 127.0.0.1. The addresses
  // are still loopback ones (127.0.0.0/8), so the local outbox answers them.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const hash = createHash('sha256').update(testInfo.testId).digest();
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `127.18.${hash[0] ?? 0}.${((hash[1] ?? 0) % 254) + 1}` });
  },
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // The location names the resource a "Failed to load resource" is about.
      if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => {
      // A navigation that replaces a pending request aborts it: that is not a failure of the product.
      if (request.failure()?.errorText !== 'net::ERR_ABORTED')
        problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 500) problems.push(`${response.status()}: ${response.url()}`);
    });
    await use(problems);
  },
});

export { expect };

/** Opens a page and waits until its main heading shows and loading has settled. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

export const DEMO_EMAIL = 'adamoreau@demo.creators.test';
export const DEMO_PASSWORD = 'demo-password';

/**
 * Signs up on the sign-up form the page shows, as a person does: the form, then the link from the
 * e-mail, read in the local outbox (this machine has no mail server). Ends signed in, wherever the
 * link leads.
 */
export async function signUpThroughOutbox(page: Page, handle: string, name: string): Promise<void> {
  const email = `${handle}@journey.test`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Handle').fill(handle);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a long password 1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
  await page.getByRole('link', { name: 'open the local outbox' }).click();
  await expect(page.getByRole('note')).toContainText('Nothing here was sent');
  const mail = page.locator('article.mail').filter({ hasText: `To ${email}` });
  await expect(mail.getByRole('heading')).toHaveText('Confirm your Creators Marketplace account');
  await mail.getByRole('link', { name: /\/sign-up\/confirm/ }).click();
  await expect(page).not.toHaveURL(/\/(sign-up|outbox)/);
}

/** What a person with the role may ask, so the grant is known to be in force once it answers. */
const ROLE_PROOF = { moderator: '/api/moderation/queue', analyst: '/api/analytics/read-models' } as const;

/**
 * Grants a role as an operator does (the history tool, on the running product's own store), then
 * waits until the gateway honours it: the role reaches it through its read model.
 */
export async function grantRole(page: Page, role: keyof typeof ROLE_PROOF, handle: string): Promise<void> {
  const dataDir = process.env.E2E_RUN_DATA_DIR;
  if (dataDir === undefined) throw new Error('E2E_RUN_DATA_DIR is set by the Playwright configuration');
  const cli = join(import.meta.dirname, '..', 'projections/dist/history/cli.js');
  execFileSync(process.execPath, [cli, `grant-${role}`, handle], {
    env: { ...process.env, DATA_DIR: dataDir, EVENTSTORE_URL: '', MONGODB_URL: '' },
    stdio: 'pipe',
  });
  await expect.poll(async () => (await page.request.get(ROLE_PROOF[role])).status(), { timeout: 30_000 }).toBe(200);
}
