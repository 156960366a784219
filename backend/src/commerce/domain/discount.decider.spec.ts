import type { DiscountCodeCreatedData, DiscountEvent } from '@creators/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { discountDecider } from './discount.decider.js';

const given = deciderSpec(discountDecider);
const code: DiscountCodeCreatedData = {
  creatorId: 'ada',
  code: 'LAUNCH20',
  percentOff: 20,
  amountOff: null,
  currency: null,
  itemId: 'i1',
  maxUses: 1,
  expiresAt: '2026-12-01T00:00:00.000Z',
};
const created: DiscountEvent = { type: 'DiscountCodeCreated', data: code };
const item = { itemId: 'i1', creatorId: 'ada', amount: 1000, currency: 'USD' };
const use = (orderId: string, now = '2026-11-20T00:00:00.000Z') => ({ type: 'UseCode', orderId, item, now }) as const;
const used = (orderId: string): DiscountEvent => ({
  type: 'DiscountCodeUsed',
  data: { creatorId: 'ada', code: 'LAUNCH20', orderId },
});

describe('the discount decider', () => {
  it('is made once', () => {
    given([]).when({ type: 'CreateCode', code }).then([created]);
    given([created]).when({ type: 'CreateCode', code }).thenRefuses('discount_code_taken');
  });
  it('is used by an order within its count, date and item; the same order again changes nothing', () => {
    given([created])
      .when(use('o1'))
      .then([used('o1')]);
    given([created, used('o1')])
      .when(use('o1'))
      .then([]);
    given([created, used('o1')])
      .when(use('o2'))
      .thenRefuses('discount_code_invalid');
    given([created]).when(use('o1', '2026-12-01T00:00:00.000Z')).thenRefuses('discount_code_invalid');
    given([created])
      .when({ ...use('o1'), item: { ...item, itemId: 'i2' } })
      .thenRefuses('discount_code_invalid');
    given([created])
      .when({ ...use('o1'), item: { ...item, creatorId: 'bo' } })
      .thenRefuses('discount_code_invalid');
    given([]).when(use('o1')).thenRefuses('discount_code_invalid');
  });
  it('never leaves nothing to pay', () => {
    const all: DiscountEvent = {
      type: 'DiscountCodeCreated',
      data: { ...code, percentOff: null, amountOff: 1000, currency: 'USD' },
    };
    given([all]).when(use('o1')).thenRefuses('discount_code_invalid');
  });
});
