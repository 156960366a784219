import type { FunnelTotals, MoneyTotal } from '@creators/contracts';
import { formatMoney } from '../../../lib/format.js';
import { BarChart } from '../../../components/charts/bar-chart.js';

/** The funnel's steps in order, from a look to a download: each chart and table reads this list. */
export const FUNNEL_STEPS: readonly { readonly key: keyof FunnelTotals; readonly label: string }[] = [
  { key: 'views', label: 'Views' },
  { key: 'previews', label: 'Previews' },
  { key: 'likes', label: 'Likes' },
  { key: 'gets', label: 'Gets' },
  { key: 'sales', label: 'Sales' },
  { key: 'downloads', label: 'Downloads' },
];

const count = new Intl.NumberFormat('en');

/** Money earned, one amount per currency (amounts in different currencies are never added). */
export const formatRevenue = (revenue: readonly MoneyTotal[]): string =>
  revenue.length === 0
    ? formatMoney(0, 'USD')
    : revenue.map((total) => formatMoney(total.amount, total.currency)).join(' + ');

/** The period's totals, revenue included, as a row of figures. */
export function Totals({
  totals,
  revenue,
}: {
  readonly totals: FunnelTotals;
  readonly revenue: readonly MoneyTotal[];
}) {
  return (
    <dl className="totals">
      {FUNNEL_STEPS.map(({ key, label }) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd>{count.format(totals[key])}</dd>
        </div>
      ))}
      <div>
        <dt>Revenue</dt>
        <dd>
          {revenue.length === 0 ? (
            formatRevenue(revenue)
          ) : (
            <ul className="revenue-list">
              {revenue.map((total) => (
                <li key={total.currency}>{formatMoney(total.amount, total.currency)}</li>
              ))}
            </ul>
          )}
        </dd>
      </div>
    </dl>
  );
}

/** Views → previews → likes → gets and sales → downloads, as bars. */
export function FunnelChart({ totals }: { readonly totals: FunnelTotals }) {
  return (
    <BarChart
      title="The funnel"
      labelHeading="Step"
      valueHeading="Count"
      bars={FUNNEL_STEPS.map(({ key, label }) => ({ label, value: totals[key] }))}
      format={(value) => count.format(value)}
    />
  );
}
