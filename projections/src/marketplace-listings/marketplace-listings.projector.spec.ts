import { EventLog } from '../testing/event-log.js';
import { project } from '../testing/project-events.js';
import { MARKETPLACE_LISTINGS, marketplaceListingsProjector } from './marketplace-listings.projector.js';

const ada = { handle: 'ada', name: 'Ada Lovelace', avatarUrl: null };

describe('marketplace listings projector', () => {
  it('given published items, lists those of marketplace kinds with their card and creator, and no drafts or sites', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada', 'Ada Lovelace')
      .at('2026-03-02T09:00:00.000Z')
      .publish('components', 'c1', 'u1', 'grid', {
        tags: ['layout', 'css'],
        price: { amount: 900, currency: 'EUR' },
        coverImageUrl: 'https://img.example/grid.png',
      })
      .publish('sites', 's1', 'u1', 'portfolio', { siteUrl: 'https://ada.example' })
      .create('plugins', 'p1', 'u1', 'draft-plugin');
    const model = await project(marketplaceListingsProjector, log.events);
    expect(model.all(MARKETPLACE_LISTINGS)).toEqual([
      {
        id: 'c1',
        kind: 'components',
        slug: 'grid',
        title: 'grid',
        summary: 'grid summary',
        coverImageUrl: 'https://img.example/grid.png',
        price: { amount: 900, currency: 'EUR' },
        isFree: false,
        tags: ['layout', 'css'],
        categories: [],
        creatorId: 'u1',
        creator: ada,
        publishedAt: '2026-03-02T09:00:00.000Z',
        score: 0,
        likeCount: 0,
      },
    ]);
  });

  it('given an edit of a published item, shows its new title, price and slug; an edited draft stays out', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada')
      .publish('templates', 't1', 'u1', 'old-slug', { categories: ['blog'] })
      .create('templates', 't2', 'u1', 'draft')
      .at('2026-03-03')
      .edit(
        'templates',
        't1',
        { title: 'Shiny', price: { amount: 1500, currency: 'USD' }, categories: ['e-commerce'] },
        'shiny',
      )
      .edit('templates', 't2', { title: 'Still a draft' });
    const model = await project(marketplaceListingsProjector, log.events);
    expect(model.ids(MARKETPLACE_LISTINGS)).toEqual(['t1']);
    expect(model.get(MARKETPLACE_LISTINGS, 't1')).toMatchObject({
      slug: 'shiny',
      title: 'Shiny',
      isFree: false,
      categories: ['e-commerce'],
      publishedAt: '2026-03-01T10:00:00.000Z',
    });
  });

  it('given unpublish, removes the item; republished, it keeps its first publication time; deleted, it is gone', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada')
      .publish('vectors', 'v1', 'u1', 'icons')
      .publish('vectors', 'v2', 'u1', 'shapes')
      .item('vectors', 'v1', 'Unpublished');
    const model = await project(marketplaceListingsProjector, log.newEvents());
    expect(model.ids(MARKETPLACE_LISTINGS)).toEqual(['v2']);

    await model.given(
      log.at('2026-04-01').item('vectors', 'v1', 'Published').item('vectors', 'v2', 'Deleted').newEvents(),
    );
    expect(model.ids(MARKETPLACE_LISTINGS)).toEqual(['v1']);
    expect(model.get(MARKETPLACE_LISTINGS, 'v1')?.publishedAt).toBe('2026-03-01T10:00:00.000Z');
  });

  it('given a creator rename or new avatar, updates every listed item of that creator and no other', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada', 'Ada')
      .signUp('u2', 'bob', 'Bob')
      .publish('components', 'c1', 'u1', 'one')
      .publish('tutorials', 't1', 'u1', 'two', { level: 'beginner' })
      .create('plugins', 'p1', 'u1', 'unlisted')
      .publish('components', 'c2', 'u2', 'other')
      .creator({
        type: 'CreatorProfileUpdated',
        data: { creatorId: 'u1', changes: { handle: 'ada-l', name: 'Ada L.', avatarUrl: 'https://img.example/a.png' } },
      });
    const model = await project(marketplaceListingsProjector, log.newEvents());
    const card = { handle: 'ada-l', name: 'Ada L.', avatarUrl: 'https://img.example/a.png' };
    expect(model.get(MARKETPLACE_LISTINGS, 'c1')).toMatchObject({ creator: card });
    expect(model.get(MARKETPLACE_LISTINGS, 't1')).toMatchObject({ creator: card });
    expect(model.get(MARKETPLACE_LISTINGS, 'c2')).toMatchObject({ creator: { handle: 'bob', name: 'Bob' } });

    // A change the card does not show writes nothing; the unpublished plugin, once published, shows the new card.
    log.creator({ type: 'CreatorProfileUpdated', data: { creatorId: 'u1', changes: { bio: 'Hello' } } });
    const [bioOnly] = log.newEvents();
    expect(bioOnly === undefined ? null : await model.changesFor(bioOnly)).toEqual([]);
    await model.given(log.item('plugins', 'p1', 'Published').newEvents());
    expect(model.get(MARKETPLACE_LISTINGS, 'p1')).toMatchObject({ creator: card });
  });

  it('keeps each listing score at the points of the last 90 days, through unpublish and republish', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada')
      .at('2026-03-01')
      .publish('components', 'c1', 'u1', 'grid')
      .publish('components', 'c2', 'u1', 'cards')
      .view('components', 'c1')
      .preview('components', 'c1')
      .like('components', 'c2', 'u9')
      .item('components', 'c2', 'Unpublished')
      .view('components', 'c2');
    const model = await project(marketplaceListingsProjector, log.newEvents());
    expect(model.get(MARKETPLACE_LISTINGS, 'c1')).toMatchObject({ score: 3, likeCount: 0 });
    expect(model.get(MARKETPLACE_LISTINGS, 'c2')).toBeNull();

    await model.given(log.at('2026-03-10').item('components', 'c2', 'Published').newEvents());
    expect(model.get(MARKETPLACE_LISTINGS, 'c2')).toMatchObject({ score: 6, likeCount: 1 });

    await model.given(log.at('2026-06-01').view('components', 'c1').newEvents());
    expect(model.get(MARKETPLACE_LISTINGS, 'c1')).toMatchObject({ score: 1 });
    expect(model.get(MARKETPLACE_LISTINGS, 'c2')).toMatchObject({ score: 0, likeCount: 1 });
  });

  it('ignores engagement with items it does not list', async () => {
    const log = new EventLog().signUp('u1', 'ada').publish('sites', 's1', 'u1', 'home').view('sites', 's1');
    const model = await project(marketplaceListingsProjector, log.events);
    expect(model.ids(MARKETPLACE_LISTINGS)).toEqual([]);
    const again = log.view('sites', 's1').events.at(-1);
    expect(again === undefined ? null : await model.changesFor(again)).toEqual([]);
  });
});
