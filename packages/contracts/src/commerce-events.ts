import { eventGuard, everyEventType } from './event-guard.js';
import type { ItemKind } from './kinds.js';

/**
 * Getting and buying. Two kinds of stream:
 *
 * - `order-<orderId>`: one purchase. Placed (the price taken from the item at that moment) →
 *   paid or failed; a paid order may later be refunded. A second payment notice changes nothing.
 * - `entitlement-<itemId>-<accountId>`: what one account holds of one item: a free get, or the
 *   licence of the order that paid for it (one licence per account and item), revoked on refund.
 *   The stream's optimistic concurrency keeps two racing gets or licences to one.
 *
 * - `checkout-<itemId>-<accountId>`: the orders one account opened for one item. Its optimistic
 *   concurrency keeps a buyer to one open order per item: Buy again (a double click, a second
 *   tab) resumes it instead of opening another.
 *
 * Downloads are appended each on a stream of its own (`download-<id>`), for the creator's numbers.
 * No card data, provider secret or signed link ever enters an event.
 */

/** Who pays: the built-in test-mode checkout (no money moves) or Stripe Checkout. */
export type PaymentProvider = 'test' | 'stripe';

export interface OrderPlacedData {
  readonly orderId: string;
  readonly itemId: string;
  readonly kind: ItemKind;
  /** The item's creator, who sells it. */
  readonly sellerId: string;
  /** The signed-in account that buys. */
  readonly buyerId: string;
  /** Minor units (cents), from the item when the order was placed. */
  readonly amount: number;
  readonly currency: string;
  readonly provider: PaymentProvider;
  /** The provider's checkout session (Stripe's `cs_...`); the order id in test mode. */
  readonly checkoutId: string;
  /** The product's share (minor units), fixed when placed; absent on orders from before fees (none). */
  readonly platformFee?: number;
  /** The item's price when the order was placed, when the buyer pays another (a discount code, pay what you want). */
  readonly listPrice?: number;
  readonly discountCode?: string;
  /**
   * The creator's connected account when the payment goes to it directly (Stripe's destination
   * charge, the product keeping its fee); absent when the product takes the payment whole and owes
   * the creator (test mode, or a creator not yet onboarded), paid later by a payout.
   */
  readonly destination?: string;
}

/** What the provider said about a payment; `noticeId` is its event id (idempotency). */
export interface PaymentNoticeData {
  readonly orderId: string;
  readonly noticeId: string;
}

export interface OrderPaidData extends PaymentNoticeData {
  readonly amount: number;
  readonly currency: string;
  /** The provider's payment (Stripe's `pi_...`; `test_...` in test mode). */
  readonly paymentRef: string;
}

export interface OrderPaymentFailedData extends PaymentNoticeData {
  /** In words for the buyer. */
  readonly reason: string;
}

/** Why an order's money went back: absent on refunds made at the provider (Stripe's dashboard). */
export type RefundCause =
  /** The buyer already held the item through another order: the product refunded this one by itself. */
  | 'duplicate_payment'
  /** The creator refunded the sale from the dashboard. */
  | 'refunded_by_creator'
  /** The buyer asked for it, and the creator approved (or did not answer in time). */
  | 'requested_by_buyer';

export interface OrderRefundedData extends PaymentNoticeData {
  readonly amount: number;
  readonly currency: string;
  readonly cause?: RefundCause;
  /** Why, in the words of the creator who refunded (personal: sealed with that creator's key). */
  readonly note?: string;
  /** The creator who wrote the note: whose key seals it (present with a note). */
  readonly sellerId?: string;
}

/** How long after paying a buyer may ask for a refund, and how long the creator has to answer. */
export const REFUND_REQUEST_DAYS = 14;
export const REFUND_ANSWER_DAYS = 7;

export interface RefundRequestedData {
  readonly orderId: string;
  /** The buyer asking: whose key seals the reason. */
  readonly buyerId: string;
  /** Why, in the buyer's words (personal). */
  readonly reason: string;
  /** When the request is granted by itself if the creator has not answered (`REFUND_ANSWER_DAYS` on). */
  readonly answerBy: string;
}

export interface RefundDeclinedData {
  readonly orderId: string;
  /** The creator declining: whose key seals the reason. */
  readonly sellerId: string;
  /** Why, in the creator's words (personal). */
  readonly reason: string;
}

export type OrderEvent =
  | { readonly type: 'OrderPlaced'; readonly data: OrderPlacedData }
  | { readonly type: 'OrderPaid'; readonly data: OrderPaidData }
  | { readonly type: 'OrderPaymentFailed'; readonly data: OrderPaymentFailedData }
  | { readonly type: 'OrderRefunded'; readonly data: OrderRefundedData }
  | { readonly type: 'RefundRequested'; readonly data: RefundRequestedData }
  | { readonly type: 'RefundDeclined'; readonly data: RefundDeclinedData };

export const ORDER_EVENT_TYPES = everyEventType<OrderEvent>()([
  'OrderPlaced',
  'OrderPaid',
  'OrderPaymentFailed',
  'OrderRefunded',
  'RefundRequested',
  'RefundDeclined',
]);

export const asOrderEvent = eventGuard<OrderEvent>(ORDER_EVENT_TYPES);

/** Who holds which item: shared by every entitlement event. */
export interface EntitlementData {
  readonly itemId: string;
  readonly kind: ItemKind;
  readonly sellerId: string;
  readonly accountId: string;
}

export interface LicenceData extends EntitlementData {
  readonly orderId: string;
  readonly licenceId: string;
  /** What was paid for it (minor units), for the creator's revenue. */
  readonly amount: number;
  readonly currency: string;
}

export type EntitlementEvent =
  | { readonly type: 'ItemGot'; readonly data: EntitlementData }
  | { readonly type: 'LicenceIssued'; readonly data: LicenceData }
  | { readonly type: 'LicenceRevoked'; readonly data: LicenceData & { readonly reason: string } };

export const ENTITLEMENT_EVENT_TYPES = everyEventType<EntitlementEvent>()([
  'ItemGot',
  'LicenceIssued',
  'LicenceRevoked',
]);

export const asEntitlementEvent = eventGuard<EntitlementEvent>(ENTITLEMENT_EVENT_TYPES);

/** An account opened an order for an item (the one to resume while it waits for payment). */
export interface CheckoutOpenedData {
  readonly itemId: string;
  readonly accountId: string;
  readonly orderId: string;
}

export type CheckoutEvent = { readonly type: 'CheckoutOpened'; readonly data: CheckoutOpenedData };

export const CHECKOUT_EVENT_TYPES = everyEventType<CheckoutEvent>()(['CheckoutOpened']);

export const asCheckoutEvent = eventGuard<CheckoutEvent>(CHECKOUT_EVENT_TYPES);

export interface FileDownloadedData extends EntitlementData {
  readonly uploadId: string;
  /** How the account holds the item: a free get, a licence, or its own item. */
  readonly way: 'get' | 'purchase' | 'own';
  /** The release the file was downloaded from; absent for an item's current files outside any release. */
  readonly version?: string;
}

export type DownloadEvent = { readonly type: 'FileDownloaded'; readonly data: FileDownloadedData };

export const DOWNLOAD_EVENT_TYPES = everyEventType<DownloadEvent>()(['FileDownloaded']);

export const asDownloadEvent = eventGuard<DownloadEvent>(DOWNLOAD_EVENT_TYPES);

export const orderStreamId = (orderId: string): string => `order-${orderId}`;
export const entitlementStreamId = (itemId: string, accountId: string): string => `entitlement-${itemId}-${accountId}`;
/**
 * `payouts-<creatorId>`: where a creator's money goes. A payout account connected (Stripe Connect
 * Express, or the test-mode account of the embedded default, which moves no money), then each
 * payout of the available balance, per currency.
 */
export interface PayoutAccountConnectedData {
  readonly creatorId: string;
  readonly provider: PaymentProvider;
  /** Stripe's connected account (`acct_...`), or the test-mode account's id. */
  readonly accountRef: string;
  /**
   * Whether the account takes money yet: a test-mode account at once, a Stripe account once its
   * onboarding is done (`PayoutAccountUpdated`). Absent on accounts from before: a test-mode one
   * was ready, a Stripe one waits for its next update.
   */
  readonly ready?: boolean;
}

/** Stripe said the account's onboarding changed (`account.updated`): whether it takes transfers now. */
export interface PayoutAccountUpdatedData {
  readonly creatorId: string;
  readonly accountRef: string;
  readonly ready: boolean;
}

/**
 * The product decided to pay out this much (the available balance when it was sent): the
 * ledger counts it paid from here, and `PayoutTransferred` follows once the provider moved it.
 */
export interface PayoutSentData {
  readonly creatorId: string;
  readonly payoutId: string;
  readonly amount: number;
  readonly currency: string;
}

/** The provider moved a payout's money to the creator's account (Stripe's transfer, `tr_...`). */
export interface PayoutTransferredData {
  readonly creatorId: string;
  readonly payoutId: string;
  readonly transferRef: string;
}

export type PayoutEvent =
  | { readonly type: 'PayoutAccountConnected'; readonly data: PayoutAccountConnectedData }
  | { readonly type: 'PayoutAccountUpdated'; readonly data: PayoutAccountUpdatedData }
  | { readonly type: 'PayoutSent'; readonly data: PayoutSentData }
  | { readonly type: 'PayoutTransferred'; readonly data: PayoutTransferredData };

export const PAYOUT_EVENT_TYPES = everyEventType<PayoutEvent>()([
  'PayoutAccountConnected',
  'PayoutAccountUpdated',
  'PayoutSent',
  'PayoutTransferred',
]);

export const asPayoutEvent = eventGuard<PayoutEvent>(PAYOUT_EVENT_TYPES);

export const payoutStreamId = (creatorId: string): string => `payouts-${creatorId}`;

/**
 * `discount-<creatorId>-<CODE>`: a creator's discount code (a percentage or an amount off, for one
 * item or all of theirs, limited by count and date) and each order that used it. Its revision keeps
 * the uses within the limit however many buyers order at once.
 */
export interface DiscountCodeCreatedData {
  readonly creatorId: string;
  /** Upper-case letters, digits and dashes. */
  readonly code: string;
  readonly percentOff: number | null;
  /** Minor units of `currency`. */
  readonly amountOff: number | null;
  readonly currency: string | null;
  /** One item of the creator's, or null for all of them. */
  readonly itemId: string | null;
  readonly maxUses: number | null;
  readonly expiresAt: string | null;
}

export interface DiscountCodeUsedData {
  readonly creatorId: string;
  readonly code: string;
  readonly orderId: string;
}

export type DiscountEvent =
  | { readonly type: 'DiscountCodeCreated'; readonly data: DiscountCodeCreatedData }
  | { readonly type: 'DiscountCodeUsed'; readonly data: DiscountCodeUsedData };

export const DISCOUNT_EVENT_TYPES = everyEventType<DiscountEvent>()(['DiscountCodeCreated', 'DiscountCodeUsed']);

export const asDiscountEvent = eventGuard<DiscountEvent>(DISCOUNT_EVENT_TYPES);

export const discountStreamId = (creatorId: string, code: string): string => `discount-${creatorId}-${code}`;

export const checkoutStreamId = (itemId: string, accountId: string): string => `checkout-${itemId}-${accountId}`;
export const downloadStreamId = (downloadId: string): string => `download-${downloadId}`;

/** A licence's id is its order's: one order issues at most one licence. */
export const licenceIdFor = (orderId: string): string => `lic_${orderId.replace(/-/g, '')}`;
