import { EventLog } from '../testing/event-log.js';
import { project } from '../testing/project-events.js';
import { MARKETPLACE_SEARCH, SEARCH_TEXT, searchProjector } from './search.projector.js';

describe('search projector', () => {
  it('given published marketplace items, holds their searchable text and card; sites and drafts are not searched', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada', 'Ada Lovelace')
      .publish('components', 'c1', 'u1', 'grid', { title: 'Grid', description: 'A CSS grid', tags: ['layout'] })
      .publish('sites', 's1', 'u1', 'home', { siteUrl: 'https://ada.example' })
      .create('templates', 't1', 'u1', 'draft');
    const model = await project(searchProjector, log.events);
    expect(model.ids(MARKETPLACE_SEARCH)).toEqual(['c1']);
    expect(model.get(MARKETPLACE_SEARCH, 'c1')).toMatchObject({
      kind: 'components',
      title: 'Grid',
      summary: 'Grid summary',
      description: 'A CSS grid',
      tags: ['layout'],
      categories: [],
      creatorName: 'Ada Lovelace',
      isFree: true,
    });
    expect(searchProjector.collections[0]?.text).toEqual(SEARCH_TEXT);
  });

  it('given edits, a creator rename, unpublish and delete, keeps the text current and drops what is no longer public', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada', 'Ada')
      .publish('templates', 't1', 'u1', 'shop', { categories: ['e-commerce'] })
      .publish('plugins', 'p1', 'u1', 'sync', { version: '1.0.0' })
      .publish('vectors', 'v1', 'u1', 'icons')
      .edit('templates', 't1', { description: 'Sell things', categories: ['startup'] }, 'store')
      .creator({ type: 'CreatorProfileUpdated', data: { creatorId: 'u1', changes: { name: 'Ada Byron' } } })
      .item('plugins', 'p1', 'Unpublished')
      .item('vectors', 'v1', 'Deleted');
    const model = await project(searchProjector, log.events);
    expect(model.all(MARKETPLACE_SEARCH)).toEqual([
      expect.objectContaining({
        id: 't1',
        slug: 'store',
        description: 'Sell things',
        categories: ['startup'],
        creatorName: 'Ada Byron',
      }),
    ]);
  });
});
