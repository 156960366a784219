import type { PaymentGateway, PaymentNotice } from './payment-gateway.js';
import { PaymentInputError, PaymentSignatureError } from './payment-gateway.js';
import { StripePayments } from './stripe-payments.js';
import { TestModePayments } from './test-mode-payments.js';
import { paidSession, PEER_SECRET_KEY, PEER_WEBHOOK_SECRET, signedNotice, StripePeer } from '../testing/stripe-peer.js';

const request = (orderId: string) => ({
  orderId,
  title: 'Paid Kit',
  amount: 3000,
  currency: 'USD',
  successUrl: `http://shop.test/library?order=${orderId}`,
  cancelUrl: 'http://shop.test/marketplace/templates/paid-kit',
  platformFee: 300,
  payoutAccount: null,
});

/**
 * What every adapter of the payments port does, and how each hears that an order was paid: the
 * test mode's own checkout takes a card, Stripe sends a signed notice.
 */
interface Adapter {
  readonly name: string;
  open(): Promise<PaymentGateway>;
  /** Pays the order through the adapter's own way, and returns the notice the product hears. */
  pay(gateway: PaymentGateway, orderId: string): Promise<PaymentNotice>;
  close(): Promise<void>;
}

const peer = new StripePeer();
const ADAPTERS: Adapter[] = [
  {
    name: 'TestModePayments',
    open: () => Promise.resolve(new TestModePayments()),
    pay: (gateway, orderId) => {
      if (!(gateway instanceof TestModePayments)) throw new Error('not the test-mode checkout');
      const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
      return Promise.resolve(gateway.chargeTestCard({ orderId, amount: 3000, currency: 'USD' }, card));
    },
    close: () => Promise.resolve(),
  },
  {
    name: 'StripePayments (against a local peer for the API)',
    open: async () =>
      new StripePayments({ secretKey: PEER_SECRET_KEY, webhookSecret: PEER_WEBHOOK_SECRET, ...(await peer.start()) }),
    pay: (gateway, orderId) => {
      const notice = signedNotice('checkout.session.completed', paidSession(orderId, 3000, 'USD'));
      return gateway.readNotice(Buffer.from(notice.body), notice.signature);
    },
    close: () => peer.stop(),
  },
];

describe.each(ADAPTERS.map((adapter) => [adapter.name, adapter] as const))('the payments port: %s', (_, adapter) => {
  let gateway: PaymentGateway;
  beforeAll(async () => {
    gateway = await adapter.open();
  });
  afterAll(async () => {
    await adapter.close();
  });

  it('starts a checkout for an order and says where the buyer pays', async () => {
    const started = await gateway.startCheckout(request('order-1'));
    expect(started.checkoutId).not.toBe('');
    expect(started.checkoutUrl).toMatch(/^(\/checkout\/order-1|https:\/\/)/);
  });

  it('hears a payment as the order’s, with its amount and currency', async () => {
    const notice = await adapter.pay(gateway, 'order-2');
    expect(notice).toMatchObject({ outcome: 'paid', orderId: 'order-2', amount: 3000, currency: 'USD' });
    expect(notice.noticeId).not.toBe('');
  });

  it('resumes a checkout it started, at the same address', async () => {
    const started = await gateway.startCheckout(request('order-3'));
    expect(await gateway.resumeCheckout(started.checkoutId)).toEqual(started);
  });

  it('gives each creator a payout account of their own, once', async () => {
    const urls = { returnUrl: 'http://shop.test/e', refreshUrl: 'http://shop.test/e' };
    const ada = await gateway.connectPayoutAccount({ creatorId: 'ada-1', accountRef: null, ...urls });
    expect(ada.accountRef).not.toBe('');
    expect((await gateway.connectPayoutAccount({ creatorId: 'ada-1', accountRef: null, ...urls })).accountRef).toBe(
      ada.accountRef,
    );
    // Coming back to finish: the account the log has, never a second one.
    const again = await gateway.connectPayoutAccount({ creatorId: 'ada-1', accountRef: ada.accountRef, ...urls });
    expect(again.accountRef).toBe(ada.accountRef);
    const bo = await gateway.connectPayoutAccount({ creatorId: 'bo-2', accountRef: null, ...urls });
    expect(bo.accountRef).not.toBe(ada.accountRef);
  });

  it('moves a payout to the creator’s account once, however often it is asked', async () => {
    const payout = { payoutId: 'payout-1', accountRef: 'acct_x', amount: 2700, currency: 'USD' };
    const first = await gateway.transfer(payout);
    expect(first.transferRef).not.toBe('');
    expect(await gateway.transfer(payout)).toEqual(first);
    expect((await gateway.transfer({ ...payout, payoutId: 'payout-2' })).transferRef).not.toBe(first.transferRef);
  });

  it('refunds an order’s payment once, however often it is asked', async () => {
    const refund = {
      orderId: 'order-4',
      paymentRef: 'pi_4',
      amount: 3000,
      currency: 'USD',
      destination: null,
    } as const;
    const first = await gateway.refund({ ...refund, cause: 'duplicate_payment' });
    expect(first.refundId).not.toBe('');
    expect(await gateway.refund({ ...refund, cause: 'duplicate_payment' })).toEqual(first);
  });

  it('hears no notice whose signature is missing', async () => {
    await expect(gateway.readNotice(Buffer.from('{}'), undefined)).rejects.toBeInstanceOf(PaymentSignatureError);
  });
});

describe('Stripe Checkout through the SDK', () => {
  const local = new StripePeer();
  let stripe: StripePayments;
  beforeAll(async () => {
    stripe = new StripePayments({
      secretKey: PEER_SECRET_KEY,
      webhookSecret: PEER_WEBHOOK_SECRET,
      ...(await local.start()),
    });
  });
  afterAll(async () => {
    await local.stop();
  });

  it('creates the session with the order’s price, reference and addresses, once per order', async () => {
    const started = await stripe.startCheckout(request('order-9'));
    expect(started).toEqual({
      checkoutId: 'cs_test_1',
      checkoutUrl: 'https://checkout.stripe.test/c/pay/cs_test_1',
      destination: null,
    });
    const sent = local.requests.at(-1);
    expect(sent?.path).toBe('/v1/checkout/sessions');
    expect(sent?.headers.authorization).toBe(`Bearer ${PEER_SECRET_KEY}`);
    expect(sent?.headers['idempotency-key']).toBe('checkout-order-9');
    expect(Object.fromEntries(sent?.form ?? [])).toMatchObject({
      mode: 'payment',
      client_reference_id: 'order-9',
      'metadata[orderId]': 'order-9',
      'payment_intent_data[metadata][orderId]': 'order-9',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '3000',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][product_data][name]': 'Paid Kit',
      success_url: 'http://shop.test/library?order=order-9',
      cancel_url: 'http://shop.test/marketplace/templates/paid-kit',
    });
  });

  it('pays a creator’s onboarded account with a destination charge that keeps the product’s fee', async () => {
    const before = await stripe.startCheckout({ ...request('order-19'), payoutAccount: 'acct_creator_1' });
    // Onboarding not finished: the platform takes the payment whole, and the order records so.
    expect(local.requests.at(-1)?.form.has('payment_intent_data[transfer_data][destination]')).toBe(false);
    expect(before.destination).toBeNull();
    local.onboarded.add('acct_creator_1');
    const after = await stripe.startCheckout({ ...request('order-20'), payoutAccount: 'acct_creator_1' });
    expect(Object.fromEntries(local.requests.at(-1)?.form ?? [])).toMatchObject({
      'payment_intent_data[application_fee_amount]': '300',
      'payment_intent_data[transfer_data][destination]': 'acct_creator_1',
    });
    expect(after.destination).toBe('acct_creator_1');
    // Resumed, the session says where its payment goes (its payment intent expanded).
    expect(await stripe.resumeCheckout(after.checkoutId)).toEqual(after);
    await stripe.startCheckout(request('order-21'));
    expect(local.requests.at(-1)?.form.has('payment_intent_data[application_fee_amount]')).toBe(false);
  });

  it('opens a Connect Express account once per creator, with a link to its onboarding', async () => {
    const urls = {
      returnUrl: 'http://shop.test/dashboard/earnings',
      refreshUrl: 'http://shop.test/dashboard/earnings?again=1',
    };
    const first = await stripe.connectPayoutAccount({ creatorId: 'ada', accountRef: null, ...urls });
    const accountCall = local.requests.at(-2);
    expect(accountCall?.path).toBe('/v1/accounts');
    expect(accountCall?.headers['idempotency-key']).toBe('connect-ada');
    expect(Object.fromEntries(accountCall?.form ?? [])).toMatchObject({
      type: 'express',
      'metadata[creatorId]': 'ada',
    });
    expect(Object.fromEntries(local.requests.at(-1)?.form ?? [])).toMatchObject({
      account: first.accountRef,
      type: 'account_onboarding',
      return_url: urls.returnUrl,
      refresh_url: urls.refreshUrl,
    });
    expect(first.onboardingUrl).toMatch(/^https:\/\/connect\.stripe\.test\//);
    expect(first.ready).toBe(false);
    expect((await stripe.connectPayoutAccount({ creatorId: 'ada', accountRef: null, ...urls })).accountRef).toBe(
      first.accountRef,
    );
    // Back after the idempotency key has lapsed: the log's account is asked for, not made again.
    const made = [...local.requests].filter((r) => r.method === 'POST' && r.path === '/v1/accounts').length;
    local.onboarded.add(first.accountRef);
    const done = await stripe.connectPayoutAccount({ creatorId: 'ada', accountRef: first.accountRef, ...urls });
    expect(done).toEqual({ accountRef: first.accountRef, onboardingUrl: null, ready: true });
    expect(local.requests.filter((r) => r.method === 'POST' && r.path === '/v1/accounts')).toHaveLength(made);
  });

  it('transfers a payout of money the product took whole, keyed by the payout', async () => {
    const { transferRef } = await stripe.transfer({
      payoutId: 'payout-7',
      accountRef: 'acct_creator_7',
      amount: 2430,
      currency: 'EUR',
    });
    const sent = local.requests.at(-1);
    expect(sent?.path).toBe('/v1/transfers');
    expect(sent?.headers['idempotency-key']).toBe('payout-payout-7');
    expect(Object.fromEntries(sent?.form ?? [])).toMatchObject({
      amount: '2430',
      currency: 'eur',
      destination: 'acct_creator_7',
      transfer_group: 'payout-7',
      'metadata[payoutId]': 'payout-7',
    });
    expect(transferRef).toMatch(/^tr_/);
  });

  it('takes a destination charge’s refund back from the creator’s account, fee included', async () => {
    await stripe.refund({
      orderId: 'order-13',
      paymentRef: 'pi_13',
      amount: 900,
      currency: 'USD',
      cause: 'refunded_by_creator',
      destination: 'acct_creator_1',
    });
    expect(Object.fromEntries(local.requests.at(-1)?.form ?? [])).toMatchObject({
      reverse_transfer: 'true',
      refund_application_fee: 'true',
    });
  });

  it('hears a connected account’s onboarding finish, as its creator’s', async () => {
    const account = (transfers: string) => ({
      id: 'acct_9',
      object: 'account',
      metadata: { creatorId: 'ada' },
      capabilities: { transfers },
    });
    const done = signedNotice('account.updated', account('active'));
    expect(await read(done)).toEqual({
      outcome: 'account',
      noticeId: done.id,
      creatorId: 'ada',
      accountRef: 'acct_9',
      ready: true,
    });
    expect(await read(signedNotice('account.updated', account('pending')))).toMatchObject({ ready: false });
    const stranger = { id: 'acct_10', object: 'account', metadata: {}, capabilities: { transfers: 'active' } };
    expect(await read(signedNotice('account.updated', stranger))).toMatchObject({ outcome: 'ignored' });
  });

  it('resumes only a session still open', async () => {
    const started = await stripe.startCheckout(request('order-10'));
    local.sessions.set(started.checkoutId, { url: started.checkoutUrl, status: 'expired' });
    expect(await stripe.resumeCheckout(started.checkoutId)).toBeNull();
    expect(local.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${started.checkoutId}` });
  });

  it('refunds a duplicate payment in full, as a duplicate, keyed by its order', async () => {
    await stripe.refund({
      orderId: 'order-11',
      paymentRef: 'pi_11',
      amount: 4500,
      currency: 'EUR',
      cause: 'duplicate_payment',
      destination: null,
    });
    const sent = local.requests.at(-1);
    expect(sent?.path).toBe('/v1/refunds');
    expect(sent?.headers['idempotency-key']).toBe('refund-order-11');
    expect(Object.fromEntries(sent?.form ?? [])).toMatchObject({
      payment_intent: 'pi_11',
      amount: '4500',
      reason: 'duplicate',
      'metadata[orderId]': 'order-11',
      'metadata[cause]': 'duplicate_payment',
    });
  });

  it('refunds a sale the creator gives back as requested by the customer', async () => {
    await stripe.refund({
      orderId: 'order-12',
      paymentRef: 'pi_12',
      amount: 900,
      currency: 'USD',
      cause: 'refunded_by_creator',
      destination: null,
    });
    expect(local.requests.at(-1)?.form.has('reverse_transfer')).toBe(false);
    expect(Object.fromEntries(local.requests.at(-1)?.form ?? [])).toMatchObject({
      payment_intent: 'pi_12',
      amount: '900',
      reason: 'requested_by_customer',
    });
  });

  const read = (notice: { body: string; signature: string }) =>
    stripe.readNotice(Buffer.from(notice.body), notice.signature);

  it('refuses a tampered body, another secret, and a signature too old', async () => {
    const notice = signedNotice('checkout.session.completed', paidSession('o1', 3000, 'USD'));
    await expect(read({ ...notice, body: notice.body.replace('3000', '1') })).rejects.toBeInstanceOf(
      PaymentSignatureError,
    );
    await expect(
      read(
        signedNotice('checkout.session.completed', paidSession('o1', 3000, 'USD'), {
          secret: 'whsec_another_one_1234',
        }),
      ),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    await expect(
      read(signedNotice('checkout.session.completed', paidSession('o1', 3000, 'USD'), { timestamp: hourAgo })),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
    await expect(stripe.readNotice(Buffer.from(notice.body), '')).rejects.toBeInstanceOf(PaymentSignatureError);
  });

  it('reads payments, failures, expiry and refunds, and ignores the rest', async () => {
    const paid = signedNotice('checkout.session.completed', paidSession('o1', 3000, 'USD', 'pi_1'));
    expect(await read(paid)).toEqual({
      outcome: 'paid',
      noticeId: paid.id,
      orderId: 'o1',
      amount: 3000,
      currency: 'USD',
      paymentRef: 'pi_1',
    });
    const pending = { ...paidSession('o1', 3000, 'USD'), payment_status: 'unpaid' };
    expect(await read(signedNotice('checkout.session.completed', pending))).toMatchObject({ outcome: 'ignored' });
    expect(
      await read(signedNotice('checkout.session.async_payment_succeeded', paidSession('o1', 3000, 'USD'))),
    ).toMatchObject({
      outcome: 'paid',
      orderId: 'o1',
    });
    expect(await read(signedNotice('checkout.session.async_payment_failed', pending))).toMatchObject({
      outcome: 'failed',
      orderId: 'o1',
      reason: 'The payment did not go through.',
    });
    expect(await read(signedNotice('checkout.session.expired', pending))).toMatchObject({
      outcome: 'failed',
      reason: 'The checkout expired before payment.',
    });
    local.paymentIntents.set('pi_77', { orderId: 'o77' });
    const refund = signedNotice('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      amount_refunded: 3000,
      currency: 'usd',
      metadata: {},
      payment_intent: 'pi_77',
    });
    expect(await read(refund)).toEqual({
      outcome: 'refunded',
      noticeId: refund.id,
      orderId: 'o77',
      amount: 3000,
      currency: 'USD',
    });
    expect(local.requests.at(-1)?.path).toBe('/v1/payment_intents/pi_77');
    expect(await read(signedNotice('customer.created', { id: 'cus_1', object: 'customer' }))).toMatchObject({
      outcome: 'ignored',
    });
  });
});

describe('the test-mode checkout', () => {
  const payments = new TestModePayments(() => new Date('2026-11-24T12:00:00Z'));
  const order = { orderId: 'o1', amount: 500, currency: 'EUR' };
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
  const refusal = (field: string, change: Partial<typeof card>): void => {
    let thrown: unknown = null;
    try {
      payments.chargeTestCard(order, { ...card, ...change });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PaymentInputError);
    expect((thrown as PaymentInputError).field).toBe(field);
    expect(JSON.stringify(thrown)).not.toContain('4242');
    expect((thrown as Error).message).not.toContain('4242');
  };

  it('behaves as Stripe’s test cards do', () => {
    expect(payments.chargeTestCard(order, card)).toMatchObject({ outcome: 'paid', amount: 500, currency: 'EUR' });
    expect(payments.chargeTestCard(order, { ...card, cardNumber: '4000-0000-0000-0002' })).toMatchObject({
      outcome: 'failed',
      reason: 'Your card was declined.',
    });
    expect(payments.chargeTestCard(order, { ...card, cardNumber: '4000000000009995' })).toMatchObject({
      reason: 'Your card has insufficient funds.',
    });
    expect(payments.chargeTestCard(order, { ...card, cardNumber: '4000000000000069' })).toMatchObject({
      reason: 'Your card has expired.',
    });
    // A real card's number (it passes the Luhn check) is not taken in test mode.
    expect(payments.chargeTestCard(order, { ...card, cardNumber: '5555 5555 5555 4444' })).toMatchObject({
      outcome: 'failed',
      reason: expect.stringMatching(/only test cards/),
    });
  });

  it('names the field a card is wrong in, and never repeats the number', () => {
    refusal('cardNumber', { cardNumber: '4242 4242 4242 4241' });
    refusal('cardNumber', { cardNumber: 'abcd' });
    refusal('expiry', { expiry: '10/26' });
    refusal('expiry', { expiry: '13/30' });
    refusal('cvc', { cvc: '12' });
  });

  it('hears each attempt as a notice of its own', () => {
    const first = payments.chargeTestCard(order, card);
    const second = payments.chargeTestCard(order, card);
    expect(first.noticeId).not.toBe(second.noticeId);
    expect(JSON.stringify(first)).not.toContain('4242');
  });
});
