import Stripe from 'stripe';
import {
  PaymentSignatureError,
  type CheckoutRequest,
  type ConnectedPayoutAccount,
  type PaymentGateway,
  type PaymentNotice,
  type PayoutAccountRequest,
  type RefundRequest,
  type StartedCheckout,
  type TransferRequest,
} from './payment-gateway.js';

export interface StripeSettings {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** Where Stripe's API is: api.stripe.com unless a test points the SDK at a peer of its own. */
  readonly host?: string;
  readonly port?: number;
  readonly protocol?: 'http' | 'https';
}

const idOf = (value: string | { readonly id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

/**
 * Stripe Checkout through the official SDK. The order's id rides on the session
 * (`client_reference_id`, metadata) and on its payment intent (metadata), so every notice leads
 * back to its order; a notice is heard only once its signature verifies.
 */
export class StripePayments implements PaymentGateway {
  readonly provider = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, {
      ...(settings.host === undefined ? {} : { host: settings.host }),
      ...(settings.port === undefined ? {} : { port: settings.port }),
      ...(settings.protocol === undefined ? {} : { protocol: settings.protocol }),
      maxNetworkRetries: 2,
      telemetry: false,
    });
  }

  async startCheckout({
    orderId,
    title,
    amount,
    currency,
    successUrl,
    cancelUrl,
    platformFee,
    payoutAccount,
  }: CheckoutRequest): Promise<StartedCheckout> {
    const destination = payoutAccount !== null && (await this.takesTransfers(payoutAccount)) ? payoutAccount : null;
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency: currency.toLowerCase(), unit_amount: amount, product_data: { name: title } },
          },
        ],
        client_reference_id: orderId,
        metadata: { orderId },
        payment_intent_data: {
          metadata: { orderId },
          // A destination charge: the creator's connected account gets the payment, the product keeps its fee.
          ...(destination === null ? {} : { application_fee_amount: platformFee, transfer_data: { destination } }),
        },
        success_url: successUrl,
        cancel_url: cancelUrl,
      },
      // A retried order asks for the same session, never a second one.
      { idempotencyKey: `checkout-${orderId}` },
    );
    if (session.url === null) throw new Error(`Stripe gave checkout session ${session.id} no address`);
    return { checkoutId: session.id, checkoutUrl: session.url, destination };
  }

  async resumeCheckout(checkoutId: string): Promise<StartedCheckout | null> {
    const session = await this.stripe.checkout.sessions.retrieve(checkoutId, { expand: ['payment_intent'] });
    if (session.status !== 'open' || session.url === null) return null;
    const intent = session.payment_intent;
    const destination = intent !== null && typeof intent === 'object' ? idOf(intent.transfer_data?.destination) : null;
    return { checkoutId: session.id, checkoutUrl: session.url, destination };
  }

  /**
   * A payout of money the product took whole (sales before the creator's onboarding was done):
   * a transfer to their connected account, keyed by the payout so that asking again moves nothing more.
   */
  async transfer({
    payoutId,
    accountRef,
    amount,
    currency,
  }: TransferRequest): Promise<{ readonly transferRef: string }> {
    const transfer = await this.stripe.transfers.create(
      {
        amount,
        currency: currency.toLowerCase(),
        destination: accountRef,
        transfer_group: payoutId,
        metadata: { payoutId },
      },
      { idempotencyKey: `payout-${payoutId}` },
    );
    return { transferRef: transfer.id };
  }

  /**
   * A connected account takes a destination charge only once its onboarding is done (transfers
   * active); until then the platform takes the payment whole and the ledger owes the creator.
   */
  private async takesTransfers(accountRef: string): Promise<boolean> {
    const account = await this.stripe.accounts.retrieve(accountRef);
    return account.capabilities?.transfers === 'active';
  }

  /**
   * Stripe Connect Express: an account per creator (once, by idempotency key, and never again once
   * the log has it) and, until its onboarding is done, a fresh link to finish it (links expire).
   */
  async connectPayoutAccount({
    creatorId,
    accountRef,
    returnUrl,
    refreshUrl,
  }: PayoutAccountRequest): Promise<ConnectedPayoutAccount> {
    const account =
      accountRef === null
        ? await this.stripe.accounts.create(
            {
              type: 'express',
              metadata: { creatorId },
              capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            },
            { idempotencyKey: `connect-${creatorId}` },
          )
        : await this.stripe.accounts.retrieve(accountRef);
    if (account.capabilities?.transfers === 'active')
      return { accountRef: account.id, onboardingUrl: null, ready: true };
    const link = await this.stripe.accountLinks.create({
      account: account.id,
      type: 'account_onboarding',
      return_url: returnUrl,
      refresh_url: refreshUrl,
    });
    return { accountRef: account.id, onboardingUrl: link.url, ready: false };
  }

  async refund({
    orderId,
    paymentRef,
    amount,
    cause,
    destination,
  }: RefundRequest): Promise<{ readonly refundId: string }> {
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: paymentRef,
        amount,
        reason: cause === 'duplicate_payment' ? 'duplicate' : 'requested_by_customer',
        metadata: { orderId, cause },
        // A destination charge's money is in the creator's account: the refund takes it back from
        // there, and the product gives back its fee, so the buyer's money comes from where it went.
        ...(destination === null ? {} : { reverse_transfer: true, refund_application_fee: true }),
      },
      // An order is refunded once, in full: asking again (a retried notice) answers the same refund.
      { idempotencyKey: `refund-${orderId}` },
    );
    return { refundId: refund.id };
  }

  async readNotice(rawBody: Buffer, signature: string | undefined): Promise<PaymentNotice> {
    if (signature === undefined || signature === '') throw new PaymentSignatureError('the notice is not signed');
    let event: Stripe.Event;
    try {
      event = await this.stripe.webhooks.constructEventAsync(rawBody, signature, this.settings.webhookSecret);
    } catch (error) {
      throw new PaymentSignatureError(error instanceof Error ? error.message : 'the signature does not verify');
    }
    const noticeId = event.id;
    if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
      const session = event.data.object;
      const orderId = session.client_reference_id ?? session.metadata?.orderId ?? null;
      // Completed but not yet paid (a bank debit on its way): the async notice will follow.
      if (orderId === null || session.payment_status !== 'paid') return { outcome: 'ignored', noticeId };
      return {
        outcome: 'paid',
        noticeId,
        orderId,
        amount: session.amount_total ?? 0,
        currency: (session.currency ?? '').toUpperCase(),
        paymentRef: idOf(session.payment_intent) ?? session.id,
      };
    }
    if (event.type === 'checkout.session.async_payment_failed' || event.type === 'checkout.session.expired') {
      const session = event.data.object;
      const orderId = session.client_reference_id ?? session.metadata?.orderId ?? null;
      if (orderId === null) return { outcome: 'ignored', noticeId };
      const reason =
        event.type === 'checkout.session.expired'
          ? 'The checkout expired before payment.'
          : 'The payment did not go through.';
      return { outcome: 'failed', noticeId, orderId, reason };
    }
    if (event.type === 'charge.refunded') {
      const charge = event.data.object;
      const orderId = charge.metadata.orderId ?? (await this.orderOfPaymentIntent(idOf(charge.payment_intent)));
      if (orderId === null) return { outcome: 'ignored', noticeId };
      return {
        outcome: 'refunded',
        noticeId,
        orderId,
        amount: charge.amount_refunded,
        currency: charge.currency.toUpperCase(),
      };
    }
    if (event.type === 'account.updated') {
      const account = event.data.object;
      const creatorId = account.metadata?.creatorId ?? null;
      if (creatorId === null) return { outcome: 'ignored', noticeId };
      return {
        outcome: 'account',
        noticeId,
        creatorId,
        accountRef: account.id,
        ready: account.capabilities?.transfers === 'active',
      };
    }
    // Every other kind of event (Stripe sends what the endpoint subscribes to) is acknowledged and left.
    return { outcome: 'ignored', noticeId };
  }

  /** A charge does not carry its payment intent's metadata: ask Stripe for the intent's. */
  private async orderOfPaymentIntent(paymentIntentId: string | null): Promise<string | null> {
    if (paymentIntentId === null) return null;
    const intent = await this.stripe.paymentIntents.retrieve(paymentIntentId);
    return intent.metadata.orderId ?? null;
  }
}
