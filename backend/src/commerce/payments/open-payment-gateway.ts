import type { Configuration } from '@creators/storage';
import type { PaymentGateway } from './payment-gateway.js';
import { StripePayments } from './stripe-payments.js';
import { TestModePayments } from './test-mode-payments.js';

/** Stripe Checkout when its keys are set; the test-mode checkout (no money moves) otherwise. */
export function openPaymentGateway({
  stripeSecretKey,
  stripeWebhookSecret,
}: Pick<Configuration, 'stripeSecretKey' | 'stripeWebhookSecret'>): PaymentGateway {
  return stripeSecretKey !== null && stripeWebhookSecret !== null
    ? new StripePayments({ secretKey: stripeSecretKey, webhookSecret: stripeWebhookSecret })
    : new TestModePayments();
}
