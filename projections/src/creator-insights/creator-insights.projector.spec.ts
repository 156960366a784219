import {
  downloadStreamId,
  entitlementStreamId,
  licenceIdFor,
  type EntitlementData,
  type ItemKind,
} from '@creators/contracts';
import { EventLog } from '../testing/event-log.js';
import { project } from '../testing/project-events.js';
import {
  INSIGHT_DAYS,
  INSIGHT_ITEMS,
  creatorInsightsProjector,
  insightDayId,
  type InsightDayDoc,
} from './creator-insights.projector.js';

/** The log's commerce events, as the commerce handlers append them. */
class CommerceLog extends EventLog {
  private holding(kind: ItemKind, itemId: string, sellerId: string, accountId: string): EntitlementData {
    return { itemId, kind, sellerId, accountId };
  }

  got(kind: ItemKind, itemId: string, sellerId: string, accountId: string): this {
    return this.append(
      entitlementStreamId(itemId, accountId),
      'ItemGot',
      this.holding(kind, itemId, sellerId, accountId),
    );
  }

  licence(
    type: 'LicenceIssued' | 'LicenceRevoked',
    sale: { kind: ItemKind; itemId: string; sellerId: string; accountId: string; amount: number; currency: string },
  ): this {
    const orderId = `order-of-${sale.accountId}`;
    const { kind, itemId, sellerId, accountId, amount, currency } = sale;
    return this.append(entitlementStreamId(itemId, accountId), type, {
      ...this.holding(kind, itemId, sellerId, accountId),
      orderId,
      licenceId: licenceIdFor(orderId),
      amount,
      currency,
      ...(type === 'LicenceRevoked' ? { reason: 'refunded' } : {}),
    });
  }

  downloaded(
    kind: ItemKind,
    itemId: string,
    sellerId: string,
    accountId: string,
    way: 'get' | 'purchase' | 'own',
  ): this {
    return this.append(downloadStreamId(`d${this.events.length}`), 'FileDownloaded', {
      ...this.holding(kind, itemId, sellerId, accountId),
      uploadId: 'u1',
      way,
    });
  }
}

const day = (
  itemId: string,
  date: string,
  counts: Partial<Omit<InsightDayDoc, 'id' | 'itemId' | 'day'>>,
): InsightDayDoc => ({
  id: insightDayId(itemId, date),
  itemId,
  sellerId: 'ada',
  kind: 'templates',
  day: date,
  views: 0,
  previews: 0,
  likes: 0,
  gets: 0,
  sales: 0,
  downloads: 0,
  revenue: {},
  ...counts,
});

describe('creator insights projector', () => {
  it('keeps every item with its creator, kind, slug and title, and a deleted one marked, not gone', async () => {
    const log = new CommerceLog()
      .at('2026-03-01T09:00:00.000Z')
      .create('templates', 't1', 'ada', 'starter', { title: 'Starter' })
      .create('components', 'c1', 'ada', 'grid', { title: 'Grid' })
      .at('2026-03-02T09:00:00.000Z')
      .item('templates', 't1', 'Published')
      .edit('templates', 't1', { title: 'Portfolio starter' }, 'portfolio-starter')
      .item('templates', 't1', 'Unpublished')
      .item('components', 'c1', 'Deleted');
    const model = await project(creatorInsightsProjector, log.events);
    expect(model.all(INSIGHT_ITEMS)).toEqual([
      { id: 'c1', sellerId: 'ada', kind: 'components', slug: 'grid', title: 'Grid', publishedAt: null, deleted: true },
      {
        id: 't1',
        sellerId: 'ada',
        kind: 'templates',
        slug: 'portfolio-starter',
        title: 'Portfolio starter',
        publishedAt: '2026-03-02T09:00:00.000Z',
        deleted: false,
      },
    ]);
    expect(model.all(INSIGHT_DAYS)).toEqual([]);
  });

  // The engagement windows tally them (`tallies`), and the reader adds them to the funnel.
  it('writes no day for views, previews and likes', async () => {
    const log = new CommerceLog()
      .publish('templates', 't1', 'ada', 'starter')
      .at('2026-03-01T23:59:59.999Z')
      .view('templates', 't1')
      .view('templates', 't1')
      .preview('templates', 't1')
      .like('templates', 't1', 'bob')
      .at('2026-03-02T00:00:00.000Z')
      .view('templates', 't1')
      // The like of the day before is taken back today: today's likes go down, yesterday's stay.
      .unlike('templates', 't1', 'bob');
    const model = await project(creatorInsightsProjector, log.events);
    expect(model.all(INSIGHT_DAYS)).toEqual([]);
  });

  it('adds gets, sales with their amount per currency, and downloads; a refund takes its sale back on its own day', async () => {
    const sale = { kind: 'templates', itemId: 't1', sellerId: 'ada', amount: 1500 } as const;
    const log = new CommerceLog()
      .publish('templates', 't1', 'ada', 'starter')
      .at('2026-03-10')
      .got('templates', 't1', 'ada', 'carol')
      .licence('LicenceIssued', { ...sale, accountId: 'bob', currency: 'USD' })
      .licence('LicenceIssued', { ...sale, accountId: 'dan', currency: 'EUR', amount: 900 })
      .downloaded('templates', 't1', 'ada', 'bob', 'purchase')
      .downloaded('templates', 't1', 'ada', 'carol', 'get')
      // The creator's own download is no step of a buyer's funnel.
      .downloaded('templates', 't1', 'ada', 'ada', 'own')
      .at('2026-04-02')
      .licence('LicenceRevoked', { ...sale, accountId: 'bob', currency: 'USD' });
    const model = await project(creatorInsightsProjector, log.events);
    expect(model.all(INSIGHT_DAYS)).toEqual([
      day('t1', '2026-03-10', { gets: 1, sales: 2, downloads: 2, revenue: { USD: 1500, EUR: 900 } }),
      day('t1', '2026-04-02', { sales: -1, revenue: { USD: -1500 } }),
    ]);
  });

  it('keeps counting a deleted item', async () => {
    const log = new CommerceLog()
      .publish('templates', 't1', 'ada', 'starter')
      .at('2026-03-03')
      .licence('LicenceIssued', {
        kind: 'templates',
        itemId: 't1',
        sellerId: 'ada',
        accountId: 'bob',
        amount: 700,
        currency: 'USD',
      })
      .item('templates', 't1', 'Deleted')
      .downloaded('templates', 't1', 'ada', 'bob', 'purchase')
      .view('components', 'unknown')
      .signUp('erin', 'erin');
    const model = await project(creatorInsightsProjector, log.events);
    expect(model.get(INSIGHT_ITEMS, 't1')).toMatchObject({ deleted: true, title: 'starter' });
    expect(model.all(INSIGHT_DAYS)).toEqual([
      day('t1', '2026-03-03', { sales: 1, downloads: 1, revenue: { USD: 700 } }),
    ]);
  });
});
