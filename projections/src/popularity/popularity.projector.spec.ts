import { EventLog } from '../testing/event-log.js';
import { project } from '../testing/project-events.js';
import { likeDocId } from '../engagement/engagement-ledger.js';
import {
  ITEM_ENGAGEMENT_DAYS,
  ITEM_LIKES,
  ITEM_POPULARITY,
  popularityProjector,
  type EngagementDayDoc,
} from './popularity.projector.js';

const score = (model: Awaited<ReturnType<typeof project>>, itemId: string): unknown =>
  model.get(ITEM_POPULARITY, itemId)?.score;

describe('popularity projector', () => {
  it('given views, previews and likes, scores 1, 2 and 5 points each and counts them per day', async () => {
    const log = new EventLog()
      .at('2026-03-01')
      .view('components', 'c1')
      .view('components', 'c1')
      .preview('components', 'c1')
      .like('components', 'c1', 'u1')
      .at('2026-03-02')
      .view('components', 'c1');
    const model = await project(popularityProjector, log.events);
    expect(model.get(ITEM_POPULARITY, 'c1')).toEqual({
      id: 'c1',
      kind: 'components',
      score: 10,
      likeCount: 1,
      days: { '2026-03-01': 9, '2026-03-02': 1 },
    });
    expect(model.all<EngagementDayDoc>(ITEM_ENGAGEMENT_DAYS)).toEqual([
      {
        id: 'c1:2026-03-01',
        itemId: 'c1',
        kind: 'components',
        day: '2026-03-01',
        views: 2,
        previews: 1,
        likes: 1,
        unlikes: 0,
      },
      {
        id: 'c1:2026-03-02',
        itemId: 'c1',
        kind: 'components',
        day: '2026-03-02',
        views: 1,
        previews: 0,
        likes: 0,
        unlikes: 0,
      },
    ]);
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
    const model = await project(popularityProjector, log.events);
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
    const model = await project(popularityProjector, log.newEvents());
    expect(model.get(ITEM_POPULARITY, 'p1')).toMatchObject({ score: 5, likeCount: 1 });
    expect(model.all(ITEM_LIKES)).toEqual([
      { id: likeDocId('p1', 'u1'), itemId: 'p1', kind: 'plugins', creatorId: 'u1', day: '2026-03-01' },
    ]);

    await model.given(log.at('2026-03-05').unlike('plugins', 'p1', 'u1').newEvents());
    expect(model.get(ITEM_POPULARITY, 'p1')).toBeNull();
  });

  it('ranks by the last 90 days of the log: a day leaves the window when the log reaches its 91st day', async () => {
    const log = new EventLog()
      .at('2026-01-01')
      .view('vectors', 'v1')
      .view('vectors', 'v1')
      .at('2026-03-31')
      .view('vectors', 'v2');
    const model = await project(popularityProjector, log.newEvents());
    // 2026-03-31 is the 90th day counting 2026-01-01: both days are still in the window.
    expect([score(model, 'v1'), score(model, 'v2')]).toEqual([2, 1]);

    // Any event moves the log's day on, not only engagement.
    await model.given(log.at('2026-04-01').signUp('u9', 'late').newEvents());
    expect(score(model, 'v1')).toBeUndefined();
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
    const model = await project(popularityProjector, log.events);
    expect(model.get(ITEM_POPULARITY, 't1')).toEqual({
      id: 't1',
      kind: 'tutorials',
      score: 1,
      likeCount: 0,
      days: { '2026-06-01': 1 },
    });
  });

  it('expires many items of one day, and keeps no day logs once the window has moved past them', async () => {
    const log = new EventLog().at('2026-01-01');
    for (let n = 0; n < 600; n += 1) log.view('components', `c${n}`);
    log.at('2026-05-01').view('components', 'c1');
    const model = await project(popularityProjector, log.events);
    expect(model.ids(ITEM_POPULARITY)).toEqual(['c1']);
    expect(score(model, 'c1')).toBe(1);
    expect(model.ids('popularity_day_log')).toEqual(['2026-05-01', '2026-05-01#0', 'clock']);
  });

  it('forgets a deleted item but keeps its daily history', async () => {
    const log = new EventLog()
      .view('sites', 's1')
      .like('sites', 's1', 'u1')
      .item('sites', 's1', 'Deleted')
      .unlike('sites', 's1', 'u1');
    const model = await project(popularityProjector, log.events);
    expect(model.get(ITEM_POPULARITY, 's1')).toBeNull();
    expect(model.ids(ITEM_ENGAGEMENT_DAYS)).toEqual(['s1:2026-03-01']);
  });
});
