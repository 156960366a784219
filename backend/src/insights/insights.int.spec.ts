import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import {
  asItemEvent,
  downloadStreamId,
  entitlementStreamId,
  licenceIdFor,
  likeStreamId,
  orderStreamId,
  viewStreamId,
  previewStreamId,
  type CreatorInsights,
  type FunnelTotals,
  type ItemInsightRow,
  type ItemInsights,
  type ItemKind,
  type MoneyTotal,
  type NewEvent,
  type ProblemDocument,
  type RecordedEvent,
} from '@creators/contracts';
import type { ExpectedRevision } from '@creators/storage';
import { INTEGRATION_TEST_MS } from '@creators/storage/testing';
import { signedInCreator } from '../testing/creators.js';
import { anEvent } from '../testing/events.js';
import { field, type HttpClient, type Reply } from '../testing/http-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

jest.setTimeout(INTEGRATION_TEST_MS);

const INSIGHTS = '/api/dashboard/insights';
const DAY_MS = 86_400_000;
const STEPS = ['views', 'previews', 'likes', 'gets', 'sales', 'downloads'] as const;
type Step = (typeof STEPS)[number];

/** `n` UTC days before today, at `hour` o'clock (today's may lie a few hours ahead: still today). */
function daysAgo(n: number, hour = 12): string {
  const today = new Date();
  today.setUTCHours(hour, 0, 0, 0);
  return new Date(today.getTime() - n * DAY_MS).toISOString();
}

/** An event as its handler would append it, but at the time given. */
function happened(type: string, data: object, occurredAt: string): NewEvent {
  const event = anEvent(type, data);
  return { ...event, metadata: { ...event.metadata, occurredAt } };
}

interface Item {
  readonly itemId: string;
  readonly kind: ItemKind;
  readonly sellerId: string;
}

/** The whole log, read from the store a page at a time. */
async function everyEvent(testApp: TestApp): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (;;) {
    const page = await testApp.events.readAll({ after: events.at(-1)?.position ?? 0, limit: 500 });
    events.push(...page);
    if (page.length < 500) return events;
  }
}

// ---- The expected answers, folded from the log with plain code (no read model, no reader). ----

interface Bucket extends Record<Step, number> {
  revenue: Map<string, number>;
}
interface ItemSeen {
  readonly kind: ItemKind;
  readonly sellerId: string;
  slug: string;
  title: string;
  published: boolean;
  deleted: boolean;
}
interface Fold {
  readonly items: Map<string, ItemSeen>;
  /** `<itemId> <day>` → that item's steps that day. */
  readonly buckets: Map<string, Bucket>;
}

const emptyBucket = (): Bucket => ({
  views: 0,
  previews: 0,
  likes: 0,
  gets: 0,
  sales: 0,
  downloads: 0,
  revenue: new Map(),
});

function foldLog(events: readonly RecordedEvent[]): Fold {
  const items = new Map<string, ItemSeen>();
  const buckets = new Map<string, Bucket>();
  const add = (event: RecordedEvent, itemId: string, step: Step, delta: number, money?: MoneyTotal): void => {
    const key = `${itemId} ${event.metadata.occurredAt.slice(0, 10)}`;
    const bucket = buckets.get(key) ?? emptyBucket();
    bucket[step] += delta;
    if (money !== undefined)
      bucket.revenue.set(money.currency, (bucket.revenue.get(money.currency) ?? 0) + money.amount);
    buckets.set(key, bucket);
  };
  for (const event of events) {
    const item = asItemEvent(event);
    if (item?.change === 'Created') {
      const { creatorId, slug, fields } = item.data;
      items.set(item.data.itemId, {
        kind: item.kind,
        sellerId: creatorId,
        slug,
        title: fields.title,
        published: false,
        deleted: false,
      });
    }
    const seen = item === null ? undefined : items.get(item.data.itemId);
    if (item !== null && seen !== undefined) {
      if (item.change === 'Edited') {
        seen.slug = item.data.slug ?? seen.slug;
        seen.title = item.data.changes.title ?? seen.title;
      }
      if (item.change === 'Published') seen.published = true;
      if (item.change === 'Deleted') seen.deleted = true;
    }
    const data = event.data as { itemId: string; amount: number; currency: string; way: string };
    switch (event.type) {
      case 'ItemViewed':
        add(event, data.itemId, 'views', 1);
        break;
      case 'ItemPreviewed':
        add(event, data.itemId, 'previews', 1);
        break;
      case 'ItemLiked':
        add(event, data.itemId, 'likes', 1);
        break;
      case 'ItemUnliked':
        add(event, data.itemId, 'likes', -1);
        break;
      case 'ItemGot':
        add(event, data.itemId, 'gets', 1);
        break;
      case 'LicenceIssued':
        add(event, data.itemId, 'sales', 1, { currency: data.currency, amount: data.amount });
        break;
      case 'LicenceRevoked':
        add(event, data.itemId, 'sales', -1, { currency: data.currency, amount: -data.amount });
        break;
      case 'FileDownloaded':
        if (data.way !== 'own') add(event, data.itemId, 'downloads', 1);
        break;
    }
  }
  return { items, buckets };
}

/** The buckets of the items chosen, on the dates given (in date order). */
function bucketsOf(fold: Fold, itemIds: readonly string[], dates: readonly string[]): [string, Bucket][] {
  return dates.flatMap((date) =>
    itemIds.flatMap((itemId): [string, Bucket][] => {
      const bucket = fold.buckets.get(`${itemId} ${date}`);
      return bucket === undefined ? [] : [[date, bucket]];
    }),
  );
}

function totalsOf(buckets: readonly Bucket[]): FunnelTotals {
  const totals = { views: 0, previews: 0, likes: 0, gets: 0, sales: 0, downloads: 0 };
  for (const bucket of buckets) for (const step of STEPS) totals[step] += bucket[step];
  return totals;
}

function moneyOf(buckets: readonly Bucket[]): MoneyTotal[] {
  const sums = new Map<string, number>();
  for (const bucket of buckets)
    for (const [currency, amount] of bucket.revenue) sums.set(currency, (sums.get(currency) ?? 0) + amount);
  return [...sums.keys()].sort().map((currency) => ({ currency, amount: sums.get(currency) ?? 0 }));
}

function expectedNumbers(fold: Fold, itemIds: readonly string[], dates: readonly string[]) {
  const dated = bucketsOf(fold, itemIds, dates);
  const months = [...new Set(dates.map((date) => date.slice(0, 7)))];
  return {
    totals: totalsOf(dated.map(([, bucket]) => bucket)),
    revenue: moneyOf(dated.map(([, bucket]) => bucket)),
    daily: dates.map((date) => ({
      date,
      ...totalsOf(dated.filter(([day]) => day === date).map(([, bucket]) => bucket)),
    })),
    monthlyRevenue: months.flatMap((month) =>
      moneyOf(dated.filter(([day]) => day.startsWith(month)).map(([, bucket]) => bucket)).map((money) => ({
        month,
        ...money,
      })),
    ),
  };
}

function expectedRow(fold: Fold, itemId: string, dates: readonly string[]): ItemInsightRow {
  const seen = fold.items.get(itemId);
  if (seen === undefined) throw new Error(`no item ${itemId} in the log`);
  const { totals, revenue } = expectedNumbers(fold, [itemId], dates);
  return { itemId, kind: seen.kind, slug: seen.slug, title: seen.title, ...totals, revenue };
}

function expectedCreatorInsights(fold: Fold, creatorId: string, dates: readonly string[]): CreatorInsights {
  const mine = [...fold.items].filter(([, item]) => item.sellerId === creatorId).map(([itemId]) => itemId);
  const rows = mine
    .filter((itemId) => {
      const item = fold.items.get(itemId);
      const hasNumbers = bucketsOf(fold, [itemId], dates).length > 0;
      return (item?.published === true && !item.deleted) || hasNumbers;
    })
    .map((itemId) => expectedRow(fold, itemId, dates))
    .sort(
      (a, b) =>
        b.sales - a.sales ||
        b.gets - a.gets ||
        b.views - a.views ||
        (a.title < b.title ? -1 : a.title > b.title ? 1 : 0) ||
        (a.itemId < b.itemId ? -1 : 1),
    );
  return { ...expectedNumbers(fold, mine, dates), items: rows };
}

function expectedItemInsights(fold: Fold, itemId: string, dates: readonly string[]): ItemInsights {
  const { daily, monthlyRevenue } = expectedNumbers(fold, [itemId], dates);
  return { item: expectedRow(fold, itemId, dates), daily, monthlyRevenue };
}

/** The dates an answer covers, checked to be `days` consecutive UTC days ending today (as the request saw it). */
function periodOf(daily: readonly { date: string }[], days: number, todays: readonly string[]): string[] {
  const dates = daily.map((day) => day.date);
  expect(dates).toHaveLength(days);
  expect(todays).toContain(dates.at(-1));
  dates.slice(1).forEach((date, i) => {
    expect(Date.parse(date) - Date.parse(dates[i] ?? '')).toBe(DAY_MS);
  });
  return dates;
}

describe('the creator insight API', () => {
  let testApp: TestApp;
  let ada: { client: HttpClient; creatorId: string };
  let bob: { client: HttpClient; creatorId: string };
  let starter: Item;
  let grid: Item;
  let bobs: Item;
  /** Reads sent with this wait for the read models to hold every event the test appended. */
  let consistent: Record<string, string>;

  /** An item created and published through the dashboard, as its creator does. */
  const create = async (
    who: { client: HttpClient; creatorId: string },
    kind: ItemKind,
    body: object,
  ): Promise<Item> => {
    const created = await who.client.post(`/api/dashboard/${kind}`, body);
    expect(created.status).toBe(201);
    const itemId = field<string>(created, 'id');
    expect((await who.client.post(`/api/dashboard/${kind}/${itemId}/publish`)).status).toBe(200);
    return { itemId, kind, sellerId: who.creatorId };
  };

  const append = async (streamId: string, events: NewEvent[], expected: ExpectedRevision = 'no_stream') =>
    testApp.events.append(streamId, events, expected);

  const view = (item: Item, at: string, type: 'ItemViewed' | 'ItemPreviewed' = 'ItemViewed') => {
    const visitorKey = randomUUID();
    const stream = (type === 'ItemViewed' ? viewStreamId : previewStreamId)(item.itemId, visitorKey);
    const data = { itemId: item.itemId, kind: item.kind, visitorKey, day: at.slice(0, 10) };
    return append(stream, [happened(type, data, at)]);
  };
  const like = (item: Item, who: string, type: 'ItemLiked' | 'ItemUnliked', at: string) =>
    append(
      likeStreamId(item.itemId, who),
      [happened(type, { itemId: item.itemId, kind: item.kind, creatorId: who }, at)],
      'any',
    );
  const holding = (item: Item, accountId: string) => ({
    itemId: item.itemId,
    kind: item.kind,
    sellerId: item.sellerId,
    accountId,
  });
  const got = (item: Item, accountId: string, at: string) =>
    append(entitlementStreamId(item.itemId, accountId), [happened('ItemGot', holding(item, accountId), at)]);
  /** A paid order and its licence; `refundedAt` refunds it later. */
  const sell = async (
    item: Item,
    accountId: string,
    amount: number,
    currency: string,
    at: string,
    refundedAt?: string,
  ) => {
    const orderId = randomUUID();
    const licence = { ...holding(item, accountId), orderId, licenceId: licenceIdFor(orderId), amount, currency };
    await append(orderStreamId(orderId), [
      happened(
        'OrderPlaced',
        {
          orderId,
          itemId: item.itemId,
          kind: item.kind,
          sellerId: item.sellerId,
          buyerId: accountId,
          amount,
          currency,
          provider: 'test',
          checkoutId: orderId,
        },
        at,
      ),
      happened('OrderPaid', { orderId, noticeId: `n-${orderId}`, amount, currency, paymentRef: `test_${orderId}` }, at),
    ]);
    await append(entitlementStreamId(item.itemId, accountId), [happened('LicenceIssued', licence, at)]);
    if (refundedAt === undefined) return;
    await append(
      orderStreamId(orderId),
      [happened('OrderRefunded', { orderId, noticeId: `r-${orderId}`, amount, currency }, refundedAt)],
      1,
    );
    await append(
      entitlementStreamId(item.itemId, accountId),
      [happened('LicenceRevoked', { ...licence, reason: 'refunded' }, refundedAt)],
      0,
    );
  };
  const download = (item: Item, accountId: string, way: 'get' | 'purchase' | 'own', at: string) =>
    append(downloadStreamId(randomUUID()), [
      happened('FileDownloaded', { ...holding(item, accountId), uploadId: randomUUID(), way }, at),
    ]);

  beforeAll(async () => {
    testApp = await startTestApp();
    ada = await signedInCreator(testApp);
    bob = await signedInCreator(testApp);
    const price = (amount: number) => ({ amount, currency: 'USD' });
    starter = await create(ada, 'templates', { title: 'Portfolio starter', summary: 'A site', price: price(1500) });
    grid = await create(ada, 'components', { title: 'Bento grid', summary: 'Cards' });
    bobs = await create(bob, 'templates', { title: 'Bob’s', summary: 'Not Ada’s', price: price(900) });

    // The paid template: seen, previewed, liked and unliked, sold (one sale refunded), downloaded.
    await view(starter, daysAgo(0, 1));
    await view(starter, daysAgo(0, 23));
    await view(starter, daysAgo(3));
    await view(starter, daysAgo(40));
    await view(starter, daysAgo(100));
    await view(starter, daysAgo(3), 'ItemPreviewed');
    await like(starter, 'liker-1', 'ItemLiked', daysAgo(10));
    await like(starter, 'liker-1', 'ItemUnliked', daysAgo(2));
    await like(starter, 'liker-2', 'ItemLiked', daysAgo(0));
    await sell(starter, 'buyer-p', 1500, 'USD', daysAgo(12), daysAgo(1));
    await sell(starter, 'buyer-r', 1500, 'USD', daysAgo(5));
    await sell(starter, 'buyer-q', 1300, 'EUR', daysAgo(60));
    await download(starter, 'buyer-p', 'purchase', daysAgo(11));
    await download(starter, ada.creatorId, 'own', daysAgo(0));
    // The free component: seen, got twice, downloaded, then deleted (its numbers stay).
    await view(grid, daysAgo(5));
    await got(grid, 'getter-x', daysAgo(5));
    await got(grid, 'getter-y', daysAgo(35));
    await download(grid, 'getter-x', 'get', daysAgo(5));
    // Another creator's numbers, which never show in Ada's.
    await view(bobs, daysAgo(0));
    await sell(bobs, 'buyer-s', 900, 'USD', daysAgo(0));
    const deleted = await ada.client.delete(`/api/dashboard/components/${grid.itemId}`);
    expect(deleted.status).toBe(204);

    consistent = { 'x-consistent-with': String(await testApp.eventCount()) };
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** A GET of Ada's that holds every event appended, with today as the request may have seen it. */
  const read = async (client: HttpClient, path: string): Promise<{ reply: Reply; todays: string[] }> => {
    const before = new Date().toISOString().slice(0, 10);
    const reply = await client.get(path, consistent);
    const after = new Date().toISOString().slice(0, 10);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    return { reply, todays: [before, after] };
  };

  it.each([
    [7, `${INSIGHTS}?days=7`],
    [30, `${INSIGHTS}?days=30`],
    [30, INSIGHTS],
    [90, `${INSIGHTS}?days=90`],
  ])("answers the creator's %i days equal to a fold of the whole log (%s)", async (days, path) => {
    const { reply, todays } = await read(ada.client, path);
    const insights = reply.json as CreatorInsights;
    const dates = periodOf(insights.daily, days, todays);
    const fold = foldLog(await everyEvent(testApp));
    expect(insights).toEqual(expectedCreatorInsights(fold, ada.creatorId, dates));
  });

  it('counts what the log says over 30 days: a refund takes its sale back, the own download and old views do not count', async () => {
    const { reply } = await read(ada.client, `${INSIGHTS}?days=30`);
    const insights = reply.json as CreatorInsights;
    expect(insights.totals).toEqual({ views: 4, previews: 1, likes: 1, gets: 1, sales: 1, downloads: 2 });
    expect(insights.revenue).toEqual([{ currency: 'USD', amount: 1500 }]);
    expect(insights.items.map((row) => [row.title, row.sales, row.gets, row.downloads])).toEqual([
      ['Portfolio starter', 1, 0, 1],
      // Deleted since, and still counted.
      ['Bento grid', 0, 1, 1],
    ]);
    const usd = insights.monthlyRevenue.filter((month) => month.currency === 'USD');
    expect(usd.reduce((sum, month) => sum + month.amount, 0)).toBe(1500);
    const ninety = (await read(ada.client, `${INSIGHTS}?days=90`)).reply.json as CreatorInsights;
    expect(ninety.revenue).toEqual([
      { currency: 'EUR', amount: 1300 },
      { currency: 'USD', amount: 1500 },
    ]);
    expect(ninety.totals).toMatchObject({ views: 5, gets: 2, sales: 2 });
  });

  it("answers each of the creator's items, deleted ones too, equal to the fold", async () => {
    const fold = foldLog(await everyEvent(testApp));
    for (const [item, days] of [
      [starter, 90],
      [starter, 7],
      [grid, 30],
    ] as const) {
      const { reply, todays } = await read(ada.client, `${INSIGHTS}/items/${item.itemId}?days=${days}`);
      const insights = reply.json as ItemInsights;
      const dates = periodOf(insights.daily, days, todays);
      expect(insights).toEqual(expectedItemInsights(fold, item.itemId, dates));
    }
  });

  it("answers another creator's item, and one that does not exist, 404", async () => {
    const answers = await Promise.all([
      bob.client.get(`${INSIGHTS}/items/${starter.itemId}`, consistent),
      ada.client.get(`${INSIGHTS}/items/${bobs.itemId}`, consistent),
      ada.client.get(`${INSIGHTS}/items/${randomUUID()}`, consistent),
    ]);
    expect(answers.map((answer) => [answer.status, field(answer, 'type')])).toEqual([
      [404, '/problems/item-not-found'],
      [404, '/problems/item-not-found'],
      [404, '/problems/item-not-found'],
    ]);
    // Bob's own numbers hold his item only.
    const own = (await read(bob.client, INSIGHTS)).reply.json as CreatorInsights;
    expect(own.items.map((row) => row.itemId)).toEqual([bobs.itemId]);
    expect(own.revenue).toEqual([{ currency: 'USD', amount: 900 }]);
  });

  it('refuses signed-out visitors 401', async () => {
    const answers = await Promise.all([
      fetch(`${testApp.base}${INSIGHTS}`),
      fetch(`${testApp.base}${INSIGHTS}?days=7`),
      fetch(`${testApp.base}${INSIGHTS}/items/${starter.itemId}`),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401]);
  });

  it.each(['14', '0', '-30', 'abc', '', '30.5', '30&days=7', '365'])(
    'refuses ?days=%s with a 400 naming the parameter',
    async (days) => {
      for (const path of [`${INSIGHTS}?days=${days}`, `${INSIGHTS}/items/${starter.itemId}?days=${days}`]) {
        const reply = await ada.client.get(path);
        expect([reply.status, reply.headers.get('content-type')]).toEqual([
          400,
          expect.stringMatching(/^application\/problem\+json/),
        ]);
        expect((reply.json as ProblemDocument).errors?.map((error) => error.field)).toContain('days');
      }
    },
  );
});
