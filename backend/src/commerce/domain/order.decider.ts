import {
  asOrderEvent,
  moneyText,
  type OrderEvent,
  type OrderPaidData,
  type OrderPlacedData,
  type OrderRefundedData,
  type OrderStatus,
  type RefundCause,
} from '@creators/contracts';
import type { Decider } from '../../platform/event-sourcing.js';
import { commerceError } from '../commerce.errors.js';

/** What a payment provider said about an order, as the order hears it. */
export type PaymentNotice =
  | {
      readonly outcome: 'paid';
      readonly noticeId: string;
      readonly amount: number;
      readonly currency: string;
      readonly paymentRef: string;
    }
  | { readonly outcome: 'failed'; readonly noticeId: string; readonly reason: string }
  | { readonly outcome: 'refunded'; readonly noticeId: string; readonly amount: number; readonly currency: string };

export type OrderCommand =
  | { readonly type: 'PlaceOrder'; readonly order: OrderPlacedData }
  | { readonly type: 'SettlePayment'; readonly notice: PaymentNotice }
  /** The product gave the money back itself, through the provider (`refundId` is the provider's refund). */
  | { readonly type: 'RecordRefund'; readonly refundId: string; readonly cause: RefundCause };

export interface OrderState {
  readonly order: OrderPlacedData | null;
  readonly status: OrderStatus | null;
  /** The payment that paid it, once paid: what a refund gives back. */
  readonly payment: OrderPaidData | null;
  /** The refund, once refunded: why, for the notices. */
  readonly refund: OrderRefundedData | null;
  /** Provider notices already heard: the same notice twice changes nothing. */
  readonly notices: readonly string[];
}

/**
 * One purchase: placed → paid or failed (a failed order may still be paid: the buyer tries another
 * card) → refunded. A second notice for the same order, or one that comes late (a failure after
 * the payment), changes nothing; a payment of another amount than the order's is recorded as a
 * failure, never as paid.
 */
export const orderDecider: Decider<OrderState, OrderCommand, OrderEvent> = {
  initial: { order: null, status: null, payment: null, refund: null, notices: [] },
  read: asOrderEvent,
  evolve: (state, event) => {
    const heard = 'noticeId' in event.data ? [...state.notices, event.data.noticeId] : state.notices;
    switch (event.type) {
      case 'OrderPlaced':
        return { order: event.data, status: 'placed', payment: null, refund: null, notices: heard };
      case 'OrderPaid':
        return { ...state, status: 'paid', payment: event.data, notices: heard };
      case 'OrderPaymentFailed':
        return { ...state, status: 'failed', notices: heard };
      case 'OrderRefunded':
        return { ...state, status: 'refunded', refund: event.data, notices: heard };
    }
  },
  decide: (command, { order, status, payment, notices }) => {
    if (command.type === 'PlaceOrder') {
      if (order !== null) return [];
      const placed = command.order;
      if (placed.buyerId === placed.sellerId)
        throw commerceError('own_item', 'this is your own item: it is yours already');
      if (placed.amount <= 0) throw commerceError('not_for_sale', 'this item is free: get it instead of buying it');
      return [{ type: 'OrderPlaced', data: placed }];
    }
    if (order === null) throw commerceError('order_not_found', 'there is no such order');
    if (command.type === 'RecordRefund') {
      if (status !== 'paid' || payment === null) return [];
      const { amount, currency } = payment;
      return [
        {
          type: 'OrderRefunded',
          data: { orderId: order.orderId, noticeId: command.refundId, amount, currency, cause: command.cause },
        },
      ];
    }
    const { notice } = command;
    if (notices.includes(notice.noticeId)) return [];
    const { orderId } = order;
    switch (notice.outcome) {
      case 'paid': {
        if (status === 'paid' || status === 'refunded') return [];
        if (notice.amount !== order.amount || notice.currency !== order.currency) {
          const reason = `The payment (${moneyText(notice.amount, notice.currency)}) does not match the order (${moneyText(order.amount, order.currency)}).`;
          return [{ type: 'OrderPaymentFailed', data: { orderId, noticeId: notice.noticeId, reason } }];
        }
        const { noticeId, amount, currency, paymentRef } = notice;
        return [{ type: 'OrderPaid', data: { orderId, noticeId, amount, currency, paymentRef } }];
      }
      case 'failed':
        return status === 'placed' || status === 'failed'
          ? [{ type: 'OrderPaymentFailed', data: { orderId, noticeId: notice.noticeId, reason: notice.reason } }]
          : [];
      case 'refunded': {
        if (status !== 'paid') return [];
        const { noticeId, amount, currency } = notice;
        return [{ type: 'OrderRefunded', data: { orderId, noticeId, amount, currency } }];
      }
    }
  },
};
