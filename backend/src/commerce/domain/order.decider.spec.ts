import type { OrderEvent, OrderPlacedData } from '@creators/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { assertRefundable, orderDecider, type PaymentNotice } from './order.decider.js';

const given = deciderSpec(orderDecider);
const order: OrderPlacedData = {
  orderId: 'o1',
  itemId: 'i1',
  kind: 'templates',
  sellerId: 'seller',
  buyerId: 'buyer',
  amount: 3000,
  currency: 'USD',
  provider: 'test',
  checkoutId: 'o1',
};
const placed: OrderEvent = { type: 'OrderPlaced', data: order };
const paidNotice = (noticeId: string, amount = 3000, currency = 'USD'): PaymentNotice => ({
  outcome: 'paid',
  noticeId,
  amount,
  currency,
  paymentRef: 'pi_1',
});
const paid = (noticeId: string): OrderEvent => ({
  type: 'OrderPaid',
  data: { orderId: 'o1', noticeId, amount: 3000, currency: 'USD', paymentRef: 'pi_1' },
});
const failed = (noticeId: string, reason = 'Your card was declined.'): OrderEvent => ({
  type: 'OrderPaymentFailed',
  data: { orderId: 'o1', noticeId, reason },
});
const refunded: OrderEvent = {
  type: 'OrderRefunded',
  data: { orderId: 'o1', noticeId: 'evt_r', amount: 3000, currency: 'USD' },
};
const settle = (notice: PaymentNotice) => ({ type: 'SettlePayment', notice }) as const;

describe('the order decider', () => {
  describe('PlaceOrder', () => {
    it('places an order at the price it is given', () => {
      given([]).when({ type: 'PlaceOrder', order }).then([placed]);
    });
    it('places it once: the same order again changes nothing', () => {
      given([placed]).when({ type: 'PlaceOrder', order }).then([]);
    });
    it('refuses buying your own item', () => {
      given([])
        .when({ type: 'PlaceOrder', order: { ...order, buyerId: 'seller' } })
        .thenRefuses('own_item');
    });
    it('refuses buying a free item', () => {
      given([])
        .when({ type: 'PlaceOrder', order: { ...order, amount: 0 } })
        .thenRefuses('not_for_sale');
    });
  });

  describe('SettlePayment', () => {
    it('marks a placed order paid', () => {
      given([placed])
        .when(settle(paidNotice('evt_1')))
        .then([paid('evt_1')]);
    });
    it('ignores a second payment notice for the same order, the same notice or another', () => {
      given([placed, paid('evt_1')])
        .when(settle(paidNotice('evt_1')))
        .then([]);
      given([placed, paid('evt_1')])
        .when(settle(paidNotice('evt_2')))
        .then([]);
    });
    it('records a payment of another amount or currency as a failure, never as paid', () => {
      given([placed])
        .when(settle(paidNotice('evt_1', 100)))
        .then([failed('evt_1', 'The payment (1.00 USD) does not match the order (30.00 USD).')]);
      given([placed])
        .when(settle(paidNotice('evt_1', 3000, 'EUR')))
        .then([failed('evt_1', 'The payment (30.00 EUR) does not match the order (30.00 USD).')]);
    });
    it('takes a payment after a declined card', () => {
      given([placed, failed('evt_1')])
        .when(settle(paidNotice('evt_2')))
        .then([paid('evt_2')]);
    });
    it('ignores a failure that arrives after the payment (out of order)', () => {
      given([placed, paid('evt_2')])
        .when(settle({ outcome: 'failed', noticeId: 'evt_1', reason: 'late' }))
        .then([]);
    });
    it('refunds a paid order once, and never an unpaid one', () => {
      const refund = settle({ outcome: 'refunded', noticeId: 'evt_r', amount: 3000, currency: 'USD' });
      given([placed, paid('evt_1')])
        .when(refund)
        .then([refunded]);
      given([placed, paid('evt_1'), refunded])
        .when(refund)
        .then([]);
      given([placed]).when(refund).then([]);
    });
    it('ignores a payment notice after a refund', () => {
      given([placed, paid('evt_1'), refunded])
        .when(settle(paidNotice('evt_3')))
        .then([]);
    });
    it('records the product’s own refund of a paid order once, with its cause', () => {
      const refund = { type: 'RecordRefund', refundId: 're_1', cause: 'duplicate_payment' } as const;
      const duplicate: OrderEvent = {
        type: 'OrderRefunded',
        data: { orderId: 'o1', noticeId: 're_1', amount: 3000, currency: 'USD', cause: 'duplicate_payment' },
      };
      given([placed, paid('evt_1')])
        .when(refund)
        .then([duplicate]);
      given([placed, paid('evt_1'), duplicate])
        .when(refund)
        .then([]);
      given([placed]).when(refund).then([]);
    });
    it('refuses a notice for an order that does not exist', () => {
      given([])
        .when(settle(paidNotice('evt_1')))
        .thenRefuses('order_not_found');
    });
  });

  describe('refund requests', () => {
    const paidAt = '2026-11-01T00:00:00.000Z';
    const paidThen: OrderEvent & { at: string } = { ...paid('evt_1'), at: paidAt };
    const request = (now: string) => ({ type: 'RequestRefund', buyerId: 'buyer', reason: 'Broken', now }) as const;
    const requested: OrderEvent = {
      type: 'RefundRequested',
      data: { orderId: 'o1', buyerId: 'buyer', reason: 'Broken', answerBy: '2026-11-17T00:00:00.000Z' },
    };
    it('takes the buyer’s request within fourteen days of paying, once, with a day to answer by', () => {
      given([placed, paidThen]).when(request('2026-11-10T00:00:00.000Z')).then([requested]);
      given([placed, paidThen, requested])
        .when(request('2026-11-11T00:00:00.000Z'))
        .thenRefuses('refund_already_requested');
      given([placed, paidThen]).when(request('2026-11-16T00:00:00.000Z')).thenRefuses('refund_window_closed');
      given([placed]).when(request('2026-11-10T00:00:00.000Z')).thenRefuses('order_closed');
      given([placed, paidThen])
        .when({ ...request('2026-11-10T00:00:00.000Z'), buyerId: 'someone' })
        .thenRefuses('order_not_found');
    });
    it('lets only the creator decline an open request', () => {
      const decline = { type: 'DeclineRefund', sellerId: 'seller', reason: 'Works for me' } as const;
      given([placed, paidThen, requested])
        .when(decline)
        .then([{ type: 'RefundDeclined', data: { orderId: 'o1', sellerId: 'seller', reason: 'Works for me' } }]);
      given([placed, paidThen]).when(decline).thenRefuses('no_refund_request');
      given([placed, paidThen, requested])
        .when({ ...decline, sellerId: 'buyer' })
        .thenRefuses('order_not_found');
    });
    it('grants a request by itself only once its answer-by day has passed', () => {
      const state = [placed, paidThen, requested].reduce(orderDecider.evolve, orderDecider.initial);
      expect(() => {
        assertRefundable(state, { product: true, now: '2026-11-16T00:00:00.000Z' }, 'requested_by_buyer');
      }).toThrow(/may still answer/);
      expect(() => {
        assertRefundable(state, { product: true, now: '2026-11-17T00:00:00.000Z' }, 'requested_by_buyer');
      }).not.toThrow();
      expect(() => {
        assertRefundable(state, { sellerId: 'buyer' }, 'refunded_by_creator');
      }).toThrow(/no such order/);
    });
  });
});
