import { EventLog } from '../testing/event-log.js';
import { project } from '../testing/project-events.js';
import { PUBLIC_ITEMS, SEARCH_TEXT, publicItemsProjector } from './public-items.projector.js';

describe('public items projector', () => {
  it('given published items of every kind, holds one document each with its fields, card, creator and what lists sort on', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada', 'Ada Lovelace')
      .at('2026-03-01')
      .publish('sites', 's1', 'u1', 'home', { siteUrl: 'https://ada.example' })
      .at('2026-03-02')
      .publish('components', 'c1', 'u1', 'grid', {
        title: 'Grid',
        description: 'A CSS grid',
        tags: ['layout', 'css'],
        price: { amount: 500, currency: 'USD' },
      })
      .create('plugins', 'p1', 'u1', 'draft');
    const model = await project(publicItemsProjector, log.events);
    expect(model.ids(PUBLIC_ITEMS)).toEqual(['c1', 's1']);
    expect(model.get(PUBLIC_ITEMS, 'c1')).toMatchObject({
      kind: 'components',
      slug: 'grid',
      formerSlugs: [],
      title: 'Grid',
      summary: 'Grid summary',
      description: 'A CSS grid',
      tags: ['layout', 'css'],
      isFree: false,
      priceAmount: 500,
      marketplace: true,
      creatorId: 'u1',
      creator: { handle: 'ada', name: 'Ada Lovelace', avatarUrl: null },
      creatorName: 'Ada Lovelace',
      creatorHandle: 'ada',
      publishedAt: '2026-03-02T12:00:00.000Z',
      score: 0,
      likeCount: 0,
    });
    expect(model.get(PUBLIC_ITEMS, 's1')).toMatchObject({
      kind: 'sites',
      siteUrl: 'https://ada.example',
      marketplace: false,
      publishedAt: '2026-03-01T12:00:00.000Z',
    });
    expect(publicItemsProjector.collections[0]?.text).toEqual(SEARCH_TEXT);
  });

  it('given edits, a slug change, a creator rename, unpublish and delete, keeps one current document and drops what is no longer shown', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada', 'Ada')
      .publish('templates', 't1', 'u1', 'shop', { categories: ['e-commerce'] })
      .publish('plugins', 'p1', 'u1', 'sync', { version: '1.0.0' })
      .publish('vectors', 'v1', 'u1', 'icons')
      .edit('templates', 't1', { description: 'Sell things', categories: ['startup'] }, 'store')
      .creator({
        type: 'CreatorProfileUpdated',
        data: { creatorId: 'u1', changes: { name: 'Ada Byron', avatarUrl: 'https://a.example' } },
      })
      .item('plugins', 'p1', 'Unpublished')
      .item('vectors', 'v1', 'Deleted');
    const model = await project(publicItemsProjector, log.events);
    expect(model.all(PUBLIC_ITEMS)).toEqual([
      expect.objectContaining({
        id: 't1',
        slug: 'store',
        formerSlugs: ['shop'],
        description: 'Sell things',
        categories: ['startup'],
        creator: { handle: 'ada', name: 'Ada Byron', avatarUrl: 'https://a.example' },
        creatorName: 'Ada Byron',
      }),
    ]);
  });

  it('keeps the score and likes current: engagement rewrites the one document', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada')
      .publish('components', 'c1', 'u1', 'grid', { tags: ['css', 'layout'] })
      .view('components', 'c1')
      .like('components', 'c1', 'u2')
      .edit('components', 'c1', { title: 'Grid 2' });
    const model = await project(publicItemsProjector, log.events);
    expect(model.all(PUBLIC_ITEMS)).toEqual([
      expect.objectContaining({ id: 'c1', title: 'Grid 2', score: 6, likeCount: 1 }),
    ]);
  });

  it('hides an item a moderator hides, and shows it again once restored', async () => {
    const log = new EventLog().signUp('u1', 'ada').publish('components', 'c1', 'u1', 'grid');
    const model = await project(publicItemsProjector, log.newEvents());
    const moderation = (type: 'ItemHidden' | 'ItemRestored') =>
      log.append('moderation-item-c1', type, { itemId: 'c1', kind: 'components', moderatorId: 'm1', reason: 'why' });
    await model.given(moderation('ItemHidden').newEvents());
    expect(model.ids(PUBLIC_ITEMS)).toEqual([]);
    await model.given(moderation('ItemRestored').newEvents());
    expect(model.ids(PUBLIC_ITEMS)).toEqual(['c1']);
  });

  it('hides every item of a creator a moderator hides, those published meanwhile too, and shows them all once restored', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada', 'Ada')
      .signUp('u2', 'bob', 'Bob')
      .publish('components', 'c1', 'u1', 'grid')
      .create('plugins', 'p1', 'u1', 'sync')
      .publish('components', 'c2', 'u2', 'menu');
    const model = await project(publicItemsProjector, log.newEvents());
    const moderation = (type: 'CreatorHidden' | 'CreatorRestored') =>
      log.append('moderation-creator-u1', type, { creatorId: 'u1', moderatorId: 'm1', reason: 'why' });
    await model.given(moderation('CreatorHidden').newEvents());
    expect(model.ids(PUBLIC_ITEMS)).toEqual(['c2']);

    log
      .item('plugins', 'p1', 'Published')
      .publish('vectors', 'v1', 'u1', 'icons')
      .creator({ type: 'CreatorProfileUpdated', data: { creatorId: 'u1', changes: { name: 'Ada Byron' } } });
    await model.given(log.newEvents());
    expect(model.ids(PUBLIC_ITEMS)).toEqual(['c2']);

    await model.given(moderation('CreatorRestored').newEvents());
    expect(model.ids(PUBLIC_ITEMS)).toEqual(['c1', 'c2', 'p1', 'v1']);
    expect(model.get(PUBLIC_ITEMS, 'v1')).toMatchObject({ creatorName: 'Ada Byron' });
  });

  it('given reviews written, edited, hidden and restored, shows the shown ones’ count and mean stars', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada', 'Ada')
      .publish('components', 'c1', 'u1', 'grid')
      .review('c1', 'b1', 5)
      .review('c1', 'b2', 2);
    const model = await project(publicItemsProjector, log.newEvents());
    expect(model.get(PUBLIC_ITEMS, 'c1')).toMatchObject({ ratingCount: 2, ratingAverage: 3.5 });

    log.review('c1', 'b2', 4).review('c1', 'b3', 1).reviewVisibility('c1', 'b3', 'ReviewHidden');
    await model.given(log.newEvents());
    expect(model.get(PUBLIC_ITEMS, 'c1')).toMatchObject({ ratingCount: 2, ratingAverage: 4.5 });

    log.reviewVisibility('c1', 'b3', 'ReviewRestored');
    await model.given(log.newEvents());
    expect(model.get(PUBLIC_ITEMS, 'c1')).toMatchObject({ ratingCount: 3, ratingAverage: 3.33 });
  });

  it('given reviews before the item is published, shows them once it is', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada', 'Ada')
      .create('components', 'c1', 'u1', 'grid')
      .review('c1', 'b1', 3);
    const model = await project(publicItemsProjector, log.newEvents());
    expect(model.ids(PUBLIC_ITEMS)).toEqual([]);
    log.item('components', 'c1', 'Published');
    await model.given(log.newEvents());
    expect(model.get(PUBLIC_ITEMS, 'c1')).toMatchObject({ ratingCount: 1, ratingAverage: 3 });
  });
});
