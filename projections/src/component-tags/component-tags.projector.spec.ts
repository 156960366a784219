import { EventLog } from '../testing/event-log.js';
import { project } from '../testing/project-events.js';
import { COMPONENT_TAGS, componentTagsProjector } from './component-tags.projector.js';

const counts = (model: Awaited<ReturnType<typeof project>>): [string, unknown][] =>
  model.all(COMPONENT_TAGS).map((tag) => [tag.id, tag.count]);

describe('component tags projector', () => {
  it('given published components, counts each tag; drafts and other kinds do not count', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada')
      .publish('components', 'c1', 'u1', 'grid', { tags: ['layout', 'data-table'] })
      .publish('components', 'c2', 'u1', 'table', { tags: ['data-table'], price: { amount: 500, currency: 'USD' } })
      .create('components', 'c3', 'u1', 'draft', { tags: ['layout'] })
      .publish('templates', 't1', 'u1', 'blog', { tags: ['layout'] });
    const model = await project(componentTagsProjector, log.events);
    expect(model.all(COMPONENT_TAGS)).toEqual([
      { id: 'data-table', slug: 'data-table', label: 'Data table', count: 2 },
      { id: 'layout', slug: 'layout', label: 'Layout', count: 1 },
    ]);
  });

  it('given tag edits, the counts follow; a tag at zero disappears', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada')
      .publish('components', 'c1', 'u1', 'grid', { tags: ['layout', 'css'] })
      .publish('components', 'c2', 'u1', 'flex', { tags: ['css'] })
      .edit('components', 'c1', { tags: ['css', 'responsive'] });
    const model = await project(componentTagsProjector, log.events);
    expect(counts(model)).toEqual([
      ['css', 2],
      ['responsive', 1],
    ]);
  });

  it('given unpublish, republish and delete, the counts follow', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada')
      .publish('components', 'c1', 'u1', 'grid', { tags: ['css'] })
      .publish('components', 'c2', 'u1', 'flex', { tags: ['css'] })
      .item('components', 'c1', 'Unpublished');
    const model = await project(componentTagsProjector, log.newEvents());
    expect(counts(model)).toEqual([['css', 1]]);

    // Tags edited while unpublished count from the next publication.
    await model.given(
      log
        .edit('components', 'c1', { tags: ['grid'] })
        .item('components', 'c1', 'Published')
        .newEvents(),
    );
    expect(counts(model)).toEqual([
      ['css', 1],
      ['grid', 1],
    ]);

    await model.given(log.item('components', 'c2', 'Deleted').item('components', 'c1', 'Deleted').newEvents());
    expect(model.all(COMPONENT_TAGS)).toEqual([]);
  });
});
