import type { Earnings } from '@creators/contracts';
import { useState } from 'react';
import { BarChart } from '../../../components/charts/bar-chart.js';
import { TableScroll } from '../../../components/charts/table-scroll.js';
import { errorText } from '../../../lib/error-text.js';
import { formatDate, formatMoney } from '../../../lib/format.js';
import { useConnectPayoutAccount } from '../api/connect-payout-account.js';

const monthName = (yyyyMm: string): string =>
  new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${yyyyMm}-01T00:00:00Z`),
  );

/** Balances per currency (never added across currencies), net by month, payouts, and where they go. */
export function EarningsView({ earnings }: { readonly earnings: Earnings }) {
  const currencies = [...new Set(earnings.months.map((m) => m.currency))];
  const months = [...new Set(earnings.months.map((m) => m.month))].reverse();
  const [month, setMonth] = useState(months[0] ?? new Date().toISOString().slice(0, 7));
  const anyDirect = earnings.balances.some((b) => b.paidDirect !== 0);
  return (
    <>
      <PayoutAccount earnings={earnings} />
      {earnings.balances.length === 0 ? (
        <p className="muted">No sales yet: your balance shows here once something sells.</p>
      ) : (
        <TableScroll label="Balances">
          <table className="insight-table">
            <thead>
              <tr>
                <th scope="col">Currency</th>
                <th scope="col">Available</th>
                <th scope="col">Pending ({earnings.holdDays} days)</th>
                <th scope="col">Paid out</th>
                {anyDirect ? <th scope="col">Paid with each sale</th> : null}
                <th scope="col">Sales</th>
                <th scope="col">Platform fee ({earnings.feePercent}%)</th>
                <th scope="col">Refunds</th>
                <th scope="col">Net</th>
              </tr>
            </thead>
            <tbody>
              {earnings.balances.map((b) => (
                <tr key={b.currency}>
                  <th scope="row">{b.currency}</th>
                  <td>{formatMoney(b.available, b.currency)}</td>
                  <td>{formatMoney(b.pending, b.currency)}</td>
                  <td>{formatMoney(b.paidOut, b.currency)}</td>
                  {anyDirect ? <td>{formatMoney(b.paidDirect, b.currency)}</td> : null}
                  <td>{formatMoney(b.gross, b.currency)}</td>
                  <td>{formatMoney(b.fees, b.currency)}</td>
                  <td>{formatMoney(b.refunds, b.currency)}</td>
                  <td>{formatMoney(b.net, b.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {currencies.map((currency) => (
        <BarChart
          key={currency}
          title={`Net earnings by month (${currency})`}
          labelHeading="Month"
          valueHeading="Net"
          bars={earnings.months
            .filter((m) => m.currency === currency)
            .map((m) => ({ label: monthName(m.month), value: Math.max(0, m.net) }))}
          format={(amount) => formatMoney(amount, currency)}
        />
      ))}
      <h2>Monthly statement</h2>
      <p className="statement">
        <label>
          Month{' '}
          <select
            value={month}
            onChange={(event) => {
              setMonth(event.target.value);
            }}
          >
            {(months.length === 0 ? [month] : months).map((m) => (
              <option key={m} value={m}>
                {monthName(m)}
              </option>
            ))}
          </select>
        </label>{' '}
        <a className="button secondary" href={`/api/dashboard/earnings/statement?month=${month}`} download>
          Download CSV
        </a>
      </p>
      <h2>Payouts</h2>
      {earnings.payouts.length === 0 ? (
        <p className="muted">No payouts yet: what is available is paid out on a schedule.</p>
      ) : (
        <ul className="payouts">
          {earnings.payouts.map((payout) => (
            <li key={payout.payoutId}>
              {formatMoney(payout.amount, payout.currency)} on{' '}
              <time dateTime={payout.sentAt}>{formatDate(payout.sentAt)}</time>
              {payout.transferredAt === null ? <span className="muted"> (on its way)</span> : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function PayoutAccount({ earnings }: { readonly earnings: Earnings }) {
  const connect = useConnectPayoutAccount();
  const { account } = earnings;
  if (account?.ready === true)
    return (
      <p className="payout-account">
        Payouts go to <strong>{account.accountRef}</strong>
        {account.testMode ? <span className="badge test-mode-flag"> Test mode: no money moves</span> : null}
      </p>
    );
  return (
    <div className="payout-account">
      <p>
        {account === null
          ? 'Connect a payout account to be paid what your sales earn.'
          : 'Finish setting up your payout account with Stripe: until then your earnings wait here, and nothing is lost.'}
      </p>
      <button
        type="button"
        className="button"
        disabled={connect.isPending}
        onClick={() => {
          connect.mutate();
        }}
      >
        {connect.isPending
          ? 'Connecting…'
          : account === null
            ? 'Connect a payout account'
            : 'Finish setting up payouts'}
      </button>
      {connect.isError ? <p role="alert">{errorText(connect.error)}</p> : null}
    </div>
  );
}
