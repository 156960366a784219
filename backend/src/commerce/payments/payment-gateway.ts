import type { PaymentProvider, RefundCause } from '@creators/contracts';

/** What the provider needs to take a payment for an order. */
export interface CheckoutRequest {
  readonly orderId: string;
  readonly title: string;
  /** Minor units (cents). */
  readonly amount: number;
  readonly currency: string;
  /** Where the provider sends the buyer after paying, and after giving up. */
  readonly successUrl: string;
  readonly cancelUrl: string;
  /** The product's share (minor units), kept when the rest goes to the creator's payout account. */
  readonly platformFee: number;
  /** The creator's connected payout account (Stripe's `acct_...`), when they have one. */
  readonly payoutAccount: string | null;
}

/** A creator asks to be paid out: their payout account, and where its onboarding returns. */
export interface PayoutAccountRequest {
  readonly creatorId: string;
  /** The account the creator has already, when they come back to finish its onboarding: never a second one. */
  readonly accountRef: string | null;
  readonly returnUrl: string;
  readonly refreshUrl: string;
}

export interface ConnectedPayoutAccount {
  readonly accountRef: string;
  /** Where the creator finishes setting the account up (Stripe's onboarding), or null when nothing is left to do. */
  readonly onboardingUrl: string | null;
  /** Whether it takes money now. */
  readonly ready: boolean;
}

export interface StartedCheckout {
  /** The provider's session (Stripe's `cs_...`). */
  readonly checkoutId: string;
  /** Where the buyer pays. */
  readonly checkoutUrl: string;
  /** The creator's account the payment goes to directly (a destination charge), or null when the product takes it whole. */
  readonly destination: string | null;
}

/** A payout's money, moved from the product's balance to the creator's account. */
export interface TransferRequest {
  readonly payoutId: string;
  readonly accountRef: string;
  readonly amount: number;
  readonly currency: string;
}

/** A paid order's money to give back in full. */
export interface RefundRequest {
  readonly orderId: string;
  /** The provider's payment (Stripe's `pi_...`). */
  readonly paymentRef: string;
  readonly amount: number;
  readonly currency: string;
  readonly cause: RefundCause;
  /** The creator's account a destination charge paid: the refund takes its share back from there, fee included. */
  readonly destination: string | null;
}

/** A provider's notice about an order, read and verified; `noticeId` is the provider's event id (a repeat is the same notice). */
export type OrderNotice =
  | {
      readonly outcome: 'paid';
      readonly noticeId: string;
      readonly orderId: string;
      readonly amount: number;
      readonly currency: string;
      readonly paymentRef: string;
    }
  | { readonly outcome: 'failed'; readonly noticeId: string; readonly orderId: string; readonly reason: string }
  | {
      readonly outcome: 'refunded';
      readonly noticeId: string;
      readonly orderId: string;
      readonly amount: number;
      readonly currency: string;
    };

/** Any notice a provider sends: about an order, about a creator's payout account, or one the product leaves. */
export type PaymentNotice =
  | OrderNotice
  | {
      readonly outcome: 'account';
      readonly noticeId: string;
      readonly creatorId: string;
      readonly accountRef: string;
      /** Whether the account takes transfers now (its onboarding done). */
      readonly ready: boolean;
    }
  | { readonly outcome: 'ignored'; readonly noticeId: string };

/** The payments port: Stripe Checkout in production, the built-in test-mode checkout by default. */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  startCheckout(request: CheckoutRequest): Promise<StartedCheckout>;
  /** Where the buyer pays a checkout started before, or null when it no longer takes a payment (expired, completed). */
  resumeCheckout(checkoutId: string): Promise<StartedCheckout | null>;
  /** Gives a payment back in full, once per order however often it is asked; answers the provider's refund id. */
  refund(request: RefundRequest): Promise<{ readonly refundId: string }>;
  /** Makes the creator's payout account (once per creator), and where they finish setting it up, if anywhere. */
  connectPayoutAccount(request: PayoutAccountRequest): Promise<ConnectedPayoutAccount>;
  /** Moves a payout's money to the creator's account, once per payout however often it is asked; answers the provider's transfer id. */
  transfer(request: TransferRequest): Promise<{ readonly transferRef: string }>;
  /** Verifies and reads a provider's webhook; test mode has none and throws PaymentSignatureError. */
  readNotice(rawBody: Buffer, signature: string | undefined): Promise<PaymentNotice>;
}

export const PAYMENT_GATEWAY = Symbol('PaymentGateway');

/** A notice whose signature is missing or does not verify: not heard. */
export class PaymentSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentSignatureError';
  }
}

/** A test card the buyer typed wrongly: the field and what is wrong, for the form. */
export class PaymentInputError extends Error {
  constructor(
    readonly field: 'cardNumber' | 'expiry' | 'cvc',
    message: string,
  ) {
    super(message);
    this.name = 'PaymentInputError';
  }
}
