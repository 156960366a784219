import {
  asDiscountEvent,
  asOrderEvent,
  asPayoutEvent,
  type ItemKind,
  type OrderStatus,
  type PaymentProvider,
  type RecordedEvent,
  type RefundCause,
} from '@creators/contracts';
import { collectionName, type DocumentChange } from '@creators/storage';
import type { DocumentReader, Projector } from '../runner/projector.js';
import { takenBy } from '../runner/projector.js';

/** One order as its creator's ledger keeps it: a sale once paid, and what became of it. */
export interface SaleDoc {
  readonly id: string;
  readonly orderId: string;
  readonly sellerId: string;
  readonly buyerId: string;
  readonly itemId: string;
  readonly kind: ItemKind;
  /** What the buyer paid (minor units of `currency`). */
  readonly amount: number;
  readonly currency: string;
  /** The product's share of it, fixed when the order was placed. */
  readonly fee: number;
  /** Paid straight to the creator's connected account (a destination charge): never part of a payout. */
  readonly direct: boolean;
  readonly status: OrderStatus;
  readonly placedAt: string;
  readonly paidAt: string | null;
  readonly refundedAt: string | null;
  /** When it was last paid or refunded: what the product follows up (licence, e-mail) after a crash. */
  readonly settledAt: string | null;
  /** Absent on a refund made at the provider. */
  readonly refundCause: RefundCause | null;
  /** The buyer's refund request: `none`, `open` (until `answerBy`), `declined`; a granted one ends as a refund. */
  readonly requestStatus: 'none' | 'open' | 'declined';
  readonly requestReason: string | null;
  readonly requestedAt: string | null;
  readonly answerBy: string | null;
  readonly [field: string]: unknown;
}

/** One payout to a creator. */
export interface PayoutDoc {
  readonly id: string;
  readonly creatorId: string;
  readonly amount: number;
  readonly currency: string;
  readonly sentAt: string;
  /** The provider's transfer once the money moved (`tr_...`; `test_tr_...` in test mode), null until then. */
  readonly transferRef: string | null;
  readonly transferredAt: string | null;
  readonly [field: string]: unknown;
}

/** A creator's payout account (one per creator). */
export interface PayoutAccountDoc {
  readonly id: string;
  readonly creatorId: string;
  readonly provider: PaymentProvider;
  readonly accountRef: string;
  readonly connectedAt: string;
  /** Whether it takes money yet (a Stripe account once its onboarding is done). */
  readonly ready: boolean;
  readonly [field: string]: unknown;
}

/** A creator's discount code and how often orders used it. */
export interface DiscountDoc {
  readonly id: string;
  readonly creatorId: string;
  readonly code: string;
  readonly percentOff: number | null;
  readonly amountOff: number | null;
  readonly currency: string | null;
  readonly itemId: string | null;
  readonly maxUses: number | null;
  readonly expiresAt: string | null;
  readonly uses: number;
  readonly createdAt: string;
  readonly [field: string]: unknown;
}

export const LEDGER_DISCOUNTS = collectionName<DiscountDoc>('ledger_discounts');
export const LEDGER_SALES = collectionName<SaleDoc>('ledger_sales');
export const LEDGER_PAYOUTS = collectionName<PayoutDoc>('ledger_payouts');
export const LEDGER_ACCOUNTS = collectionName<PayoutAccountDoc>('ledger_accounts');

/**
 * The creator's ledger: every sale of theirs (`ledger_sales`, one document per order once placed,
 * listed once paid) with its fee, its refund and the buyer's refund request; payouts
 * (`ledger_payouts`) and the payout account (`ledger_accounts`). Balances are sums of these,
 * taken when asked (what is pending depends on the day). Times are the events' own.
 */
export const creatorLedgerProjector: Projector = {
  name: 'creator-ledger',
  version: 2,
  collections: [
    {
      name: LEDGER_SALES,
      fields: {
        sellerId: 'string',
        status: 'string',
        paidAt: 'string',
        requestStatus: 'string',
        answerBy: 'string',
        settledAt: 'string',
      },
      indexes: [['sellerId', 'status', 'paidAt'], ['requestStatus', 'answerBy'], ['settledAt']],
    },
    { name: LEDGER_PAYOUTS, fields: { creatorId: 'string', sentAt: 'string' }, indexes: [['creatorId', 'sentAt']] },
    { name: LEDGER_ACCOUNTS, fields: { connectedAt: 'string' }, indexes: [['connectedAt']] },
    {
      name: LEDGER_DISCOUNTS,
      fields: { creatorId: 'string', createdAt: 'string' },
      indexes: [['creatorId', 'createdAt']],
    },
  ],
  takes: takenBy(asPayoutEvent, asDiscountEvent, asOrderEvent),
  project: (event, read) => payoutChanges(event, read) ?? discountChanges(event, read) ?? saleChanges(event, read),
};

function discountChanges(event: RecordedEvent, read: DocumentReader): DocumentChange[] | null {
  const discount = asDiscountEvent(event);
  if (discount === null) return null;
  const id = `${discount.data.creatorId}:${discount.data.code}`;
  if (discount.type === 'DiscountCodeCreated') {
    const doc: DiscountDoc = { id, ...discount.data, uses: 0, createdAt: event.metadata.occurredAt };
    return [{ op: 'put', collection: LEDGER_DISCOUNTS, doc }];
  }
  const current = read.get(LEDGER_DISCOUNTS, id);
  return current === null
    ? []
    : [{ op: 'put', collection: LEDGER_DISCOUNTS, doc: { ...current, uses: current.uses + 1 } }];
}

function payoutChanges(event: RecordedEvent, read: DocumentReader): DocumentChange[] | null {
  const payout = asPayoutEvent(event);
  if (payout === null) return null;
  const at = event.metadata.occurredAt;
  switch (payout.type) {
    case 'PayoutAccountConnected': {
      const { creatorId, provider, accountRef, ready } = payout.data;
      const doc: PayoutAccountDoc = {
        id: creatorId,
        creatorId,
        provider,
        accountRef,
        connectedAt: at,
        ready: ready ?? provider === 'test',
      };
      return [{ op: 'put', collection: LEDGER_ACCOUNTS, doc }];
    }
    case 'PayoutAccountUpdated': {
      const account = read.get(LEDGER_ACCOUNTS, payout.data.creatorId);
      if (account === null) return [];
      return [{ op: 'put', collection: LEDGER_ACCOUNTS, doc: { ...account, ready: payout.data.ready } }];
    }
    case 'PayoutSent': {
      const { payoutId, creatorId, amount, currency } = payout.data;
      const doc: PayoutDoc = {
        id: payoutId,
        creatorId,
        amount,
        currency,
        sentAt: at,
        transferRef: null,
        transferredAt: null,
      };
      return [{ op: 'put', collection: LEDGER_PAYOUTS, doc }];
    }
    case 'PayoutTransferred': {
      const sent = read.get(LEDGER_PAYOUTS, payout.data.payoutId);
      if (sent === null) return [];
      const doc: PayoutDoc = { ...sent, transferRef: payout.data.transferRef, transferredAt: at };
      return [{ op: 'put', collection: LEDGER_PAYOUTS, doc }];
    }
  }
}

function saleChanges(event: RecordedEvent, read: DocumentReader): DocumentChange[] {
  const order = asOrderEvent(event);
  if (order === null) return [];
  const at = event.metadata.occurredAt;
  const { orderId } = order.data;
  if (order.type === 'OrderPlaced') {
    const { itemId, kind, sellerId, buyerId, amount, currency } = order.data;
    const doc: SaleDoc = {
      id: orderId,
      orderId,
      sellerId,
      buyerId,
      itemId,
      kind,
      amount,
      currency,
      fee: order.data.platformFee ?? 0,
      direct: order.data.destination !== undefined,
      status: 'placed',
      placedAt: at,
      paidAt: null,
      refundedAt: null,
      settledAt: null,
      refundCause: null,
      requestStatus: 'none',
      requestReason: null,
      requestedAt: null,
      answerBy: null,
    };
    return [{ op: 'put', collection: LEDGER_SALES, doc }];
  }
  const sale = read.get(LEDGER_SALES, orderId);
  if (sale === null) return [];
  const next = ((): SaleDoc => {
    switch (order.type) {
      case 'OrderPaid':
        return { ...sale, status: 'paid', paidAt: at, settledAt: at };
      case 'OrderPaymentFailed':
        return { ...sale, status: 'failed' };
      case 'OrderRefunded':
        // A granted request is no longer open: the refund answers it.
        return {
          ...sale,
          status: 'refunded',
          refundedAt: at,
          settledAt: at,
          refundCause: order.data.cause ?? null,
          requestStatus: sale.requestStatus === 'open' ? 'none' : sale.requestStatus,
          answerBy: null,
        };
      case 'RefundRequested':
        return {
          ...sale,
          requestStatus: 'open',
          requestReason: order.data.reason,
          requestedAt: at,
          answerBy: order.data.answerBy,
        };
      case 'RefundDeclined':
        return { ...sale, requestStatus: 'declined', answerBy: null };
    }
  })();
  return [{ op: 'put', collection: LEDGER_SALES, doc: next }];
}
