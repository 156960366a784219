import type { ReviewEvent } from '@creators/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { reviewDecider, type ReviewCommand } from './review.decider.js';

const given = deciderSpec(reviewDecider);
const item = { itemId: 'i1', kind: 'plugins', creatorId: 'maker', version: '1.2.0' } as const;
const write: ReviewCommand = {
  type: 'Write',
  reviewId: 'r1',
  item,
  reviewerId: 'buyer',
  holds: true,
  rating: 4,
  text: '  Saved me a day.  ',
};
const written: ReviewEvent = {
  type: 'ReviewWritten',
  data: {
    reviewId: 'r1',
    itemId: 'i1',
    kind: 'plugins',
    reviewerId: 'buyer',
    creatorId: 'maker',
    rating: 4,
    text: 'Saved me a day.',
    version: '1.2.0',
  },
};
const edit: ReviewCommand = {
  type: 'Edit',
  reviewerId: 'buyer',
  version: '1.3.0',
  hidden: false,
  rating: 5,
  text: 'Even better now.',
};
const answer: ReviewCommand = { type: 'Answer', answererId: 'maker', hidden: false, text: ' Thank you! ' };
const answered: ReviewEvent = {
  type: 'ReviewAnswered',
  data: { reviewId: 'r1', itemId: 'i1', kind: 'plugins', creatorId: 'maker', text: 'Thank you!' },
};

describe('a review', () => {
  it('is written by a holder, trimmed, with the version they hold', () => {
    given([]).when(write).then([written]);
    given([])
      .when({ ...write, text: '' })
      .then([{ ...written, data: { ...written.data, text: '' } }]);
    given([])
      .when({ ...write, item: { ...item, version: null } })
      .then([{ ...written, data: { ...written.data, version: null } }]);
  });

  it('is refused to someone who does not hold the item, and to its own creator', () => {
    given([])
      .when({ ...write, holds: false })
      .thenRefuses('not_a_holder');
    given([])
      .when({ ...write, reviewerId: 'maker' })
      .thenRefuses('own_item');
  });

  it('is one per holder and item: a second is refused (edit it instead)', () => {
    given([written]).when(write).thenRefuses('already_reviewed');
  });

  it('takes 1 to 5 whole stars and at most 2000 characters', () => {
    for (const rating of [0, 6, 3.5, Number.NaN])
      given([])
        .when({ ...write, rating })
        .thenRefuses('invalid_input', ['rating']);
    given([])
      .when({ ...write, text: 'x'.repeat(2001) })
      .thenRefuses('invalid_input', ['text']);
    given([])
      .when({ ...write, text: 'x'.repeat(2000) })
      .then([{ ...written, data: { ...written.data, text: 'x'.repeat(2000) } }]);
  });

  it('is edited by its writer, each edit an event, an unchanged one none', () => {
    const edited: ReviewEvent = {
      type: 'ReviewEdited',
      data: {
        reviewId: 'r1',
        itemId: 'i1',
        kind: 'plugins',
        reviewerId: 'buyer',
        rating: 5,
        text: 'Even better now.',
        version: '1.3.0',
      },
    };
    given([written]).when(edit).then([edited]);
    given([written, edited]).when(edit).then([]);
    given([]).when(edit).thenRefuses('review_not_found');
    given([written])
      .when({ ...edit, hidden: true })
      .thenRefuses('review_hidden');
    given([written])
      .when({ ...edit, rating: 9 })
      .thenRefuses('invalid_input', ['rating']);
  });

  it('is answered once, by the item’s creator only, and not while hidden', () => {
    given([written]).when(answer).then([answered]);
    given([written, answered]).when(answer).thenRefuses('already_answered');
    given([written])
      .when({ ...answer, answererId: 'buyer' })
      .thenRefuses('not_your_item');
    given([written])
      .when({ ...answer, hidden: true })
      .thenRefuses('review_hidden');
    given([written])
      .when({ ...answer, text: '   ' })
      .thenRefuses('invalid_input', ['text']);
    given([written])
      .when({ ...answer, text: 'x'.repeat(2001) })
      .thenRefuses('invalid_input', ['text']);
    given([]).when(answer).thenRefuses('review_not_found');
  });
});
