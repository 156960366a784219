import type { RecordedEvent } from '@creators/contracts';
import type { Doc } from '@creators/storage';
import type { DocumentReader } from '../runner/projector.js';
import { WorkingDocs } from '../runner/working-docs.js';
import type { Projector } from '../runner/projector.js';
import { EventLog } from '../testing/event-log.js';
import { project } from '../testing/project-events.js';
import { engagementLedger, likes, talliesOf, type ItemWindow, type PastTallies } from './engagement-ledger.js';

const WINDOWS = 'windows';
const ledger = engagementLedger(WINDOWS);
const PASTS = ledger.pasts;

/** The ledger as a read model of its own: each item's window (its likes too) and the day logs. */
const ledgerModel: Projector = {
  name: 'ledger',
  version: 1,
  collections: ledger.collections,
  project(event, read) {
    const docs = new WorkingDocs(read);
    ledger.apply(event, docs);
    return docs.changes();
  },
};

const score = (model: Awaited<ReturnType<typeof project>>, itemId: string): unknown =>
  model.get(WINDOWS, itemId)?.score;

describe('engagement ledger', () => {
  it('given views, previews and likes, scores 1, 2 and 5 points each, per day of the window', async () => {
    const log = new EventLog()
      .at('2026-03-01')
      .view('components', 'c1')
      .view('components', 'c1')
      .preview('components', 'c1')
      .like('components', 'c1', 'u1')
      .at('2026-03-02')
      .view('components', 'c1');
    const model = await project(ledgerModel, log.events);
    expect(model.get(WINDOWS, 'c1')).toEqual({
      id: 'c1',
      kind: 'components',
      score: 10,
      likeCount: 1,
      days: { '2026-03-01': 9, '2026-03-02': 1 },
      firstDay: '2026-03-01',
      // The latest day given points: what trending reads.
      lastDay: '2026-03-02',
      likers: { u1: '2026-03-01' },
      licences: {},
      // Every engagement event, for the creator's insights and the analysts' counts.
      tallies: {
        '2026-03-01': { ItemViewed: 2, ItemPreviewed: 1, ItemLiked: 1 },
        '2026-03-02': { ItemViewed: 1 },
      },
    });
  });

  it('scores a get or a purchase above a like and views, and a refund takes the purchase back from its day', async () => {
    const holder = (itemId: string, accountId: string) => ({ itemId, kind: 'templates', sellerId: 's1', accountId });
    const licence = (itemId: string, accountId: string) => ({
      ...holder(itemId, accountId),
      orderId: `o-${accountId}`,
      licenceId: `lic-${accountId}`,
      amount: 500,
      currency: 'USD',
    });
    const log = new EventLog()
      .at('2026-03-01')
      .like('templates', 'liked', 'u1')
      .view('templates', 'liked')
      .view('templates', 'liked')
      .append('entitlement-got-b1', 'ItemGot', holder('got', 'b1'))
      .append('entitlement-bought-b2', 'LicenceIssued', licence('bought', 'b2'))
      .append('entitlement-refunded-b3', 'LicenceIssued', licence('refunded', 'b3'))
      .at('2026-03-05')
      .append('entitlement-refunded-b3', 'LicenceRevoked', { ...licence('refunded', 'b3'), reason: 'refunded' });
    const model = await project(ledgerModel, log.events);
    // A like and two views (7 points) rank below one get or one purchase (10 each).
    expect(score(model, 'liked')).toBe(7);
    expect(score(model, 'got')).toBe(10);
    expect(score(model, 'bought')).toBe(10);
    // Nothing left to rank: the refund took the purchase's points, and the empty window went with them.
    expect(score(model, 'refunded')).toBeUndefined();
  });

  it('counts one like per creator and item: a repeated like is ignored, an unlike takes it back', async () => {
    const log = new EventLog()
      .like('plugins', 'p1', 'u1')
      .like('plugins', 'p1', 'u1')
      .like('plugins', 'p1', 'u2')
      .unlike('plugins', 'p1', 'u2')
      .unlike('plugins', 'p1', 'u3');
    const model = await project(ledgerModel, log.newEvents());
    expect(model.get(WINDOWS, 'p1')).toMatchObject({ score: 5, likeCount: 1, likers: { u1: '2026-03-01' } });
    const window = model.get(WINDOWS, 'p1') as ItemWindow | null;
    expect([likes(window, 'u1'), likes(window, 'u2'), likes(window, 'u3')]).toEqual([true, false, false]);

    await model.given(log.at('2026-03-05').unlike('plugins', 'p1', 'u1').newEvents());
    expect(model.get(WINDOWS, 'p1')).toMatchObject({ score: 0, likeCount: 0, likers: {}, days: {}, firstDay: null });
  });

  it('ranks by the last 90 days of the log: a day leaves the window when the log reaches its 91st day', async () => {
    const log = new EventLog()
      .at('2026-01-01')
      .view('vectors', 'v1')
      .view('vectors', 'v1')
      .at('2026-03-31')
      .view('vectors', 'v2');
    const model = await project(ledgerModel, log.newEvents());
    // 2026-03-31 is the 90th day counting 2026-01-01: both days are still in the window.
    expect([score(model, 'v1'), score(model, 'v2')]).toEqual([2, 1]);

    // Any event moves the log's day on, not only engagement.
    await model.given(log.at('2026-04-01').signUp('u9', 'late').newEvents());
    // Nothing left in v1's window: it goes, and the day's tallies move to its past.
    expect(model.get(WINDOWS, 'v1')).toBeNull();
    expect(model.get(PASTS, 'v1')).toEqual({ id: 'v1', tallies: { '2026-01-01': { ItemViewed: 2 } } });
    expect(score(model, 'v2')).toBe(1);
  });

  it('ignores engagement from a day already out of the window, and an unlike of an expired like takes no points', async () => {
    const log = new EventLog()
      .at('2026-01-01')
      .like('tutorials', 't1', 'u1')
      .at('2026-06-01')
      .view('tutorials', 't1')
      .at('2026-02-01')
      .view('tutorials', 't1')
      .at('2026-06-02')
      .unlike('tutorials', 't1', 'u1');
    const model = await project(ledgerModel, log.events);
    const window = model.get(WINDOWS, 't1') as ItemWindow | null;
    expect(window).toEqual({
      id: 't1',
      kind: 'tutorials',
      score: 1,
      likeCount: 0,
      days: { '2026-06-01': 1 },
      firstDay: '2026-06-01',
      lastDay: '2026-06-01',
      likers: {},
      licences: {},
      // The like's day moved to the item's past when its points expired.
      tallies: {
        '2026-06-01': { ItemViewed: 1 },
        '2026-02-01': { ItemViewed: 1 },
        '2026-06-02': { ItemUnliked: 1 },
      },
    });
    // A late view and an expired like's unlike still happened: tallied, though they score nothing.
    expect(talliesOf(window, model.get(PASTS, 't1') as PastTallies | null)).toEqual({
      '2026-01-01': { ItemLiked: 1 },
      '2026-02-01': { ItemViewed: 1 },
      '2026-06-01': { ItemViewed: 1 },
      '2026-06-02': { ItemUnliked: 1 },
    });
  });

  it('expires many items of one day, and keeps the days still in the window of an item that had points on both', async () => {
    const log = new EventLog().at('2026-01-01');
    for (let n = 0; n < 600; n += 1) log.view('components', `c${n}`);
    log.at('2026-02-01').like('components', 'c7', 'u1');
    log.at('2026-05-01').view('components', 'c1');
    const model = await project(ledgerModel, log.events);
    const scored = model.all(WINDOWS).filter((window) => window['score'] !== 0);
    expect(scored.map((window) => window.id)).toEqual(['c1', 'c7']);
    expect(model.get(WINDOWS, 'c0')).toBeNull();
    expect(model.get(PASTS, 'c0')).toEqual({ id: 'c0', tallies: { '2026-01-01': { ItemViewed: 1 } } });
    expect(model.get(WINDOWS, 'c1')).toMatchObject({ score: 1, days: { '2026-05-01': 1 }, firstDay: '2026-05-01' });
    expect(model.get(WINDOWS, 'c7')).toMatchObject({ score: 5, days: { '2026-02-01': 5 }, firstDay: '2026-02-01' });
  });

  it("empties a deleted item's window but keeps its tallies, and an unlike of it afterwards takes nothing back", async () => {
    const log = new EventLog()
      .view('sites', 's1')
      .like('sites', 's1', 'u1')
      .item('sites', 's1', 'Deleted')
      .unlike('sites', 's1', 'u1');
    const model = await project(ledgerModel, log.events);
    expect(model.get(WINDOWS, 's1')).toEqual({
      id: 's1',
      kind: 'sites',
      score: 0,
      likeCount: 0,
      days: {},
      firstDay: null,
      lastDay: null,
      likers: {},
      licences: {},
      tallies: { '2026-03-01': { ItemViewed: 1, ItemLiked: 1, ItemUnliked: 1 } },
    });
  });

  it('asks which windows hold expiring points only when one may: the clock keeps the earliest day given points', () => {
    const stored = new Map<string, Map<string, Doc>>();
    const asked: string[] = [];
    const reader: DocumentReader = {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the type it expects
      get: <T extends Doc = Doc>(collection: string, id: string) =>
        (stored.get(collection)?.get(id) ?? null) as T | null,
      candidates: (collection, filter) => {
        asked.push(JSON.stringify(filter));
        return [...(stored.get(collection)?.keys() ?? [])];
      },
    };
    const given = (events: readonly RecordedEvent[]): void => {
      for (const event of events) {
        const docs = new WorkingDocs(reader);
        ledger.apply(event, docs);
        for (const change of docs.changes()) {
          const collection = stored.get(change.collection) ?? new Map<string, Doc>();
          stored.set(change.collection, collection);
          if (change.op === 'put') collection.set(change.doc.id, change.doc);
          else collection.delete(change.id);
        }
      }
    };
    const log = new EventLog().at('2026-01-20').view('vectors', 'v1').at('2026-02-01').view('vectors', 'v2');
    // Every day given points is inside the window of the latest day (from 2026-01-10): nothing to ask.
    given(log.at('2026-04-09').signUp('u1', 'one').newEvents());
    expect(asked).toEqual([]);
    // A late view, still inside the window, lowers the bound to its day; the window then passes it.
    given(log.at('2026-01-12').view('vectors', 'v3').newEvents());
    given(log.at('2026-04-12').signUp('u2', 'two').newEvents());
    expect(asked).toEqual([JSON.stringify({ firstDay: { lt: '2026-01-13' } })]);
    expect(stored.get(WINDOWS)?.has('v3')).toBe(false);
    expect(stored.get(WINDOWS)?.get('v1')).toMatchObject({ score: 1, firstDay: '2026-01-20' });
    // After expiring, the bound is where the window starts: the next day asks again, and v1 leaves.
    given(log.at('2026-04-20').signUp('u3', 'three').newEvents());
    expect(asked).toHaveLength(2);
    expect(stored.get(WINDOWS)?.has('v1')).toBe(false);
    expect(stored.get(WINDOWS)?.get('v2')).toMatchObject({ score: 1, firstDay: '2026-02-01' });
  });

  it("keeps a window the size of the window as an item ages: each day's tallies move to its past as its points expire", async () => {
    const log = new EventLog();
    // A view a day for 200 days.
    for (let day = 0; day < 200; day += 1)
      log.at(new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10)).view('sites', 's1');
    const model = await project(ledgerModel, log.events);
    const window = model.get(WINDOWS, 's1') as ItemWindow | null;
    const past = model.get(PASTS, 's1') as PastTallies | null;
    expect(Object.keys(window?.tallies ?? {})).toHaveLength(90);
    expect(Object.keys(past?.tallies ?? {})).toHaveLength(110);
    expect(window?.score).toBe(90);
    const every = talliesOf(window, past);
    expect(Object.keys(every)).toHaveLength(200);
    expect(Object.values(every).every((tally) => tally.ItemViewed === 1)).toBe(true);
  });
});
