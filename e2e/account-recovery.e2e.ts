import { generate } from 'otplib';
import type { Page } from '@playwright/test';
import { expect, openPage, signUpThroughOutbox, test } from './fixtures.js';

const NEW_PASSWORD = 'a fresh passphrase 2';

/** A code of the authenticator app, `offsetSeconds` from now (the gateway takes a period either side). */
const codeAt = (secret: string, offsetSeconds: number): Promise<string> =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

async function signOut(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
}

async function signInWithPassword(page: Page, email: string): Promise<void> {
  await openPage(page, '/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('forget a password, set a new one from the mailed link, turn on two-factor, sign in with a code and with a recovery code', async ({
  page,
  problems,
}) => {
  const handle = `recover_${Date.now().toString(36)}`;
  const name = `Rae ${handle.slice(-4)}`;
  const email = `${handle}@journey.test`;
  await openPage(page, '/sign-up');
  await signUpThroughOutbox(page, handle, name);
  await signOut(page, name);

  // Forgot password: the link arrives in the local outbox.
  await openPage(page, '/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The sign-in form has an Email field too: fill the new page's once it is there.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText(email);
  await openPage(page, '/outbox');
  const mail = page
    .locator('article.mail')
    .filter({ hasText: `To ${email}` })
    .filter({
      has: page.getByRole('heading', { name: 'Reset your Creators Marketplace password' }),
    });
  await mail.getByRole('link', { name: /\/reset-password#token=/ }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await page.getByRole('link', { name: 'Sign in with your new password' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);

  // Two-factor sign-in on, with the code computed from the secret the page shows.
  await openPage(page, '/account');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: /QR code of the two-factor secret/ })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Code from the app', { exact: true }).fill(await codeAt(secret, 0));
  await page.getByRole('button', { name: 'Turn two-factor sign-in on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = ((await codes.first().textContent()) ?? '').trim();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('10 recovery codes left')).toBeVisible();
  await signOut(page, name);

  // Signing in asks for the code after the password.
  await signInWithPassword(page, email);
  await page.getByLabel('Code', { exact: true }).fill(await codeAt(secret, 30));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
  await signOut(page, name);

  // And a recovery code does instead, once.
  await signInWithPassword(page, email);
  await page.getByLabel('Code', { exact: true }).fill(recovery);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
  await openPage(page, '/account');
  await expect(page.getByText('9 recovery codes left')).toBeVisible();
  expect(problems).toEqual([]);
});
