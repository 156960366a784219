import { EventLog } from '../testing/event-log.js';
import { project } from '../testing/project-events.js';
import {
  TEMPLATE_CATEGORIES,
  TEMPLATE_CATEGORY_ITEMS,
  templateCategoriesProjector,
} from './template-categories.projector.js';

describe('template categories projector', () => {
  it('given published templates, counts each category and lists each template under each of its categories', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada')
      .publish('templates', 't1', 'u1', 'shop', { categories: ['e-commerce', 'landing-page'] })
      .publish('templates', 't2', 'u1', 'store', { categories: ['e-commerce'] })
      .publish('components', 'c1', 'u1', 'grid', { categories: ['e-commerce'] });
    const model = await project(templateCategoriesProjector, log.events);
    expect(model.all(TEMPLATE_CATEGORIES)).toEqual([
      { id: 'e-commerce', slug: 'e-commerce', label: 'E commerce', count: 2 },
      { id: 'landing-page', slug: 'landing-page', label: 'Landing page', count: 1 },
    ]);
    expect(model.get(TEMPLATE_CATEGORY_ITEMS, 'landing-page:t1')).toMatchObject({
      category: 'landing-page',
      itemId: 't1',
      slug: 'shop',
      categories: ['e-commerce', 'landing-page'],
    });
  });

  it('given a template from before the list of categories, with one not on it, still counts and lists it', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada')
      .publish('templates', 't1', 'u1', 'shop', { categories: ['handmade-crafts', 'e-commerce'] });
    const model = await project(templateCategoriesProjector, log.events);
    expect(model.all(TEMPLATE_CATEGORIES).map((c) => [c.id, c.label, c.count])).toEqual([
      ['e-commerce', 'E commerce', 1],
      ['handmade-crafts', 'Handmade crafts', 1],
    ]);
    expect(model.ids(TEMPLATE_CATEGORY_ITEMS)).toEqual(['e-commerce:t1', 'handmade-crafts:t1']);
  });

  it('given category and slug edits, a creator rename, unpublish and delete, the counts and memberships follow', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada')
      .publish('templates', 't1', 'u1', 'shop', { categories: ['e-commerce'] })
      .publish('templates', 't2', 'u1', 'blog', { categories: ['blog', 'e-commerce'] })
      .edit('templates', 't1', { categories: ['portfolio'] }, 'folio')
      .item('templates', 't2', 'Unpublished')
      .creator({ type: 'CreatorProfileUpdated', data: { creatorId: 'u1', changes: { name: 'Ada L' } } });
    const model = await project(templateCategoriesProjector, log.newEvents());
    expect(model.all(TEMPLATE_CATEGORIES).map((c) => [c.id, c.count])).toEqual([['portfolio', 1]]);
    expect(model.ids(TEMPLATE_CATEGORY_ITEMS)).toEqual(['portfolio:t1']);
    expect(model.get(TEMPLATE_CATEGORY_ITEMS, 'portfolio:t1')).toMatchObject({
      slug: 'folio',
      creator: { name: 'Ada L' },
    });

    await model.given(log.item('templates', 't1', 'Deleted').newEvents());
    expect(model.all(TEMPLATE_CATEGORIES)).toEqual([]);
    expect(model.all(TEMPLATE_CATEGORY_ITEMS)).toEqual([]);
  });
});
