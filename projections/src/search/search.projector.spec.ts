import { EventLog } from '../testing/event-log.js';
import { project } from '../testing/project-events.js';
import { SEARCH_LABELS, SEARCH_TERMS, searchProjector } from './search.projector.js';

type Model = Awaited<ReturnType<typeof project>>;
const terms = (model: Model): [string, unknown][] => model.all(SEARCH_TERMS).map((doc) => [doc.id, doc.count]);
const labels = (model: Model): [string, unknown][] => model.all(SEARCH_LABELS).map((doc) => [doc.id, doc.count]);

describe('search projector', () => {
  it('counts the words and labels of published items, and takes them back as items leave', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada', 'Ada Lovelace')
      .publish('components', 'c1', 'u1', 'grid', { title: 'Pricing grid', summary: 'Cards', tags: ['layout'] })
      .publish('components', 'c2', 'u1', 'table', { title: 'Pricing table', summary: 'Rows', tags: ['layout'] })
      .create('components', 'c3', 'u1', 'draft', { title: 'Draft navbar', summary: 'Hidden', tags: ['nav'] });
    const model = await project(searchProjector, log.newEvents());
    expect(terms(model)).toEqual([
      ['ada', 2],
      ['cards', 1],
      ['grid', 1],
      ['layout', 2],
      ['lovelace', 2],
      ['pricing', 2],
      ['rows', 1],
      ['table', 1],
    ]);
    expect(labels(model)).toEqual([['components:tag:layout', 2]]);

    await model.given(log.item('components', 'c2', 'Unpublished').newEvents());
    expect(terms(model)).toEqual([
      ['ada', 1],
      ['cards', 1],
      ['grid', 1],
      ['layout', 1],
      ['lovelace', 1],
      ['pricing', 1],
    ]);
    expect(labels(model)).toEqual([['components:tag:layout', 1]]);
  });

  it('follows an edit of the words and a creator renamed, then takes back exactly what the item holds', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada', 'Ada')
      .publish('components', 'c1', 'u1', 'grid', { title: 'Pricing grid', summary: 'Cards', tags: ['layout'] });
    const model = await project(searchProjector, log.newEvents());

    await model.given(
      log
        .edit('components', 'c1', { title: 'Pricing table', tags: ['tables'] })
        .creator({ type: 'CreatorProfileUpdated', data: { creatorId: 'u1', changes: { name: 'Grace' } } })
        .newEvents(),
    );
    expect(terms(model)).toEqual([
      ['cards', 1],
      ['grace', 1],
      ['pricing', 1],
      ['table', 1],
      ['tables', 1],
    ]);
    expect(labels(model)).toEqual([['components:tag:tables', 1]]);

    // The words leaving are the renamed item's, not those it was published with.
    await model.given(log.item('components', 'c1', 'Unpublished').newEvents());
    expect(terms(model)).toEqual([]);
    expect(labels(model)).toEqual([]);
  });
});
