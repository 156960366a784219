/** @jest-environment jsdom */
import '../../testing/jsdom-globals.js';
import type { Earnings, SaleView } from '@creators/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, problem, restoreFetchAfterEach } from '../../testing/fake-api.js';
import { renderRoutes } from '../../testing/render-routes.js';
import { Component as EarningsPage } from './dashboard-earnings.js';

const earnings: Earnings = {
  feePercent: 10,
  holdDays: 7,
  balances: [
    {
      currency: 'USD',
      gross: 2000,
      fees: 100,
      refunds: 1000,
      net: 900,
      pending: 900,
      available: 0,
      paidOut: 0,
      paidDirect: 0,
    },
  ],
  months: [{ month: '2026-11', currency: 'USD', gross: 2000, fees: 100, refunds: 1000, net: 900 }],
  payouts: [],
  account: { provider: 'test', accountRef: 'test_acct_1', testMode: true, ready: true },
};

const sale: SaleView = {
  orderId: 'o1',
  orderNumber: 'A1B2-C3D4',
  itemId: 'i1',
  kind: 'templates',
  title: 'Kit',
  amount: 1000,
  currency: 'USD',
  status: 'paid',
  paidAt: '2026-11-20T10:00:00.000Z',
  refundedAt: null,
  refundRequest: null,
};

describe('the Earnings page', () => {
  restoreFetchAfterEach();

  it('shows balances, the fee, the test-mode account, a chart and the statement; and refunds a sale with a reason', async () => {
    let refunded = false;
    const { requests } = fakeApi(({ method, url }) => {
      if (url === '/api/dashboard/earnings') return [200, earnings];
      if (url === '/api/dashboard/sales')
        return [200, { items: [{ ...sale, status: refunded ? 'refunded' : 'paid' }] }];
      if (url === '/api/dashboard/discount-codes' && method === 'GET') {
        const code = { code: 'LAUNCH20', percentOff: 20, amountOff: null, currency: null, itemId: null };
        return [200, { items: [{ ...code, maxUses: 100, expiresAt: null, uses: 3 }] }];
      }
      if (method === 'POST' && url === '/api/dashboard/sales/o1/refund') {
        refunded = true;
        return [200, { orderId: 'o1', status: 'refunded' }];
      }
      return [404, null];
    });
    renderRoutes('/dashboard/earnings', { '/dashboard/earnings': <EarningsPage /> });
    expect(await screen.findByText('Platform fee (10%)')).toBeTruthy();
    expect(screen.getByText('Pending (7 days)')).toBeTruthy();
    expect(screen.getByText(/Test mode: no money moves/)).toBeTruthy();
    expect(screen.getByText('Net earnings by month (USD)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/dashboard/earnings/statement?month=2026-11',
    );
    const row = (await screen.findByText('A1B2-C3D4')).closest('tr');
    if (row === null) throw new Error('no row');
    fireEvent.click(within(row).getByRole('button', { name: 'Refund' }));
    fireEvent.change(within(row).getByLabelText(/Why you refund/), { target: { value: 'Wrong file' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Refund $10.00' }));
    expect(await screen.findByText('Refunded')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'Wrong file' });
    const codes = await screen.findByRole('region', { name: 'Discount codes' });
    expect(within(codes).getByText('3 of 100')).toBeTruthy();
  });

  it('says so when nothing has sold yet', async () => {
    fakeApi(({ url }) =>
      url === '/api/dashboard/earnings'
        ? [200, { ...earnings, balances: [], months: [], account: null }]
        : [200, { items: [] }],
    );
    renderRoutes('/dashboard/earnings', { '/dashboard/earnings': <EarningsPage /> });
    expect(await screen.findByText(/No sales yet: your balance/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect a payout account' })).toBeTruthy();
    expect(await screen.findByText(/No sales yet: each sale/)).toBeTruthy();
  });

  it('asks a creator whose Stripe onboarding is unfinished to finish it, and shows what sales paid them directly', async () => {
    const direct = { ...earnings.balances[0], paidDirect: 900, currency: 'USD' } as Earnings['balances'][number];
    fakeApi(({ url }) =>
      url === '/api/dashboard/earnings'
        ? [
            200,
            {
              ...earnings,
              balances: [direct],
              payouts: [
                {
                  payoutId: 'p1',
                  amount: 500,
                  currency: 'USD',
                  sentAt: '2026-11-20T10:00:00.000Z',
                  transferredAt: null,
                },
              ],
              account: { provider: 'stripe', accountRef: 'acct_1', testMode: false, ready: false },
            },
          ]
        : [200, { items: [] }],
    );
    renderRoutes('/dashboard/earnings', { '/dashboard/earnings': <EarningsPage /> });
    expect(await screen.findByRole('button', { name: 'Finish setting up payouts' })).toBeTruthy();
    expect(screen.getByText(/until then your earnings wait here/)).toBeTruthy();
    expect(screen.getByText('Paid with each sale')).toBeTruthy();
    expect(screen.getByText('(on its way)', { exact: false })).toBeTruthy();
  });

  it('lays the discount code form out in labelled fields and puts the server’s message beside the field', async () => {
    fakeApi(({ method, url }) => {
      if (url === '/api/dashboard/earnings') return [200, earnings];
      if (method === 'POST' && url === '/api/dashboard/discount-codes') {
        return [
          422,
          { ...problem(422, 'The request has invalid fields'), errors: [{ field: 'code', message: 'is taken' }] },
        ];
      }
      return [200, { items: [] }];
    });
    renderRoutes('/dashboard/earnings', { '/dashboard/earnings': <EarningsPage /> });
    const code = await screen.findByLabelText(/^Code/);
    fireEvent.change(code, { target: { value: 'LAUNCH' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make the code' }));
    expect(await screen.findByText('Is taken.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Uses/)).toBeTruthy();
    expect(screen.getByLabelText(/^Ends/)).toBeTruthy();
  });
});
