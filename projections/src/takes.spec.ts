import { PERSONAL_DATA } from '@creators/contracts';
import { ALL_PROJECTORS } from './all-projectors.js';
import { isStageView } from './runner/read-model.js';
import type { DocumentReader, Projector } from './runner/projector.js';
import { recorded } from './testing/recorded.js';

/** Every event type of the product: the personal-data map has an entry for each. */
const EVERY_TYPE = [...PERSONAL_DATA.keys()];
const PROJECTORS = ALL_PROJECTORS.flatMap((model): Projector[] => (isStageView(model) ? [] : [model]));
const reader: DocumentReader = { get: () => null, candidates: () => [] };

/**
 * Data naming what events of most types name, so that a projector that did project a type it
 * does not list would find its subject here and answer a change.
 */
const data = {
  itemId: 'i1',
  kind: 'components',
  creatorId: 'c1',
  accountId: 'a1',
  sellerId: 'c1',
  buyerId: 'a1',
  orderId: 'o1',
  reviewId: 'r1',
  reviewerId: 'a1',
  enquiryId: 'q1',
  expertId: 'c1',
  senderId: 'a1',
  followerId: 'a1',
  collectionId: 'k1',
  payoutId: 'p1',
  uploadId: 'u1',
  code: 'SPRING',
  handle: 'ada',
  name: 'Ada',
  role: 'moderator',
  target: { type: 'item', itemId: 'i1', kind: 'components' },
  changes: { bio: 'Makes things', avatar: null },
  link: { id: 'l1', title: 'Site', url: 'https://ada.example' },
};

describe('the event types each projector takes', () => {
  it('are event types of the product', () => {
    const unknown = PROJECTORS.flatMap((projector) =>
      (projector.takes ?? []).filter((type) => !PERSONAL_DATA.has(type)).map((type) => `${projector.name}: ${type}`),
    );
    expect(unknown).toEqual([]);
  });

  it('leave out only events the projector answers with no changes', () => {
    const changed = PROJECTORS.flatMap((projector) => {
      const takes = projector.takes;
      if (takes === undefined) return [];
      return EVERY_TYPE.filter((type) => !takes.includes(type)).flatMap((type) => {
        const [event] = recorded('any-stream', [{ type, data }]);
        if (event === undefined) return [];
        return projector.project(event, reader).length > 0 ? [`${projector.name}: ${type}`] : [];
      });
    });
    expect(changed).toEqual([]);
  });
});
