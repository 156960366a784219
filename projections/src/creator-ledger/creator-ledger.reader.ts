import type { DocumentStore } from '@creators/storage';
import {
  LEDGER_DISCOUNTS,
  type DiscountDoc,
  LEDGER_ACCOUNTS,
  LEDGER_PAYOUTS,
  LEDGER_SALES,
  type PayoutAccountDoc,
  type PayoutDoc,
  type SaleDoc,
} from './creator-ledger.projector.js';

/** The most sales one answer lists: a creator's statement pages by month beyond it. */
const SALES_LIMIT = 1000;

/** A creator's sales (paid, and refunded since), newest first. */
export async function listSales(documents: DocumentStore, sellerId: string): Promise<SaleDoc[]> {
  const page = await documents.find(LEDGER_SALES, {
    filter: { sellerId, status: { in: ['paid', 'refunded'] } },
    sort: [{ field: 'paidAt', direction: 'desc' }],
    limit: SALES_LIMIT,
  });
  return page.items;
}

export const findSale = (documents: DocumentStore, orderId: string): Promise<SaleDoc | null> =>
  documents.get(LEDGER_SALES, orderId);

/** Open refund requests whose creator has not answered by their `answerBy`. */
export async function findUnansweredRefundRequests(documents: DocumentStore, nowIso: string): Promise<SaleDoc[]> {
  const page = await documents.find(LEDGER_SALES, {
    filter: { requestStatus: 'open', answerBy: { lte: nowIso } },
    sort: [{ field: 'answerBy', direction: 'asc' }],
    limit: 100,
  });
  return page.items;
}

/** Orders paid or refunded since then, oldest first: those whose follow-up a crash may have cut short. */
export async function listSettledSince(documents: DocumentStore, sinceIso: string, limit: number): Promise<SaleDoc[]> {
  const page = await documents.find(LEDGER_SALES, {
    filter: { settledAt: { gte: sinceIso } },
    sort: [{ field: 'settledAt', direction: 'asc' }],
    limit,
  });
  return page.items;
}

/** A creator's payouts, newest first. */
export async function listPayouts(documents: DocumentStore, creatorId: string): Promise<PayoutDoc[]> {
  const page = await documents.find(LEDGER_PAYOUTS, {
    filter: { creatorId },
    sort: [{ field: 'sentAt', direction: 'desc' }],
    limit: SALES_LIMIT,
  });
  return page.items;
}

export const findPayoutAccount = (documents: DocumentStore, creatorId: string): Promise<PayoutAccountDoc | null> =>
  documents.get(LEDGER_ACCOUNTS, creatorId);

/** Every connected payout account, oldest first: whom a payout run pays. */
export async function listPayoutAccounts(documents: DocumentStore): Promise<PayoutAccountDoc[]> {
  const page = await documents.find(LEDGER_ACCOUNTS, {
    sort: [{ field: 'connectedAt', direction: 'asc' }],
    limit: 10_000,
  });
  return page.items;
}

/** A creator's discount codes, newest first. */
export async function listDiscountCodes(documents: DocumentStore, creatorId: string): Promise<DiscountDoc[]> {
  const page = await documents.find(LEDGER_DISCOUNTS, {
    filter: { creatorId },
    sort: [{ field: 'createdAt', direction: 'desc' }],
    limit: SALES_LIMIT,
  });
  return page.items;
}
