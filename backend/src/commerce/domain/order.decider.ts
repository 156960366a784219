import {
  asOrderEvent,
  moneyText,
  REFUND_ANSWER_DAYS,
  REFUND_REQUEST_DAYS,
  type OrderEvent,
  type OrderPaidData,
  type OrderPlacedData,
  type OrderRefundedData,
  type OrderStatus,
  type RecordedEvent,
  type RefundCause,
  type RefundRequestedData,
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
  | {
      readonly type: 'RecordRefund';
      readonly refundId: string;
      readonly cause: RefundCause;
      readonly note?: string;
    }
  | { readonly type: 'RequestRefund'; readonly buyerId: string; readonly reason: string; readonly now: string }
  | { readonly type: 'DeclineRefund'; readonly sellerId: string; readonly reason: string };

/** A buyer's refund request: open until the creator answers, or until `answerBy` passes. */
export interface RefundRequest extends RefundRequestedData {
  readonly status: 'open' | 'declined';
}

export interface OrderState {
  readonly order: OrderPlacedData | null;
  readonly status: OrderStatus | null;
  /** The payment that paid it, once paid: what a refund gives back. */
  readonly payment: OrderPaidData | null;
  /** When it was paid (the event's time): the refund window counts from it. */
  readonly paidAt: string | null;
  /** The refund, once refunded: why, for the notices. */
  readonly refund: OrderRefundedData | null;
  readonly refundRequest: RefundRequest | null;
  /** Provider notices already heard: the same notice twice changes nothing. */
  readonly notices: readonly string[];
}

/** An order event with the time it was stored, when read from the log (a decider's spec may leave it out). */
export type TimedOrderEvent = OrderEvent & { readonly at?: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Who may give a paid order's money back, and when: its creator, at any time (`refunded_by_creator`
 * and in answer to a request); the product itself for a duplicate payment or a request the creator
 * left unanswered past its `answerBy`. Anyone else is told there is no such order.
 */
export function assertRefundable(
  { order, status, refundRequest }: OrderState,
  by: { readonly sellerId: string } | { readonly product: true; readonly now: string },
  cause: RefundCause,
): void {
  if (order === null || ('sellerId' in by && by.sellerId !== order.sellerId)) {
    throw commerceError('order_not_found', 'you sold no such order');
  }
  if (status !== 'paid') throw commerceError('order_closed', 'only a paid order can be refunded');
  if (cause !== 'requested_by_buyer') return;
  if (refundRequest?.status !== 'open')
    throw commerceError('no_refund_request', 'the buyer has no open refund request');
  if ('product' in by && Date.parse(by.now) < Date.parse(refundRequest.answerBy)) {
    throw commerceError('no_refund_request', 'the creator may still answer this request');
  }
}

/**
 * One purchase: placed → paid or failed (a failed order may still be paid: the buyer tries another
 * card) → refunded. A second notice for the same order, or one that comes late (a failure after
 * the payment), changes nothing; a payment of another amount than the order's is recorded as a
 * failure, never as paid. A paid order's buyer may ask for a refund within `REFUND_REQUEST_DAYS`,
 * once; the creator approves (a refund) or declines it.
 */
export const orderDecider: Decider<OrderState, OrderCommand, TimedOrderEvent> = {
  initial: {
    order: null,
    status: null,
    payment: null,
    paidAt: null,
    refund: null,
    refundRequest: null,
    notices: [],
  },
  read: (stored: RecordedEvent): TimedOrderEvent | null => {
    const event = asOrderEvent(stored);
    return event === null
      ? null
      : ({ type: event.type, data: event.data, at: stored.metadata.occurredAt } as TimedOrderEvent);
  },
  evolve: (state, event) => {
    const heard = 'noticeId' in event.data ? [...state.notices, event.data.noticeId] : state.notices;
    switch (event.type) {
      case 'OrderPlaced':
        return { ...orderDecider.initial, order: event.data, status: 'placed', notices: heard };
      case 'OrderPaid':
        return { ...state, status: 'paid', payment: event.data, paidAt: event.at ?? null, notices: heard };
      case 'OrderPaymentFailed':
        return { ...state, status: 'failed', notices: heard };
      case 'OrderRefunded':
        return { ...state, status: 'refunded', refund: event.data, notices: heard };
      case 'RefundRequested':
        return { ...state, refundRequest: { ...event.data, status: 'open' } };
      case 'RefundDeclined':
        return state.refundRequest === null
          ? state
          : { ...state, refundRequest: { ...state.refundRequest, status: 'declined' } };
    }
  },
  decide: (command, state) => {
    const { order, status, payment, paidAt, refundRequest } = state;
    if (command.type === 'PlaceOrder') {
      if (order !== null) return [];
      const placed = command.order;
      if (placed.buyerId === placed.sellerId)
        throw commerceError('own_item', 'this is your own item: it is yours already');
      if (placed.amount <= 0) throw commerceError('not_for_sale', 'this item is free: get it instead of buying it');
      return [{ type: 'OrderPlaced', data: placed }];
    }
    if (order === null) throw commerceError('order_not_found', 'there is no such order');
    const { orderId } = order;
    switch (command.type) {
      case 'RecordRefund': {
        if (status !== 'paid' || payment === null) return [];
        const { amount, currency } = payment;
        const { refundId, cause, note } = command;
        return [
          {
            type: 'OrderRefunded',
            data: {
              orderId,
              noticeId: refundId,
              amount,
              currency,
              cause,
              ...(note === undefined ? {} : { note, sellerId: order.sellerId }),
            },
          },
        ];
      }
      case 'RequestRefund': {
        if (command.buyerId !== order.buyerId) throw commerceError('order_not_found', 'you have no such order');
        if (status !== 'paid') throw commerceError('order_closed', 'only a paid order can be refunded');
        if (refundRequest !== null) {
          throw commerceError('refund_already_requested', 'you asked for a refund of this order already');
        }
        const now = Date.parse(command.now);
        if (paidAt !== null && now - Date.parse(paidAt) > REFUND_REQUEST_DAYS * DAY_MS) {
          throw commerceError(
            'refund_window_closed',
            `refunds may be asked for within ${REFUND_REQUEST_DAYS} days of paying`,
          );
        }
        const answerBy = new Date(now + REFUND_ANSWER_DAYS * DAY_MS).toISOString();
        return [
          { type: 'RefundRequested', data: { orderId, buyerId: order.buyerId, reason: command.reason, answerBy } },
        ];
      }
      case 'DeclineRefund': {
        if (command.sellerId !== order.sellerId) throw commerceError('order_not_found', 'you sold no such order');
        if (status !== 'paid' || refundRequest?.status !== 'open') {
          throw commerceError('no_refund_request', 'the buyer has no open refund request');
        }
        return [{ type: 'RefundDeclined', data: { orderId, sellerId: order.sellerId, reason: command.reason } }];
      }
      case 'SettlePayment':
        return settle(command.notice, state);
    }
  },
};

function settle(notice: PaymentNotice, { order, status, notices }: OrderState): readonly OrderEvent[] {
  if (order === null || notices.includes(notice.noticeId)) return [];
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
}
