import type { MoneyTotal } from '@creators/contracts';
import { formatMoney } from '../../../lib/format.js';
import { BarChart } from '../../../components/charts/bar-chart.js';

const month = (yyyyMm: string): string =>
  new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${yyyyMm}-01T00:00:00Z`),
  );

/** Revenue by month, one chart per currency (amounts in different currencies are never added). */
export function MonthlyRevenue({ months }: { readonly months: readonly (MoneyTotal & { readonly month: string })[] }) {
  const currencies = [...new Set(months.map((m) => m.currency))];
  if (currencies.length === 0)
    return <p className="muted">No sales yet: revenue by month shows here once something sells.</p>;
  return (
    <>
      {currencies.map((currency) => (
        <BarChart
          key={currency}
          title={`Revenue by month (${currency.toUpperCase()})`}
          labelHeading="Month"
          valueHeading="Revenue"
          bars={months.filter((m) => m.currency === currency).map((m) => ({ label: month(m.month), value: m.amount }))}
          format={(amount) => formatMoney(amount, currency)}
        />
      ))}
    </>
  );
}
