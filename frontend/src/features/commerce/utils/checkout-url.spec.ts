/** @jest-environment jsdom */
import { checkoutTarget } from './checkout-url.js';

describe('where a placed order is paid', () => {
  it('stays in the app for the test checkout', () => {
    expect(checkoutTarget('/checkout/order-1')).toEqual({ external: false, url: '/checkout/order-1' });
    expect(checkoutTarget(`${globalThis.location.origin}/checkout/order-1?x=1`)).toEqual({
      external: false,
      url: '/checkout/order-1?x=1',
    });
  });

  it('leaves for Stripe Checkout', () => {
    expect(checkoutTarget('https://checkout.stripe.com/c/pay/cs_test_1#fid')).toEqual({
      external: true,
      url: 'https://checkout.stripe.com/c/pay/cs_test_1#fid',
    });
    expect(checkoutTarget('//checkout.stripe.com/c/pay/cs').external).toBe(true);
  });

  it('never follows anything but a web address', () => {
    expect(() => checkoutTarget('javascript:alert(1)')).toThrow(/not a checkout address/);
  });
});
