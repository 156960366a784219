import { fields, itemEvent, recordAll } from '../testing/item-events.js';
import { evolveItemState, type ItemStateDoc } from './item-state.js';
import { catalogItem, type CatalogItem } from './items.reader.js';

/** The item as the dashboard reads it after the events. */
const fold = (events: ReturnType<typeof recordAll>): CatalogItem | null => {
  const doc = events.reduce<ItemStateDoc | null>((state, event) => evolveItemState(state, event), null);
  return doc === null ? null : catalogItem(doc);
};

describe('the items model', () => {
  const t0 = '2026-03-01T10:00:00.000Z';
  const t1 = '2026-03-02T10:00:00.000Z';

  it('given a created component, holds a draft with its fields, tags and revision 0', () => {
    const doc = fold(
      recordAll('components', 'c1', [
        itemEvent(
          'components',
          'Created',
          {
            itemId: 'c1',
            kind: 'components',
            creatorId: 'u1',
            slug: 'grid',
            fields: fields('Grid', { tags: ['layout'] }),
          },
          t0,
        ),
      ]),
    );
    expect(doc).toMatchObject({
      id: 'c1',
      kind: 'components',
      status: 'draft',
      slug: 'grid',
      tags: ['layout'],
      revision: 0,
      createdAt: t0,
      publishedAt: null,
    });
  });

  it('given an edit with a new slug, keeps the old slug among the former ones', () => {
    const doc = fold(
      recordAll('templates', 't1', [
        itemEvent(
          'templates',
          'Created',
          { itemId: 't1', kind: 'templates', creatorId: 'u1', slug: 'old', fields: fields('Old') },
          t0,
        ),
        itemEvent(
          'templates',
          'Edited',
          { itemId: 't1', kind: 'templates', slug: 'new', changes: { title: 'New' } },
          t1,
        ),
      ]),
    );
    expect(doc).toMatchObject({ slug: 'new', formerSlugs: ['old'], title: 'New', updatedAt: t1, revision: 1 });
  });

  it('given publish, unpublish and publish again, keeps the first publication time', () => {
    const doc = fold(
      recordAll('plugins', 'p1', [
        itemEvent(
          'plugins',
          'Created',
          { itemId: 'p1', kind: 'plugins', creatorId: 'u1', slug: 'p', fields: fields('P') },
          t0,
        ),
        itemEvent('plugins', 'Published', { itemId: 'p1', kind: 'plugins' }, t0),
        itemEvent('plugins', 'Unpublished', { itemId: 'p1', kind: 'plugins' }, t1),
      ]),
    );
    expect(doc).toMatchObject({ status: 'unpublished', publishedAt: t0, revision: 2 });
  });

  it('given a deletion, removes the document, and ignores events of other kinds of stream', () => {
    const events = recordAll('sites', 's1', [
      itemEvent(
        'sites',
        'Created',
        {
          itemId: 's1',
          kind: 'sites',
          creatorId: 'u1',
          slug: 's',
          fields: fields('S', { siteUrl: 'https://s.example' }),
        },
        t0,
      ),
      itemEvent('sites', 'Deleted', { itemId: 's1', kind: 'sites' }, t1),
    ]);
    expect(fold(events)).toBeNull();
    const other = { ...events[0], type: 'CreatorSignedUp' } as (typeof events)[number];
    expect(evolveItemState(null, other)).toBeNull();
  });
});
