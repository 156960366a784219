import type { PayoutEvent } from '@creators/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { payoutsDecider } from './payouts.decider.js';

const given = deciderSpec(payoutsDecider);
const connected: PayoutEvent = {
  type: 'PayoutAccountConnected',
  data: { creatorId: 'ada', provider: 'test', accountRef: 'test_acct_1' },
};
const sent = (payoutId: string, amount: number): PayoutEvent => ({
  type: 'PayoutSent',
  data: { creatorId: 'ada', payoutId, amount, currency: 'USD' },
});
const send = (payoutId: string, amount: number, paidSoFar: number) =>
  ({ type: 'SendPayout', payoutId, creatorId: 'ada', currency: 'USD', amount, paidSoFar }) as const;

describe('the payouts decider', () => {
  it('connects one account', () => {
    given([]).when({ type: 'ConnectAccount', account: connected.data }).then([connected]);
    given([connected]).when({ type: 'ConnectAccount', account: connected.data }).then([]);
  });
  it('pays out only to a connected account', () => {
    given([])
      .when(send('p1', 900, 0))
      .thenRefuses('no_payout_account');
    given([connected])
      .when(send('p1', 900, 0))
      .then([sent('p1', 900)]);
  });
  it('never pays the same money twice: a payout sent meanwhile makes this one nothing', () => {
    given([connected, sent('p1', 900)])
      .when(send('p2', 900, 0))
      .then([]);
    given([connected, sent('p1', 900)])
      .when(send('p2', 300, 900))
      .then([sent('p2', 300)]);
    given([connected])
      .when(send('p1', 0, 0))
      .then([]);
  });
  it('pays a Stripe account only once its onboarding is done, as Stripe says', () => {
    const stripe: PayoutEvent = {
      type: 'PayoutAccountConnected',
      data: { creatorId: 'ada', provider: 'stripe', accountRef: 'acct_1', ready: false },
    };
    const ready: PayoutEvent = {
      type: 'PayoutAccountUpdated',
      data: { creatorId: 'ada', accountRef: 'acct_1', ready: true },
    };
    given([stripe])
      .when(send('p1', 900, 0))
      .thenRefuses('payout_account_not_ready');
    given([stripe]).when({ type: 'UpdateAccount', accountRef: 'acct_1', ready: true }).then([ready]);
    given([stripe, ready]).when({ type: 'UpdateAccount', accountRef: 'acct_1', ready: true }).then([]);
    given([stripe]).when({ type: 'UpdateAccount', accountRef: 'acct_other', ready: true }).then([]);
    given([stripe, ready])
      .when(send('p1', 900, 0))
      .then([sent('p1', 900)]);
    // A Stripe account connected before readiness was recorded waits for its next update.
    const older: PayoutEvent = {
      type: 'PayoutAccountConnected',
      data: { creatorId: 'ada', provider: 'stripe', accountRef: 'acct_1' },
    };
    given([older])
      .when(send('p1', 900, 0))
      .thenRefuses('payout_account_not_ready');
  });
  it('records a payout’s transfer once, and only of a payout sent', () => {
    const transferred: PayoutEvent = {
      type: 'PayoutTransferred',
      data: { creatorId: 'ada', payoutId: 'p1', transferRef: 'tr_1' },
    };
    given([connected, sent('p1', 900)])
      .when({ type: 'RecordTransfer', payoutId: 'p1', transferRef: 'tr_1' })
      .then([transferred]);
    given([connected, sent('p1', 900), transferred])
      .when({ type: 'RecordTransfer', payoutId: 'p1', transferRef: 'tr_1' })
      .then([]);
    given([connected]).when({ type: 'RecordTransfer', payoutId: 'p9', transferRef: 'tr_9' }).then([]);
  });
});
