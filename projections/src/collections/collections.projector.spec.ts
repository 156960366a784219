import { project } from '../testing/project-events.js';
import { recorded } from '../testing/recorded.js';
import { COLLECTIONS, collectionsProjector } from './collections.projector.js';

describe('collections projector', () => {
  const ids = { collectionId: 'c1', curatorId: 'ann' };
  const created = {
    type: 'PersonalCollectionCreated',
    data: { ...ids, slug: 'c1abc', title: 'Moodboard', description: 'Warm tones' },
    at: '2026-03-01T10:00:00.000Z',
  };
  const added = (itemId: string) => ({
    type: 'PersonalCollectionItemAdded',
    data: { ...ids, itemId, kind: 'components' },
    at: '2026-03-02T10:00:00.000Z',
  });

  it('given a collection made and filled, holds its items in order, private until published', async () => {
    const model = await project(
      collectionsProjector,
      recorded('collection-c1', [
        created,
        added('i1'),
        added('i2'),
        { type: 'PersonalCollectionItemsReordered', data: { ...ids, itemIds: ['i2', 'i1'] } },
        { type: 'PersonalCollectionItemRemoved', data: { ...ids, itemId: 'i1' } },
        { type: 'PersonalCollectionEdited', data: { ...ids, title: 'Board', description: '' } },
      ]),
    );
    expect(model.get(COLLECTIONS, 'c1')).toEqual({
      id: 'c1',
      scope: 'personal',
      slug: 'c1abc',
      ownerId: 'ann',
      title: 'Board',
      description: '',
      itemIds: ['i2'],
      published: false,
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
    });
  });

  it('given a featured collection published then deleted, shows it published and then holds nothing', async () => {
    const featured = { ...created, type: 'FeaturedCollectionCreated' };
    const published = { type: 'FeaturedCollectionPublished', data: ids, at: '2026-03-03T10:00:00.000Z' };
    const shown = await project(collectionsProjector, recorded('collection-c1', [featured, published]));
    expect(shown.get(COLLECTIONS, 'c1')).toMatchObject({
      scope: 'featured',
      published: true,
      updatedAt: '2026-03-03T10:00:00.000Z',
    });
    const deleted = { type: 'FeaturedCollectionDeleted', data: ids };
    const gone = await project(collectionsProjector, recorded('collection-c1', [featured, published, deleted]));
    expect(gone.all(COLLECTIONS)).toEqual([]);
  });
});
