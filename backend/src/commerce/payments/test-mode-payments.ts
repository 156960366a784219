import { randomUUID } from 'node:crypto';
import type { TestCardPayment } from '@creators/contracts';
import {
  PaymentInputError,
  PaymentSignatureError,
  type CheckoutRequest,
  type ConnectedPayoutAccount,
  type OrderNotice,
  type PaymentGateway,
  type PaymentNotice,
  type PayoutAccountRequest,
  type RefundRequest,
  type StartedCheckout,
  type TransferRequest,
} from './payment-gateway.js';

/** Stripe's test cards this checkout knows, and what each does. */
const TEST_CARDS: Readonly<Record<string, { readonly declined: string | null }>> = {
  '4242424242424242': { declined: null },
  '4000000000000002': { declined: 'Your card was declined.' },
  '4000000000009995': { declined: 'Your card has insufficient funds.' },
  '4000000000000069': { declined: 'Your card has expired.' },
};

/** The Luhn check every card number passes. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `MM/YY` (or `MM/YYYY`), not before the current month. */
function checkExpiry(expiry: string, now: Date): void {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  const month = Number(match?.[1]);
  if (match === null || month < 1 || month > 12) {
    throw new PaymentInputError('expiry', 'must be a month and year, such as 12/34');
  }
  const year = Number(match[2]) + ((match[2] ?? '').length === 2 ? 2000 : 0);
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    throw new PaymentInputError('expiry', 'is in the past');
  }
}

/**
 * The embedded default: no money moves and no account is needed anywhere. The buyer pays on the
 * product's own checkout page (clearly marked test mode) with Stripe's test cards: 4242 4242 4242
 * 4242 succeeds, 4000 0000 0000 0002 is declined, and so on. A card is checked and forgotten: it
 * is never kept, logged or returned.
 */
export class TestModePayments implements PaymentGateway {
  readonly provider = 'test' as const;

  constructor(private readonly clock: () => Date = () => new Date()) {}

  startCheckout({ orderId }: CheckoutRequest): Promise<StartedCheckout> {
    return Promise.resolve({
      checkoutId: orderId,
      checkoutUrl: `/checkout/${encodeURIComponent(orderId)}`,
      destination: null,
    });
  }

  resumeCheckout(checkoutId: string): Promise<StartedCheckout | null> {
    return Promise.resolve({
      checkoutId,
      checkoutUrl: `/checkout/${encodeURIComponent(checkoutId)}`,
      destination: null,
    });
  }

  /** No money moves: the transfer is recorded the same way, under an id derived from the payout (once per payout). */
  transfer({ payoutId }: TransferRequest): Promise<{ readonly transferRef: string }> {
    return Promise.resolve({ transferRef: `test_tr_${payoutId.replace(/-/g, '')}` });
  }

  /** No money moved: the refund is recorded the same way, under an id of its own derived from the order (once per order). */
  refund({ orderId }: RefundRequest): Promise<{ readonly refundId: string }> {
    return Promise.resolve({ refundId: `test_re_${orderId.replace(/-/g, '')}` });
  }

  /** The embedded default's payout account: marked test mode, it moves no money; nothing to set up. */
  connectPayoutAccount({ creatorId }: PayoutAccountRequest): Promise<ConnectedPayoutAccount> {
    return Promise.resolve({
      accountRef: `test_acct_${creatorId.replace(/-/g, '').slice(0, 16)}`,
      onboardingUrl: null,
      ready: true,
    });
  }

  readNotice(): Promise<PaymentNotice> {
    return Promise.reject(new PaymentSignatureError('test mode takes no payment notices: its checkout pays directly'));
  }

  /** Pays (or declines) an order with a test card, as Stripe's test mode would. */
  chargeTestCard(
    order: { readonly orderId: string; readonly amount: number; readonly currency: string },
    card: TestCardPayment,
  ): OrderNotice {
    const digits = card.cardNumber.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) {
      throw new PaymentInputError('cardNumber', 'is not a card number');
    }
    checkExpiry(card.expiry, this.clock());
    if (!/^\d{3,4}$/.test(card.cvc.trim())) throw new PaymentInputError('cvc', 'must be 3 or 4 digits');
    const noticeId = `test_evt_${randomUUID()}`;
    const known = TEST_CARDS[digits];
    if (known === undefined) {
      return {
        outcome: 'failed',
        noticeId,
        orderId: order.orderId,
        reason: 'Test mode takes only test cards, such as 4242 4242 4242 4242.',
      };
    }
    if (known.declined !== null) return { outcome: 'failed', noticeId, orderId: order.orderId, reason: known.declined };
    return {
      outcome: 'paid',
      noticeId,
      orderId: order.orderId,
      amount: order.amount,
      currency: order.currency,
      paymentRef: `test_${randomUUID().replace(/-/g, '')}`,
    };
  }
}
