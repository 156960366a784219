import type { SearchAnswer, SearchSuggestions } from '@creators/contracts';
import { PROMPTLY_MS } from '@creators/storage/testing';
import { signedInCreator } from '../../testing/creators.js';
import { field, HttpClient, type Reply } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

describe('discovery: search that forgives and explains', () => {
  let testApp: TestApp;
  let visitor: HttpClient;
  let makerHandle: string;
  const titles = (answer: SearchAnswer): string[] => answer.items.map((card) => card.title).sort();

  const search = async (query: string): Promise<SearchAnswer> => {
    const reply: Reply = await visitor.get(`/api/marketplace/search?${query}`);
    expect(reply.status).toBe(200);
    return reply.json as SearchAnswer;
  };

  beforeAll(async () => {
    testApp = await startTestApp();
    const maker = await signedInCreator(testApp, `navmaker${Math.random().toString(36).slice(2, 6)}`);
    const other = await signedInCreator(testApp);
    makerHandle = maker.handle;
    visitor = new HttpClient(testApp.base);
    const items: [HttpClient, string, Record<string, unknown>][] = [
      [
        maker.client,
        'components',
        { title: 'Navbar Pro', tags: ['navigation', 'header'], coverImageUrl: 'https://example.com/navbar-pro.png' },
      ],
      [
        maker.client,
        'components',
        { title: 'Sticky Navbar', tags: ['navigation'], price: { amount: 1500, currency: 'USD' } },
      ],
      [
        other.client,
        'components',
        { title: 'Pricing Buttons', tags: ['buttons'], price: { amount: 500, currency: 'USD' } },
      ],
      [
        other.client,
        'templates',
        { title: 'Landing Navigation Kit', categories: ['landing-page'], price: { amount: 4900, currency: 'USD' } },
      ],
      [other.client, 'vectors', { title: 'Galleries of Icons', formats: ['svg'] }],
    ];
    ({ position } = await publishAll(items));
  });
  let position = 0;

  async function publishAll(items: readonly [HttpClient, string, Record<string, unknown>][]): Promise<{
    position: number;
    slugs: string[];
  }> {
    const slugs: string[] = [];
    for (const [client, kind, body] of items) {
      const created = await client.post(`/api/dashboard/${kind}`, { summary: 'A piece for discovery', ...body });
      expect(created.status).toBe(201);
      const published = await client.post(`/api/dashboard/${kind}/${field<string>(created, 'id')}/publish`);
      expect(published.status).toBe(200);
      position = Number(field<string>(published, 'position'));
      slugs.push(field<string>(created, 'slug'));
    }
    expect(await testApp.runner.waitFor(position, PROMPTLY_MS)).toBe(true);
    return { position, slugs };
  }
  afterAll(async () => {
    await testApp.close();
  });

  it('finds through a typo, and says what it corrected', async () => {
    const answer = await search('q=navbr');
    expect(titles(answer)).toEqual(['Navbar Pro', 'Sticky Navbar']);
    expect(answer.correctedQuery).toBe('navbar');
    expect((await search('q=stiky%20navbar')).items.map((card) => card.title)).toEqual(['Sticky Navbar']);
  });

  it('searches the words as typed when asked to, correcting nothing', async () => {
    const asTyped = await search('q=navbr&exact=true');
    expect(asTyped.items).toEqual([]);
    // Nothing found as typed: the correction is offered, not applied ("Did you mean navbar?").
    expect(asTyped.correctedQuery).toBe('navbar');
    // Words spelt right are found as ever.
    expect(titles(await search('q=navbar&exact=true'))).toEqual(['Navbar Pro', 'Sticky Navbar']);
    expect((await visitor.get('/api/marketplace/search?q=navbr&exact=maybe')).status).toBe(400);
  });

  it('finds by the first letters of a word, and by a plural or singular', async () => {
    expect(titles(await search('q=nav'))).toEqual(['Landing Navigation Kit', 'Navbar Pro', 'Sticky Navbar']);
    expect(titles(await search('q=navbars'))).toEqual(['Navbar Pro', 'Sticky Navbar']);
    expect(titles(await search('q=button'))).toEqual(['Pricing Buttons']);
    expect(titles(await search('q=gallery'))).toEqual(['Galleries of Icons']);
    expect((await search('q=nav')).correctedQuery).toBeNull();
  });

  it('ranks a title match above a summary one, and counts facets equal to what is listed', async () => {
    const answer = await search('q=navigation');
    expect(answer.items[0]?.title).toBe('Landing Navigation Kit');
    const total = answer.total;
    expect(total).toBe(answer.items.length);
    const sum = (counts: readonly { count: number }[]) => counts.reduce((n, c) => n + c.count, 0);
    expect(sum(answer.facets.kinds)).toBe(total);
    const prices = Object.fromEntries(answer.facets.prices.map((p) => [p.value, p.count]));
    expect((prices.free ?? 0) + (prices.paid ?? 0)).toBe(total);
    for (const facet of answer.facets.prices) {
      expect((await search(`q=navigation&price=${facet.value}`)).total).toBe(facet.count);
    }
    for (const facet of answer.facets.kinds) {
      expect((await search(`q=navigation&kind=${facet.value}`)).total).toBe(facet.count);
    }
    const tag = answer.facets.tags.find((t) => t.value === 'navigation');
    expect(tag).toMatchObject({ label: 'Navigation', count: 2 });
    expect((await search('q=navigation&tags=navigation')).total).toBe(2);
    expect(answer.facets.creators.find((c) => c.value === makerHandle)?.count).toBe(2);
  });

  it('combines filters, and sorts by newest or popular', async () => {
    const combined = await search(`q=navbar&price=paid&tags=navigation&kind=components&creator=${makerHandle}`);
    expect(titles(combined)).toEqual(['Sticky Navbar']);
    expect(combined.facets.prices.map((p) => [p.value, p.label])).toEqual([
      ['paid', 'Paid'],
      ['10-50', '$10 to $50'],
    ]);
    const newest = await search('q=navbar&sort=newest');
    expect(newest.items.map((card) => card.title)).toEqual(['Sticky Navbar', 'Navbar Pro']);
    expect((await search('q=navbar&sort=popular')).total).toBe(2);
    expect((await visitor.get('/api/marketplace/search?q=navbar&sort=random')).status).toBe(400);
    expect((await visitor.get('/api/marketplace/search?q=navbar&price=cheap')).status).toBe(400);
  });

  it('prices in one currency carry its sign; across several, a currency is chosen first', async () => {
    const other = await signedInCreator(testApp);
    await publishAll([
      [other.client, 'components', { title: 'Ledger Dollars', price: { amount: 1500, currency: 'USD' } }],
      [other.client, 'components', { title: 'Ledger Euros', price: { amount: 800, currency: 'EUR' } }],
      [other.client, 'components', { title: 'Ledger Yen', price: { amount: 3000, currency: 'JPY' } }],
      [other.client, 'components', { title: 'Ledger Pounds', price: { amount: 500, currency: 'GBP' } }],
      [other.client, 'components', { title: 'Ledger Free' }],
    ]);
    const mixed = await search('q=ledger');
    // "Under 10" would put ¥3,000 with $5: no ranges across currencies, a currency to choose.
    expect(mixed.facets.prices.map((p) => p.value)).toEqual(['free', 'paid']);
    expect(mixed.facets.currencies).toEqual([
      { value: 'EUR', label: 'EUR', count: 1 },
      { value: 'GBP', label: 'GBP', count: 1 },
      { value: 'JPY', label: 'JPY', count: 1 },
      { value: 'USD', label: 'USD', count: 1 },
    ]);
    const euros = await search('q=ledger&currency=EUR');
    expect(titles(euros)).toEqual(['Ledger Euros']);
    expect(euros.facets.prices).toEqual([
      { value: 'paid', label: 'Paid', count: 1 },
      { value: 'under-10', label: 'Under €10', count: 1 },
    ]);
    // Ranges are in whole units of the currency: ¥3,000 is over ¥50 (its amount has no minor units).
    const yen = await search('q=ledger&currency=JPY');
    expect(yen.facets.prices.map((p) => p.label)).toEqual(['Paid', 'Over ¥50']);
    expect(titles(await search('q=ledger&currency=JPY&price=over-50'))).toEqual(['Ledger Yen']);
    const under = await search('q=ledger&price=under-10');
    expect(titles(under)).toEqual(['Ledger Euros', 'Ledger Pounds']);
    // Chosen across currencies, the range stays offered (to be dropped), and says what it counts in.
    expect(under.facets.prices).toContainEqual({
      value: 'under-10',
      label: "Under 10, in each item's currency",
      count: 2,
    });
    expect((await visitor.get('/api/marketplace/search?q=ledger&currency=XYZ')).status).toBe(400);
  });

  it('pages through results without repeating one', async () => {
    const first = await search('q=a&limit=2');
    const seen = first.items.map((card) => card.id);
    let cursor = first.nextCursor;
    while (cursor !== null) {
      const next = await search(`q=a&limit=2&cursor=${cursor}`);
      seen.push(...next.items.map((card) => card.id));
      cursor = next.nextCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(first.total);
  });

  it('answers nothing found with popular items to go on with', async () => {
    const answer = await search('q=qqxqzzv');
    expect(answer.items).toEqual([]);
    expect(answer.total).toBe(0);
    expect(answer.popular.length).toBeGreaterThan(0);
  });

  it('suggests titles, tags and categories, and creators from the first letters', async () => {
    const reply = await visitor.get('/api/marketplace/suggestions?q=nav');
    expect(reply.status).toBe(200);
    const suggestions = reply.json as SearchSuggestions;
    expect(suggestions.items.map((item) => item.title)).toEqual(
      expect.arrayContaining(['Navbar Pro', 'Sticky Navbar', 'Landing Navigation Kit']),
    );
    expect(suggestions.labels).toEqual([
      { type: 'tag', kind: 'components', slug: 'navigation', label: 'Navigation', count: 2 },
    ]);
    expect(suggestions.creators).toEqual([{ handle: makerHandle, name: expect.any(String), avatarUrl: null }]);
    // Each title with who made it and its cover, so like titles by different people tell apart.
    const pro = suggestions.items.find((item) => item.title === 'Navbar Pro');
    expect(pro?.creator.handle).toBe(makerHandle);
    expect(pro?.coverImageUrl).toBe('https://example.com/navbar-pro.png');
    expect(suggestions.items.find((item) => item.title === 'Landing Navigation Kit')?.creator.handle).not.toBe(
      makerHandle,
    );
    const typo = (await visitor.get('/api/marketplace/suggestions?q=navbr')).json as SearchSuggestions;
    expect(typo.correctedQuery).toBe('navbar');
    expect(typo.items.map((item) => item.title).sort()).toEqual(['Navbar Pro', 'Sticky Navbar']);
    const landing = (await visitor.get('/api/marketplace/suggestions?q=landing%20p')).json as SearchSuggestions;
    expect(landing.labels.map((label) => label.slug)).toEqual(['landing-page']);
    expect(((await visitor.get('/api/marketplace/suggestions?q=')).json as SearchSuggestions).items).toEqual([]);
  });

  it('relates items by every tag they share, most shared first, and shows more from the creator', async () => {
    const moonMaker = await signedInCreator(testApp);
    const { slugs } = await publishAll([
      [moonMaker.client, 'components', { title: 'Moon Alpha', tags: ['orbit', 'lunar', 'crater'] }],
      [moonMaker.client, 'components', { title: 'Moon Beta', tags: ['orbit'] }],
      [moonMaker.client, 'components', { title: 'Moon Gamma', tags: ['crater', 'lunar'] }],
    ]);
    const page = (await visitor.get(`/api/marketplace/components/${slugs[0] ?? ''}`)).json as {
      related: { similar: { title: string }[]; byCreator: { title: string }[] };
    };
    expect(page.related.similar.map((card) => card.title)).toEqual(['Moon Gamma', 'Moon Beta']);
    expect(page.related.byCreator.map((card) => card.title).sort()).toEqual(['Moon Beta', 'Moon Gamma']);
  });
});
