import { asOrderEvent, type ItemKind, type OrderStatus, type RefundCause } from '@creators/contracts';
import type { DocumentChange } from '@creators/storage';
import { projectPicked, type Projector } from '../runner/projector.js';

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
  readonly status: OrderStatus;
  readonly placedAt: string;
  readonly paidAt: string | null;
  readonly refundedAt: string | null;
  /** Absent on a refund made at the provider. */
  readonly refundCause: RefundCause | null;
  /** The buyer's refund request: `none`, `open` (until `answerBy`), `declined`; a granted one ends as a refund. */
  readonly requestStatus: 'none' | 'open' | 'declined';
  readonly requestReason: string | null;
  readonly requestedAt: string | null;
  readonly answerBy: string | null;
  readonly [field: string]: unknown;
}

export const LEDGER_SALES = 'ledger_sales';

/**
 * The creator's ledger: every sale of theirs (`ledger_sales`, one document per order once placed,
 * listed once paid), with its refund and the buyer's refund request. Times are the events' own.
 */
export const creatorLedgerProjector: Projector = {
  name: 'creator-ledger',
  version: 1,
  collections: [
    {
      name: LEDGER_SALES,
      fields: { sellerId: 'string', status: 'string', paidAt: 'string', requestStatus: 'string', answerBy: 'string' },
      indexes: [
        ['sellerId', 'status', 'paidAt'],
        ['requestStatus', 'answerBy'],
      ],
    },
  ],
  project: projectPicked(asOrderEvent, (order, event, read): DocumentChange[] => {
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
        status: 'placed',
        placedAt: at,
        paidAt: null,
        refundedAt: null,
        refundCause: null,
        requestStatus: 'none',
        requestReason: null,
        requestedAt: null,
        answerBy: null,
      };
      return [{ op: 'put', collection: LEDGER_SALES, doc }];
    }
    const sale = read.get<SaleDoc>(LEDGER_SALES, orderId);
    if (sale === null) return [];
    const next = ((): SaleDoc => {
      switch (order.type) {
        case 'OrderPaid':
          return { ...sale, status: 'paid', paidAt: at };
        case 'OrderPaymentFailed':
          return { ...sale, status: 'failed' };
        case 'OrderRefunded':
          // A granted request is no longer open: the refund answers it.
          return {
            ...sale,
            status: 'refunded',
            refundedAt: at,
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
  }),
};
