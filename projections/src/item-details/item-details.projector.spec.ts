import { EventLog } from '../testing/event-log.js';
import { project } from '../testing/project-events.js';
import { ITEM_DETAILS, ITEM_SLUGS, itemDetailsProjector } from './item-details.projector.js';

describe('item details projector', () => {
  it('given a published item of any kind, holds every field, the creator card and its slug', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada', 'Ada')
      .at('2026-03-02T08:00:00.000Z')
      .publish('sites', 's1', 'u1', 'portfolio', {
        siteUrl: 'https://ada.example',
        galleryImageUrls: ['https://img.example/1.png'],
        previewUrl: 'https://ada.example/preview',
      });
    const model = await project(itemDetailsProjector, log.events);
    expect(model.get(ITEM_DETAILS, 's1')).toEqual({
      id: 's1',
      kind: 'sites',
      slug: 'portfolio',
      formerSlugs: [],
      title: 'portfolio',
      summary: 'portfolio summary',
      description: '# portfolio',
      coverImageUrl: null,
      galleryImageUrls: ['https://img.example/1.png'],
      previewUrl: 'https://ada.example/preview',
      price: { amount: 0, currency: 'USD' },
      siteUrl: 'https://ada.example',
      isFree: true,
      creatorId: 'u1',
      creator: { handle: 'ada', name: 'Ada', avatarUrl: null },
      createdAt: '2026-03-02T08:00:00.000Z',
      updatedAt: '2026-03-02T08:00:00.000Z',
      publishedAt: '2026-03-02T08:00:00.000Z',
      likeCount: 0,
    });
    expect(model.all(ITEM_SLUGS)).toEqual([
      {
        id: 'sites:portfolio',
        kind: 'sites',
        slug: 'portfolio',
        itemId: 's1',
        currentSlug: 'portfolio',
        isCurrent: true,
      },
    ]);
  });

  it('given slug changes, finds the item by its current and every former slug, each pointing to the current one', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada')
      .publish('plugins', 'p1', 'u1', 'first', { version: '1.0.0' })
      .edit('plugins', 'p1', { version: '1.1.0' }, 'second')
      .edit('plugins', 'p1', { description: 'Now with more' }, 'third');
    const model = await project(itemDetailsProjector, log.events);
    expect(model.get(ITEM_DETAILS, 'p1')).toMatchObject({
      slug: 'third',
      formerSlugs: ['first', 'second'],
      version: '1.1.0',
      description: 'Now with more',
    });
    expect(model.all(ITEM_SLUGS).map((s) => [s.id, s.currentSlug, s.isCurrent])).toEqual([
      ['plugins:first', 'third', false],
      ['plugins:second', 'third', false],
      ['plugins:third', 'third', true],
    ]);
  });

  it('given unpublish or delete, removes the detail and all its slugs', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada')
      .publish('tutorials', 't1', 'u1', 'intro', { level: 'beginner', durationMinutes: 30 })
      .edit('tutorials', 't1', {}, 'intro-2')
      .publish('tutorials', 't2', 'u1', 'advanced', { level: 'advanced' })
      .item('tutorials', 't1', 'Unpublished')
      .item('tutorials', 't2', 'Deleted');
    const model = await project(itemDetailsProjector, log.events);
    expect(model.all(ITEM_DETAILS)).toEqual([]);
    expect(model.all(ITEM_SLUGS)).toEqual([]);
  });

  it('counts standing likes, once per creator, and is not rewritten by views', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada')
      .publish('vectors', 'v1', 'u1', 'icons', { formats: ['svg'] })
      .like('vectors', 'v1', 'u2')
      .like('vectors', 'v1', 'u2')
      .like('vectors', 'v1', 'u3')
      .unlike('vectors', 'v1', 'u3');
    const model = await project(itemDetailsProjector, log.newEvents());
    expect(model.get(ITEM_DETAILS, 'v1')).toMatchObject({ likeCount: 1, formats: ['svg'] });
    const [view] = log.view('vectors', 'v1').newEvents();
    expect(view === undefined ? null : await model.changesFor(view)).toEqual([]);
  });

  it('given a creator rename, updates the creator card on their details', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada', 'Ada')
      .publish('components', 'c1', 'u1', 'grid')
      .creator({ type: 'CreatorProfileUpdated', data: { creatorId: 'u1', changes: { name: 'Ada Byron' } } });
    const model = await project(itemDetailsProjector, log.events);
    expect(model.get(ITEM_DETAILS, 'c1')).toMatchObject({ creator: { handle: 'ada', name: 'Ada Byron' } });
  });
});
