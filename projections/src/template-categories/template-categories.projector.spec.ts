import { EventLog } from '../testing/event-log.js';
import { project } from '../testing/project-events.js';
import { TEMPLATE_CATEGORIES, templateCategoriesProjector } from './template-categories.projector.js';

describe('template categories projector', () => {
  it('given published templates, counts each category; other kinds do not count', async () => {
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
  });

  it('given a template from before the list of categories, with one not on it, still counts it', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada')
      .publish('templates', 't1', 'u1', 'shop', { categories: ['handmade-crafts', 'e-commerce'] });
    const model = await project(templateCategoriesProjector, log.events);
    expect(model.all(TEMPLATE_CATEGORIES).map((c) => [c.id, c.label, c.count])).toEqual([
      ['e-commerce', 'E commerce', 1],
      ['handmade-crafts', 'Handmade crafts', 1],
    ]);
  });

  it('given category and slug edits, a creator rename, unpublish and delete, the counts follow', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada')
      .publish('templates', 't1', 'u1', 'shop', { categories: ['e-commerce'] })
      .publish('templates', 't2', 'u1', 'blog', { categories: ['blog', 'e-commerce'] })
      .edit('templates', 't1', { categories: ['portfolio'] }, 'folio')
      .item('templates', 't2', 'Unpublished')
      .creator({ type: 'CreatorProfileUpdated', data: { creatorId: 'u1', changes: { name: 'Ada L' } } });
    const model = await project(templateCategoriesProjector, log.newEvents());
    expect(model.all(TEMPLATE_CATEGORIES).map((c) => [c.id, c.count])).toEqual([['portfolio', 1]]);

    await model.given(log.item('templates', 't1', 'Deleted').newEvents());
    expect(model.all(TEMPLATE_CATEGORIES)).toEqual([]);
  });
});
