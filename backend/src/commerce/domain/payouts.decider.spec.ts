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
});
