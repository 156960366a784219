import { collectionEvent, type CollectionScope } from '@creators/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { collectionDecider, type CollectionCommand } from './collection.decider.js';

const given = deciderSpec(collectionDecider);
const ids = { collectionId: 'c1', curatorId: 'ann' };
const create = (scope: CollectionScope): CollectionCommand => ({
  type: 'Create',
  scope,
  ...ids,
  slug: 'picks-c1',
  title: '  Picks ',
  description: ' The best. ',
});
const created = (scope: CollectionScope) =>
  collectionEvent(scope, 'Created', { ...ids, slug: 'picks-c1', title: 'Picks', description: 'The best.' });
const added = (scope: CollectionScope, itemId: string) =>
  collectionEvent(scope, 'ItemAdded', { ...ids, itemId, kind: 'components' });
const add = (itemId: string, curatorId = 'ann', scope: CollectionScope = 'personal'): CollectionCommand => ({
  type: 'AddItem',
  scope,
  curatorId,
  itemId,
  kind: 'components',
});

describe('a collection', () => {
  it('is made once, with a trimmed title it needs and a description of bounded length', () => {
    given([])
      .when(create('featured'))
      .then([created('featured')]);
    given([created('featured')])
      .when(create('featured'))
      .thenRefuses('collection_exists');
    given([])
      .when({ ...create('personal'), title: '  ' } as CollectionCommand)
      .thenRefuses('invalid_input', ['title']);
    given([])
      .when({ ...create('personal'), description: 'x'.repeat(501) } as CollectionCommand)
      .thenRefuses('invalid_input', ['description']);
  });

  it('holds each item once, in the order given, and lets items go', () => {
    const scope = 'personal';
    given([created(scope)])
      .when(add('i1'))
      .then([added(scope, 'i1')]);
    given([created(scope), added(scope, 'i1')])
      .when(add('i1'))
      .thenRefuses('already_in_collection');
    given([created(scope), added(scope, 'i1'), added(scope, 'i2')])
      .when({ type: 'Reorder', scope, curatorId: 'ann', itemIds: ['i2', 'i1'] })
      .then([collectionEvent(scope, 'ItemsReordered', { ...ids, itemIds: ['i2', 'i1'] })]);
    given([created(scope), added(scope, 'i1'), added(scope, 'i2')])
      .when({ type: 'Reorder', scope, curatorId: 'ann', itemIds: ['i2', 'i2'] })
      .thenRefuses('invalid_input', ['itemIds']);
    given([created(scope), added(scope, 'i1')])
      .when({ type: 'RemoveItem', scope, curatorId: 'ann', itemId: 'i2' })
      .thenRefuses('not_in_collection');
    given([created(scope), added(scope, 'i1')])
      .when({ type: 'RemoveItem', scope, curatorId: 'ann', itemId: 'i1' })
      .then([collectionEvent(scope, 'ItemRemoved', { ...ids, itemId: 'i1' })]);
  });

  it('is shown once published, and hidden again once unpublished', () => {
    const scope = 'featured';
    const published = collectionEvent('featured', 'Published', ids);
    given([created('featured')])
      .when({ type: 'Publish', scope, curatorId: 'ann' })
      .then([published]);
    given([created('featured'), published])
      .when({ type: 'Publish', scope, curatorId: 'ann' })
      .thenRefuses('already_published');
    given([created('featured')])
      .when({ type: 'Unpublish', scope, curatorId: 'ann' })
      .thenRefuses('not_published');
  });

  it("answers a featured collection's steps from any moderator, a personal one's from its owner only", () => {
    given([created('featured')])
      .when(add('i1', 'bob', 'featured'))
      .then([
        collectionEvent('featured', 'ItemAdded', {
          collectionId: 'c1',
          curatorId: 'bob',
          itemId: 'i1',
          kind: 'components',
        }),
      ]);
    given([created('personal')])
      .when(add('i1', 'bob'))
      .thenRefuses('collection_not_found');
    given([created('personal')])
      .when({ type: 'Delete', scope: 'personal', curatorId: 'bob' })
      .thenRefuses('collection_not_found');
    // A moderator's route never reaches a person's collection, nor a person's a featured one.
    given([created('personal')])
      .when(add('i1', 'ann', 'featured'))
      .thenRefuses('collection_not_found');
    given([created('featured')])
      .when(add('i1', 'ann', 'personal'))
      .thenRefuses('collection_not_found');
  });

  it('is gone once deleted', () => {
    const scope = 'personal';
    const deleted = collectionEvent('personal', 'Deleted', ids);
    given([created('personal')])
      .when({ type: 'Delete', scope, curatorId: 'ann' })
      .then([deleted]);
    given([created('personal'), deleted])
      .when(add('i1'))
      .thenRefuses('collection_not_found');
  });
});
