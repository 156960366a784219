import { expect, openPage, test } from './fixtures.js';

test.describe('browsing and search, as seen in a real browser', () => {
  test('the home leads to every tag as it does to every category', async ({ page, problems }) => {
    await openPage(page, '/marketplace');
    const tags = page.getByRole('region', { name: 'Component tags' });
    await tags.getByRole('link', { name: 'All tags' }).click();
    await expect(page).toHaveURL(/\/marketplace\/components\/tags$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await page
      .getByRole('region', { name: 'Template categories' })
      .getByRole('link', { name: 'All categories' })
      .click();
    await expect(page).toHaveURL(/\/marketplace\/templates\/category$/);
    expect(problems).toEqual([]);
  });

  test("search's facet groups are headings one level below the page's, with none skipped", async ({
    page,
    problems,
  }) => {
    await openPage(page, '/marketplace/search?q=navbar');
    const facets = page.getByRole('complementary', { name: 'Narrow the results' });
    await expect(facets.getByRole('heading', { level: 2, name: 'Kind' })).toBeVisible();
    await expect(facets.getByRole('heading', { level: 3 })).toHaveCount(0);
    // From the h1 down, no heading jumps more than one level.
    const levels = await page
      .locator('main')
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    expect(levels[0]).toBe(1);
    for (const [i, level] of levels.entries()) if (i > 0) expect(level - (levels[i - 1] ?? 1)).toBeLessThanOrEqual(1);
    expect(problems).toEqual([]);
  });
});
