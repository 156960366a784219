import { errorsOf } from '../platform/domain-error.js';

/** What can go wrong getting and buying. */
export type CommerceErrorCode =
  | 'item_not_found'
  | 'order_not_found'
  /** A creator may not buy (or get) their own item: they hold it already. */
  | 'own_item'
  /** Free items are got, not bought. */
  | 'not_for_sale'
  /** Paid items are bought, not got. */
  | 'not_free'
  | 'already_owned'
  | 'payment_declined'
  /** A payment notice whose signature does not verify. */
  | 'bad_signature'
  /** A download link altered, or not made by the product. */
  | 'bad_link'
  | 'link_expired'
  | 'not_entitled'
  /** A paid or refunded order takes no more payments. */
  | 'order_closed'
  /** A buyer asks for a refund once per order. */
  | 'refund_already_requested'
  /** Past the days after paying within which a refund may be asked for. */
  | 'refund_window_closed'
  /** Approving or declining a refund request that is not open. */
  | 'no_refund_request'
  /** Payouts need a connected payout account. */
  | 'no_payout_account'
  /** A Stripe payout account whose onboarding is not finished takes no payout yet. */
  | 'payout_account_not_ready'
  /** A discount code that does not apply to this purchase (the message says why). */
  | 'discount_code_invalid'
  | 'discount_code_taken';
export const commerceError = errorsOf<CommerceErrorCode>();
