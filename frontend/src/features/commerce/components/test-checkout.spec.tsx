/** @jest-environment jsdom */
import '../../../testing/jsdom-globals.js';
import type { OrderView } from '@creators/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { anOrder } from '../../../testing/commerce-fixtures.js';
import {
  fakeApi,
  restoreFetchAfterEach,
  problem,
  type FakeAnswer,
  type FakeRequest,
} from '../../../testing/fake-api.js';
import { renderRoutes } from '../../../testing/render-routes.js';
import { OrderSummary, TestCheckoutForm, TestModeBanner } from './test-checkout.js';

const order = anOrder();

function renderCheckout(answer: (request: FakeRequest) => FakeAnswer, shown: OrderView = order) {
  const api = fakeApi(answer);
  renderRoutes('/checkout/order-1', {
    '/checkout/order-1': (
      <>
        <TestModeBanner />
        <OrderSummary order={shown} />
        <TestCheckoutForm order={shown} />
      </>
    ),
  });
  return api;
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: false });

function pay(cardNumber: string, expiry = '12/34', cvc = '123') {
  fireEvent.change(input('Card number'), { target: { value: cardNumber } });
  fireEvent.change(input('Expiry date'), { target: { value: expiry } });
  fireEvent.change(input('Security code'), { target: { value: cvc } });
  fireEvent.click(screen.getByRole('button', { name: 'Pay $30.00 (test)' }));
}

describe('the test checkout', () => {
  restoreFetchAfterEach();

  it('says it is test mode, which cards to use, and what is bought', () => {
    renderCheckout(() => [500, null]);
    const banner = screen.getByRole('note', { name: 'Test mode' });
    expect(banner.textContent).toContain('4242 4242 4242 4242');
    expect(banner.textContent).toContain('4000 0000 0000 0002');
    expect(banner.textContent).toMatch(/No money moves/);
    expect(screen.getByRole('link', { name: 'Kit' }).getAttribute('href')).toBe('/marketplace/templates/kit');
    expect(screen.getByText('$30.00')).toBeTruthy();
    expect(screen.getByText('USD')).toBeTruthy();
    expect(screen.getByText('A1B2-C3D4')).toBeTruthy();
    expect(screen.queryByText('order-1')).toBeNull();
    // The item's cover beside it (decorative: the title says what it is).
    expect(document.querySelector('.order-cover img')?.getAttribute('src')).toBe('https://example.com/kit.png');
  });

  it('formats the number as it is typed', () => {
    renderCheckout(() => [500, null]);
    fireEvent.change(input('Card number'), { target: { value: '4242424242424242' } });
    expect(input('Card number').value).toBe('4242 4242 4242 4242');
    fireEvent.change(input('Expiry date'), { target: { value: '1234' } });
    expect(input('Expiry date').value).toBe('12/34');
  });

  it('names each mistake before sending anything', async () => {
    const { requests } = renderCheckout(() => [500, null]);
    pay('4242 4242 4242 4241', '13/40', '1');
    const summary = await screen.findByRole('heading', { name: 'The card could not be used' });
    expect(summary).toBeTruthy();
    expect(screen.getAllByText(/mistyped digit/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/01 to 12/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/3 or 4 digits/).length).toBeGreaterThan(0);
    expect(input('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });

  it('says a declined card was declined, forgets it, and takes another that succeeds', async () => {
    const { requests } = renderCheckout(({ url, body }) => {
      if (url === '/api/test-checkout/order-1')
        return (body as { cardNumber: string }).cardNumber === '4000000000000002'
          ? [402, problem(402, 'your card was declined', '/problems/payment-declined')]
          : [200, { ...order, status: 'paid' }];
      return [200, order];
    });
    pay('4000 0000 0000 0002');
    expect(await screen.findByText('Your card was declined. No money moved. Try another card.')).toBeTruthy();
    expect(input('Card number').value).toBe('');
    expect(input('Security code').value).toBe('');

    pay('4242 4242 4242 4242');
    expect(await screen.findByText('At /library?order=order-1')).toBeTruthy();
    const payments = requests.filter((r) => r.method === 'POST');
    expect(payments).toEqual([
      {
        method: 'POST',
        url: '/api/test-checkout/order-1',
        body: { cardNumber: '4000000000000002', expiry: '12/34', cvc: '123' },
      },
      {
        method: 'POST',
        url: '/api/test-checkout/order-1',
        body: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
      },
    ]);
  });

  it('buys again with a new order when the failed one takes no more payments', async () => {
    const failed: OrderView = { ...order, status: 'failed', failure: 'the card was declined' };
    const { requests } = renderCheckout(({ url }) => {
      if (url === '/api/test-checkout/order-1') return [409, problem(409, 'the order has failed')];
      if (url === '/api/orders') return [201, { orderId: 'order-2', checkoutUrl: '/checkout/order-2' }];
      if (url === '/api/test-checkout/order-2') return [200, { ...order, orderId: 'order-2', status: 'paid' }];
      return [200, failed];
    }, failed);
    expect(screen.getByText(/The last payment did not go through: the card was declined/)).toBeTruthy();
    pay('4242 4242 4242 4242');
    expect(await screen.findByText('At /library?order=order-2')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').map((r) => [r.url, r.body])).toEqual([
      ['/api/test-checkout/order-1', { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' }],
      ['/api/orders', { itemId: 'item-1' }],
      ['/api/test-checkout/order-2', { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' }],
    ]);
  });

  it('puts the server’s message on the field it names', async () => {
    renderCheckout(({ method }) =>
      method === 'POST'
        ? [400, { ...problem(400, 'the card is not valid'), errors: [{ field: 'expiry', message: 'is in the past' }] }]
        : [200, order],
    );
    pay('4242 4242 4242 4242');
    expect((await screen.findAllByText(/Is in the past\./)).length).toBeGreaterThan(0);
    expect(input('Expiry date').getAttribute('aria-invalid')).toBe('true');
  });
});
