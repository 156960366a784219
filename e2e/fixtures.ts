import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test page records console errors and failed requests; a test ends by asserting there
 * were none (a route that renders but logs an error, or loads a missing file, is broken).
 */
export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
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
