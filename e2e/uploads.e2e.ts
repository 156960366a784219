import type { Browser, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, openPage, signUpThroughOutbox, test } from './fixtures.js';

const unique = (): string => Math.random().toString(36).slice(2, 8);

/** A 4:3 photo-like picture, so the 16:10 crop has something to cut. */
const picture = (): Promise<Buffer> =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#0e7490' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><circle cx="1100" cy="500" r="380" fill="#fde047"/><rect x="120" y="760" width="900" height="300" rx="40" fill="#f472b6"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

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

/**
 * The image is sharp: the rendition the browser chose has at least as many pixels across as the
 * image takes on screen (times the device's pixel ratio), up to the largest rendition; it is a
 * WebP from the srcset; and it has the cover's 16:10 shape.
 */
async function expectSharp(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shown = await image.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    natural: img.naturalWidth,
    naturalHeight: img.naturalHeight,
    needed: Math.round(img.getBoundingClientRect().width * window.devicePixelRatio),
    sizes: img.sizes,
  }));
  expect(shown.src).toMatch(/\/creators-assets\/media\/[0-9a-f]{64}-\d+\.webp$/);
  expect(shown.sizes).not.toBe('');
  // naturalWidth is scaled by the density the browser picked; the rendition's own width is in its name.
  const rendition = Number(/-(\d+)\.webp$/.exec(shown.src)?.[1] ?? 0);
  expect(rendition).toBeGreaterThanOrEqual(Math.min(shown.needed, 1600));
  expect(shown.natural / shown.naturalHeight).toBeCloseTo(1.6, 1);
}

async function checkAt(browser: Browser, width: number, scale: number, title: string, itemPath: string) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: scale });
  try {
    const page = await context.newPage();
    await openPage(page, '/marketplace/components');
    const card = page.locator('article.card', { has: page.getByRole('link', { name: title }) });
    await expectSharp(card.locator('.card-cover img'));
    await openPage(page, itemPath);
    await expectSharp(page.locator('.media-main img'));
  } finally {
    await context.close();
  }
}

test.describe('uploads', () => {
  test('a creator drops a cover, crops it, and sees it sharp on the card and the item page at two widths', async ({
    page,
    browser,
    problems,
  }) => {
    const handle = `uploader${unique()}`;
    await page.goto('/sign-up');
    await signUpThroughOutbox(page, handle, `Uploader ${handle}`);

    await openPage(page, '/dashboard/components');
    await page
      .getByRole('link', { name: /^Create (your first |a |new )?/i })
      .first()
      .click();
    const title = `Prism Cover ${unique()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Summary').fill('An item with an uploaded cover');

    await dropFile(page, page.getByTestId('drop-an-image'), 'cover.png', await picture(), 'image/png');
    const crop = page.getByRole('group', { name: 'Crop the cover image' });
    await expect(crop).toBeVisible();
    // Move the frame down with the keyboard: the 16:10 frame is shorter than the 4:3 picture.
    await crop.getByRole('img').focus();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowDown');
    await crop.getByRole('button', { name: 'Use this crop' }).click();
    await expect(page.getByRole('img', { name: 'Cover image, as uploaded' })).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: /^Create / }).click();
    await page.getByRole('button', { name: `Publish “${title}”` }).click();
    await expect(page.getByRole('button', { name: `Unpublish “${title}”` })).toBeVisible();

    await openPage(page, '/marketplace/components');
    await page.getByRole('link', { name: title }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const itemPath = new URL(page.url()).pathname;

    await checkAt(browser, 1280, 1, title, itemPath);
    await checkAt(browser, 390, 2, title, itemPath);
    expect(problems).toEqual([]);
  });
});
