import type { ModerationEvent, ReportTarget, ReviewTarget } from '@creators/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { moderationCaseDecider, type ModerationCommand } from './moderation-case.decider.js';

const given = deciderSpec(moderationCaseDecider);
const target: ReportTarget = { type: 'item', itemId: 'i1', kind: 'components' };
const report = (reporterId: string): ModerationCommand => ({
  type: 'Report',
  reportId: `r-${reporterId}`,
  target,
  reporterId,
  reason: 'spam',
  details: '  links to a casino  ',
});
const reported = (reporterId: string): ModerationEvent => ({
  type: 'ContentReported',
  data: { reportId: `r-${reporterId}`, target, reporterId, reason: 'spam', details: 'links to a casino' },
});
const hide: ModerationCommand = { type: 'Hide', itemId: 'i1', kind: 'components', moderatorId: 'm', reason: ' Spam ' };
const hidden: ModerationEvent = {
  type: 'ItemHidden',
  data: { itemId: 'i1', kind: 'components', moderatorId: 'm', reason: 'Spam' },
};

describe('a moderation case', () => {
  it('takes a report, trimmed, once per person while it is open', () => {
    given([])
      .when(report('a'))
      .then([reported('a')]);
    given([reported('a')])
      .when(report('b'))
      .then([reported('b')]);
    given([reported('a')])
      .when(report('a'))
      .thenRefuses('already_reported');
    given([reported('a'), hidden])
      .when(report('a'))
      .then([reported('a')]);
    given([])
      .when({ ...report('a'), details: 'x'.repeat(1001) } as ModerationCommand)
      .thenRefuses('invalid_input', ['details']);
  });

  it('hides a creator with a reason, restores them with one, and refuses a step that changes nothing', () => {
    const hideCreator: ModerationCommand = { type: 'HideCreator', creatorId: 'c1', moderatorId: 'm', reason: ' Scam ' };
    const creatorHidden: ModerationEvent = {
      type: 'CreatorHidden',
      data: { creatorId: 'c1', moderatorId: 'm', reason: 'Scam' },
    };
    given([]).when(hideCreator).then([creatorHidden]);
    given([creatorHidden]).when(hideCreator).thenRefuses('already_hidden');
    given([creatorHidden])
      .when({ ...hideCreator, type: 'RestoreCreator', reason: 'Appeal heard' })
      .then([{ type: 'CreatorRestored', data: { creatorId: 'c1', moderatorId: 'm', reason: 'Appeal heard' } }]);
    given([])
      .when({ ...hideCreator, type: 'RestoreCreator' })
      .thenRefuses('not_hidden');
    given([])
      .when({ ...hideCreator, reason: '   ' })
      .thenRefuses('invalid_input', ['reason']);
  });

  it('hides an item with a reason, and restores it with one', () => {
    given([reported('a')])
      .when(hide)
      .then([hidden]);
    given([hidden]).when(hide).thenRefuses('already_hidden');
    given([hidden])
      .when({ ...hide, type: 'Restore', reason: 'Checked: not spam' })
      .then([
        {
          type: 'ItemRestored',
          data: { itemId: 'i1', kind: 'components', moderatorId: 'm', reason: 'Checked: not spam' },
        },
      ]);
    given([])
      .when({ ...hide, type: 'Restore' })
      .thenRefuses('not_hidden');
    given([])
      .when({ ...hide, reason: '   ' })
      .thenRefuses('invalid_input', ['reason']);
  });

  it('dismisses open reports with a note, and only when some are open', () => {
    given([reported('a'), reported('b')])
      .when({ type: 'Dismiss', target, moderatorId: 'm', note: 'Not spam' })
      .then([{ type: 'ReportsDismissed', data: { target, moderatorId: 'm', note: 'Not spam' } }]);
    given([]).when({ type: 'Dismiss', target, moderatorId: 'm', note: 'x' }).thenRefuses('nothing_to_dismiss');
    given([reported('a'), hidden])
      .when({ type: 'Dismiss', target, moderatorId: 'm', note: 'x' })
      .thenRefuses('nothing_to_dismiss');
  });

  it('hides a review with a reason, closing its reports, and restores it', () => {
    const review: ReviewTarget = { type: 'review', reviewId: 'r1', itemId: 'i1', kind: 'components', reviewerId: 'w' };
    const data = { reviewId: 'r1', itemId: 'i1', kind: 'components', reviewerId: 'w', moderatorId: 'm' } as const;
    const hideReview: ModerationCommand = { type: 'HideReview', target: review, moderatorId: 'm', reason: ' Insults ' };
    const reviewHidden: ModerationEvent = { type: 'ReviewHidden', data: { ...data, reason: 'Insults' } };
    const reportedReview: ModerationEvent = {
      type: 'ContentReported',
      data: { reportId: 'r-a', target: review, reporterId: 'a', reason: 'offensive', details: '' },
    };
    given([reportedReview]).when(hideReview).then([reviewHidden]);
    given([reviewHidden]).when(hideReview).thenRefuses('already_hidden');
    given([reportedReview, reviewHidden])
      .when({ type: 'Dismiss', target: review, moderatorId: 'm', note: 'x' })
      .thenRefuses('nothing_to_dismiss');
    given([reviewHidden])
      .when({ ...hideReview, type: 'RestoreReview', reason: 'Fair criticism' })
      .then([{ type: 'ReviewRestored', data: { ...data, reason: 'Fair criticism' } }]);
    given([])
      .when({ ...hideReview, type: 'RestoreReview' })
      .thenRefuses('not_hidden');
    given([])
      .when({ ...hideReview, reason: '' })
      .thenRefuses('invalid_input', ['reason']);
  });

  it('takes an answer to the moderators from the creator of a hidden item only, trimmed', () => {
    const answer: ModerationCommand = {
      type: 'AnswerModerators',
      itemId: 'i1',
      kind: 'components',
      creatorId: 'c',
      ownerId: 'c',
      message: ' Fixed it. ',
    };
    given([hidden])
      .when(answer)
      .then([
        {
          type: 'ModeratorsAnswered',
          data: { itemId: 'i1', kind: 'components', creatorId: 'c', message: 'Fixed it.' },
        },
      ]);
    given([]).when(answer).thenRefuses('not_hidden');
    given([hidden])
      .when({ ...answer, creatorId: 'someone' })
      .thenRefuses('report_target_not_found');
    given([hidden])
      .when({ ...answer, message: '  ' })
      .thenRefuses('invalid_input', ['message']);
  });
});
