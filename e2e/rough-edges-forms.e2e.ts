import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, openPage, signUpThroughOutbox, test } from './fixtures.js';

/** Drops a file on an element as a browser does: dragenter, dragover, drop, with the file in a DataTransfer. */
async function dropFile(page: Page, target: Locator, name: string, bytes: Buffer, type: string): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ base64, fileName, fileType }) => {
      const transfer = new DataTransfer();
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([data], fileName, { type: fileType }));
      return transfer;
    },
    { base64: bytes.toString('base64'), fileName: name, fileType: type },
  );
  for (const event of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(event, { dataTransfer });
}

const unique = (): string => Math.random().toString(36).slice(2, 8);

test.describe('forms, as seen in a real browser', () => {
  test('sign-up says every fault at once, and each message goes as its field is fixed', async ({ page, problems }) => {
    await openPage(page, '/sign-up');
    const handle = page.getByLabel('Handle');
    const password = page.getByLabel('Password');
    await page.getByLabel('Name').fill('Fixer');
    await handle.fill('library');
    await page.getByLabel('Email').fill(`fixer${unique()}@journey.test`);
    await password.fill('1234567890');
    await page.getByRole('button', { name: 'Create account' }).click();

    // Both faults, in one answer.
    await expect(handle).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/reserved; choose another/i).first()).toBeVisible();
    await expect(page.getByText(/most common passwords/i).first()).toBeVisible();

    // Fixing the password takes its message away, and leaves the handle's.
    await password.fill('a long password 1');
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/most common passwords/i)).toHaveCount(0);
    await expect(handle).toHaveAttribute('aria-invalid', 'true');
    await handle.fill(`fixer${unique()}`);
    await expect(handle).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/reserved; choose another/i)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Could not create the account' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    // The refused attempt answered 400, which the browser logs as a failed resource: nothing else.
    expect(problems.filter((problem) => !/status of 400/.test(problem))).toEqual([]);
  });

  test('adding an address already listed says so, as it is typed', async ({ page, problems }) => {
    await page.goto('/sign-up');
    await signUpThroughOutbox(page, `links${unique()}`, 'Lin Links');
    await openPage(page, '/dashboard/links');
    const add = page.getByRole('region', { name: 'Add a link' });
    await add.getByLabel('Title').fill('Portfolio');
    await add.getByLabel('Address').fill('lin.example.com');
    await add.getByRole('button', { name: 'Add link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added “Portfolio”.' })).toBeVisible();

    const warning = add.getByRole('status').filter({ hasText: 'You already list this address' });
    await add.getByLabel('Title').fill('Work');
    await add.getByLabel('Address').fill('https://LIN.example.com/');
    await expect(warning).toHaveText('You already list this address, as “Portfolio”.');
    await add.getByLabel('Address').fill('https://lin.example.com/work');
    await expect(warning).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('the website on the profile takes a web address as a link does, and refuses one in the same words', async ({
    page,
    problems,
  }) => {
    await page.goto('/sign-up');
    await signUpThroughOutbox(page, `site${unique()}`, 'Sita Site');
    await openPage(page, '/dashboard/profile');
    const website = page.getByLabel('Website');
    // Typed as a link's address may be: a bare domain is read as https://.
    await website.fill('sita.example.com/work');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible();
    await expect(website).toHaveValue('https://sita.example.com/work');

    await website.fill('ftp://sita.example.com');
    await page.getByRole('button', { name: 'Save profile' }).click();
    const rule = /must be a web address starting with https:\/\/ \(or http:\/\/\)/i;
    await expect(website).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(rule).first()).toBeVisible();

    await openPage(page, '/dashboard/links');
    const add = page.getByRole('region', { name: 'Add a link' });
    await add.getByLabel('Title').fill('Files');
    await add.getByLabel('Address').fill('ftp://sita.example.com');
    await add.getByRole('button', { name: 'Add link' }).click();
    await expect(add.getByLabel('Address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(rule).first()).toBeVisible();
    // The refused attempts answered 400, which the browser logs as failed resources: nothing else.
    expect(problems.filter((problem) => !/status of 400/.test(problem))).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the crop frame of a tall picture fits the screen, its button in view', async ({ page, problems }) => {
      await page.goto('/sign-up');
      await signUpThroughOutbox(page, `crop${unique()}`, 'Cropper');
      await openPage(page, '/dashboard/components?edit=new');
      const tall = await sharp({ create: { width: 800, height: 3000, channels: 3, background: '#0e7490' } })
        .png()
        .toBuffer();
      await dropFile(page, page.getByTestId('drop-an-image'), 'tall.png', tall, 'image/png');
      const crop = page.getByRole('group', { name: 'Crop the cover image' });
      await expect(crop).toBeVisible();
      await crop.evaluate((group) => {
        group.scrollIntoView({ block: 'start' });
      });
      await expect(crop.getByRole('button', { name: 'Use this crop' })).toBeInViewport({ ratio: 1 });
      expect(problems).toEqual([]);
    });
  });
});
