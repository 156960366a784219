import type { ReleaseDifference } from './releases.js';
import type { Price } from './item-events.js';
import type { ItemKind } from './kinds.js';
import type { ImageRef } from './media.js';

/**
 * Getting and buying: the HTTP shapes shared by the gateway and the frontend. A free item is
 * "got" by a signed-in account; a paid one is bought through an order (placed → paid or failed →
 * licence issued; refunded revokes). Amounts are in minor units (cents), as item prices are.
 */

/** How an account came to hold an item. */
export type AcquisitionWay = 'get' | 'purchase';

export type OrderStatus = 'placed' | 'paid' | 'failed' | 'refunded';

/** A deliverable as the entitled see it: a signed, short-lived, account-bound download address. */
export interface EntitledFile {
  readonly uploadId: string;
  readonly name: string;
  readonly size: number;
  readonly mediaType: string;
  /** Vectors: the file's format. */
  readonly format: string | null;
  readonly downloadUrl: string;
}

/** Links a kind hands over instead of, or beside, files (remix/duplicate, install). */
export interface EntitledLinks {
  readonly remixUrl?: string;
  readonly installUrl?: string;
}

/**
 * `GET /api/marketplace/{kind}/{slug}/access`: what the visitor may do with the item. Anonymous
 * visitors get `entitled: false` and the public counts.
 */
export interface ItemAccess {
  readonly itemId: string;
  readonly price: Price;
  /** Public count of free gets and paid licences. */
  readonly acquisitions: number;
  /** The same count said as it happened: standing licences (what "N sales" counts on a paid item) and free gets. */
  readonly sales: number;
  readonly gets: number;
  /** The visitor is the item's creator (may not buy it; always entitled). */
  readonly own: boolean;
  readonly entitled: boolean;
  /** When entitled: how, and what to download. */
  readonly way: AcquisitionWay | null;
  readonly files: readonly EntitledFile[];
  readonly links: EntitledLinks;
  /** An order of this visitor for this item still waiting for payment, if any. */
  readonly pendingOrderId: string | null;
  /** The licence a holder gets, shown before buying. */
  readonly licenceText: string;
}

/** `POST /api/marketplace/{kind}/{slug}/get` (free items, signed in): idempotent. */
export type GetItemResponse = ItemAccess;

/** `POST /api/orders` body: the price is never taken from the client. */
export interface PlaceOrderRequest {
  readonly itemId: string;
  /** Pay-what-you-want items: what the buyer pays, at least the price. */
  readonly amount?: number;
  readonly discountCode?: string;
}

/**
 * `POST /api/orders` → 201. `checkoutUrl` is Stripe Checkout's page, or `/checkout/{orderId}` in test
 * mode. A buyer has one open order per item: ordering again answers that one (`resumed`).
 */
export interface PlacedOrder {
  readonly orderId: string;
  readonly checkoutUrl: string;
  readonly resumed: boolean;
}

/** `GET /api/orders/{orderId}` (the buyer only). */
export interface OrderView {
  readonly orderId: string;
  /** The short number people read (`A1B2-C3D4`); see `orderNumber`. */
  readonly orderNumber: string;
  readonly itemId: string;
  readonly kind: ItemKind;
  readonly slug: string;
  readonly title: string;
  /** The item's cover, shown beside what is being bought. */
  readonly coverImage: ImageRef | null;
  readonly coverImageUrl: string | null;
  readonly creatorName: string;
  readonly amount: number;
  readonly currency: string;
  readonly status: OrderStatus;
  readonly placedAt: string;
  readonly paidAt: string | null;
  /** Why a payment failed, in words for the buyer. */
  readonly failure: string | null;
  readonly licenceId: string | null;
  /** `test` when the embedded checkout takes the payment (no money moves). */
  readonly mode: 'test' | 'stripe';
}

/**
 * `POST /api/test-checkout/{orderId}` (embedded payments only): a card as Stripe's test cards
 * behave — 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined. Nothing of it is kept.
 */
export interface TestCardPayment {
  readonly cardNumber: string;
  /** `MM/YY`, in the future. */
  readonly expiry: string;
  readonly cvc: string;
}

/** A receipt for a purchase. */
export interface Receipt {
  readonly orderId: string;
  readonly paidAt: string;
  readonly amount: number;
  readonly currency: string;
}

/** `GET /api/library` (signed in): one entry per item the account got or bought, newest first. */
export interface LibraryEntry {
  readonly itemId: string;
  readonly kind: ItemKind;
  readonly slug: string;
  readonly title: string;
  readonly coverImage: ImageRef | null;
  readonly coverImageUrl: string | null;
  readonly creator: { readonly handle: string; readonly name: string };
  readonly way: AcquisitionWay;
  readonly acquiredAt: string;
  readonly receipt: Receipt | null;
  readonly licenceId: string | null;
  readonly licenceText: string;
  /** False when the item was deleted or unpublished since: still downloadable by its holder. */
  readonly stillListed: boolean;
  /**
   * A purchase's refund: until when the buyer may ask for one (null once too late, or for a get),
   * and the request's state once asked.
   */
  readonly refund: {
    readonly requestableUntil: string | null;
    readonly request: 'open' | 'declined' | null;
  } | null;
  readonly files: readonly EntitledFile[];
  readonly links: EntitledLinks;
  /** Every release, newest first, each file with its own link (empty for an item without releases). */
  readonly releases: readonly HeldRelease[];
  /** The release this holder last downloaded a file of, if any. */
  readonly downloadedVersion: string | null;
  /** Set when a release newer than the one last downloaded exists: what changed since. */
  readonly update: ReleaseDifference | null;
  /** New releases of this item are not e-mailed to this holder. */
  readonly muted: boolean;
}

/** A release as a holder sees it in the library: its files with fresh signed links. */
export interface HeldRelease {
  readonly version: string;
  readonly notes: string;
  readonly date: string;
  readonly files: readonly EntitledFile[];
}

export interface Library {
  readonly entries: readonly LibraryEntry[];
}

/** The periods the insight screens offer, in days (`?days=90`). */
export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriodDays = (typeof INSIGHT_PERIODS)[number];
export const DEFAULT_INSIGHT_PERIOD: InsightPeriodDays = 30;

/** One day of an item's (or all items') funnel. */
export interface FunnelDay {
  /** `YYYY-MM-DD` (UTC). */
  readonly date: string;
  readonly views: number;
  readonly previews: number;
  readonly likes: number;
  readonly gets: number;
  readonly sales: number;
  readonly downloads: number;
}

export interface FunnelTotals {
  readonly views: number;
  readonly previews: number;
  readonly likes: number;
  readonly gets: number;
  readonly sales: number;
  readonly downloads: number;
}

export interface MoneyTotal {
  readonly currency: string;
  readonly amount: number;
}

export interface ItemInsightRow extends FunnelTotals {
  readonly itemId: string;
  readonly kind: ItemKind;
  readonly slug: string;
  readonly title: string;
  readonly revenue: readonly MoneyTotal[];
}

/** `GET /api/dashboard/insights?days=30` (signed in: the creator's own items). */
export interface CreatorInsights {
  readonly totals: FunnelTotals;
  readonly revenue: readonly MoneyTotal[];
  /** The last `days` days, oldest first, every day present (zeros included). */
  readonly daily: readonly FunnelDay[];
  readonly items: readonly ItemInsightRow[];
  /** `YYYY-MM` per currency, oldest first. */
  readonly monthlyRevenue: readonly (MoneyTotal & { readonly month: string })[];
}

/** `GET /api/dashboard/insights/items/{itemId}?days=30`. */
export interface ItemInsights {
  readonly item: ItemInsightRow;
  readonly daily: readonly FunnelDay[];
  readonly monthlyRevenue: readonly (MoneyTotal & { readonly month: string })[];
}

/**
 * The order number people read: `A1B2-C3D4`, the first eight hex digits of the order's id, shown
 * on the checkout, receipts, the library and statements (the full id stays in addresses).
 */
export function orderNumber(orderId: string): string {
  const hex = orderId
    .replace(/[^0-9a-f]/gi, '')
    .toUpperCase()
    .slice(0, 8)
    .padEnd(8, '0');
  return `${hex.slice(0, 4)}-${hex.slice(4)}`;
}

/** One of a creator's sales, as the Earnings page lists it (the buyer is not named). */
export interface SaleView {
  readonly orderId: string;
  readonly orderNumber: string;
  readonly itemId: string;
  readonly kind: ItemKind;
  readonly title: string;
  /** What the buyer paid. */
  readonly amount: number;
  readonly currency: string;
  readonly status: 'paid' | 'refunded';
  readonly paidAt: string;
  readonly refundedAt: string | null;
  readonly refundRequest: {
    readonly status: 'open' | 'declined';
    readonly reason: string;
    /** An open request is granted by itself once this passes without an answer. */
    readonly answerBy: string | null;
  } | null;
}

/** `GET /api/dashboard/sales` (signed in: the creator's own sales, newest first). */
export interface SalesPage {
  readonly items: readonly SaleView[];
}

/** `POST /api/dashboard/sales/{orderId}/refund`, `.../refund-request/decline`, `POST /api/orders/{orderId}/refund-request`. */
export interface RefundReasonRequest {
  readonly reason: string;
}

/** One currency's balance on the Earnings page (minor units). */
export interface EarningsBalance {
  readonly currency: string;
  /** Everything buyers paid. */
  readonly gross: number;
  /** The product's share of the sales that stand. */
  readonly fees: number;
  readonly refunds: number;
  /** gross − refunds − fees. */
  readonly net: number;
  /** Sales younger than the hold: refunds come out of these first. */
  readonly pending: number;
  /** What the next payout sends (negative when refunds outran it: held against later sales). */
  readonly available: number;
  /** Sent by the product's payouts. */
  readonly paidOut: number;
  /** Paid straight to the creator's Stripe account with each sale (destination charges), never part of a payout. */
  readonly paidDirect: number;
}

export interface EarningsMonth {
  /** `YYYY-MM` (UTC). */
  readonly month: string;
  readonly currency: string;
  readonly gross: number;
  readonly fees: number;
  readonly refunds: number;
  readonly net: number;
}

/** `GET /api/dashboard/earnings` (the creator's own). */
export interface Earnings {
  readonly feePercent: number;
  readonly holdDays: number;
  readonly balances: readonly EarningsBalance[];
  /** Oldest first. */
  readonly months: readonly EarningsMonth[];
  readonly payouts: readonly {
    readonly payoutId: string;
    readonly amount: number;
    readonly currency: string;
    readonly sentAt: string;
    /** When the provider moved it, or null while it is on its way. */
    readonly transferredAt: string | null;
  }[];
  /** The payout account; test mode's moves no money and says so. */
  readonly account: {
    readonly provider: 'test' | 'stripe';
    readonly accountRef: string;
    readonly testMode: boolean;
    /** Whether it takes money yet: a Stripe account once its onboarding is done. */
    readonly ready: boolean;
  } | null;
}

/** `POST /api/dashboard/payout-account`: connected (test mode), or where to finish Stripe's onboarding. */
export interface PayoutAccountAnswer {
  readonly accountRef: string;
  readonly testMode: boolean;
  readonly onboardingUrl: string | null;
}

/** A creator's discount code, with how often it was used (`GET /api/dashboard/discount-codes`). */
export interface DiscountCodeView {
  readonly code: string;
  readonly percentOff: number | null;
  readonly amountOff: number | null;
  readonly currency: string | null;
  readonly itemId: string | null;
  readonly maxUses: number | null;
  readonly expiresAt: string | null;
  readonly uses: number;
}

/** `POST /api/dashboard/discount-codes`: a percentage or an amount off, for one item or all. */
export interface CreateDiscountCodeRequest {
  readonly code: string;
  readonly percentOff?: number;
  readonly amountOff?: number;
  readonly currency?: string;
  readonly itemId?: string;
  readonly maxUses?: number;
  readonly expiresAt?: string;
}
