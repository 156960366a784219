import type { CheckoutEvent, CheckoutOpenedData } from '@creators/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { checkoutDecider } from './checkout.decider.js';

const given = deciderSpec(checkoutDecider);
const opened = (orderId: string): CheckoutOpenedData => ({ itemId: 'i1', accountId: 'buyer', orderId });
const event = (orderId: string): CheckoutEvent => ({ type: 'CheckoutOpened', data: opened(orderId) });

describe('the checkout decider', () => {
  it('opens the first order', () => {
    given([])
      .when({ type: 'OpenCheckout', opened: opened('o1'), replaces: null })
      .then([event('o1')]);
  });
  it('replaces the open order the caller found closed', () => {
    given([event('o1')])
      .when({ type: 'OpenCheckout', opened: opened('o2'), replaces: 'o1' })
      .then([event('o2')]);
  });
  it('opens nothing when another order was opened meanwhile: that one is resumed', () => {
    given([event('o1')])
      .when({ type: 'OpenCheckout', opened: opened('o2'), replaces: null })
      .then([]);
    given([event('o1'), event('o3')])
      .when({ type: 'OpenCheckout', opened: opened('o2'), replaces: 'o1' })
      .then([]);
  });
});
