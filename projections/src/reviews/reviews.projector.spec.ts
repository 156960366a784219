import { EventLog } from '../testing/event-log.js';
import { project } from '../testing/project-events.js';
import { ITEM_REVIEWS, reviewsProjector } from './reviews.projector.js';

describe('reviews projector', () => {
  it('given a review, its edit, its answer and a moderator hiding it, keeps one current document', async () => {
    const log = new EventLog()
      .at('2026-03-01')
      .review('c1', 'b1', 2, 'Meh')
      .at('2026-03-02')
      .review('c1', 'b1', 4, 'Better')
      .append('review-c1-b1', 'ReviewAnswered', {
        reviewId: 'r-c1-b1',
        itemId: 'c1',
        kind: 'components',
        creatorId: 'u1',
        text: 'Thanks',
      });
    const model = await project(reviewsProjector, log.newEvents());
    expect(model.all(ITEM_REVIEWS)).toEqual([
      {
        id: 'r-c1-b1',
        itemId: 'c1',
        kind: 'components',
        reviewerId: 'b1',
        creatorId: 'u1',
        rating: 4,
        text: 'Better',
        version: null,
        writtenAt: '2026-03-01T12:00:00.000Z',
        editedAt: '2026-03-02T12:00:00.000Z',
        answer: { text: 'Thanks', at: '2026-03-02T12:00:00.000Z' },
        hidden: false,
      },
    ]);
    log.reviewVisibility('c1', 'b1', 'ReviewHidden');
    await model.given(log.newEvents());
    expect(model.get(ITEM_REVIEWS, 'r-c1-b1')).toMatchObject({ hidden: true, rating: 4 });
    log.reviewVisibility('c1', 'b1', 'ReviewRestored');
    await model.given(log.newEvents());
    expect(model.get(ITEM_REVIEWS, 'r-c1-b1')).toMatchObject({ hidden: false });
  });
});
