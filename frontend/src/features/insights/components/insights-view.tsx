import type { CreatorInsights, FunnelDay, FunnelTotals, ItemInsights, MoneyTotal } from '@creators/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/state.js';
import { itemPath } from '../../../lib/paths.js';
import { DailyCharts } from './daily-charts.js';
import { FunnelChart, Totals } from './funnel.js';
import { ItemTable } from './item-table.js';
import { MonthlyRevenue } from './monthly-revenue.js';

interface PeriodNumbers {
  readonly days: number;
  readonly totals: FunnelTotals;
  readonly revenue: readonly MoneyTotal[];
  readonly daily: readonly FunnelDay[];
  readonly monthlyRevenue: readonly (MoneyTotal & { readonly month: string })[];
  /** Between the charts and revenue by month (the items' table). */
  readonly children?: ReactNode;
}

/** What every insight screen shows of its period: totals, the funnel, the daily series, revenue by month. */
function PeriodSections({ days, totals, revenue, daily, monthlyRevenue, children }: PeriodNumbers) {
  return (
    <>
      <section aria-labelledby="totals-heading" className="insight-section">
        <h2 id="totals-heading">Last {days} days</h2>
        <Totals totals={totals} revenue={revenue} />
      </section>
      <section aria-labelledby="charts-heading" className="insight-section insight-charts">
        <h2 id="charts-heading" className="visually-hidden">
          Charts
        </h2>
        <FunnelChart totals={totals} />
        <DailyCharts daily={daily} />
      </section>
      {children}
      <section aria-labelledby="months-heading" className="insight-section">
        <h2 id="months-heading">Revenue by month</h2>
        <MonthlyRevenue months={monthlyRevenue} />
      </section>
    </>
  );
}

/** All the creator's items over the period, and each item's row leading to its own insight. */
export function CreatorInsightsView({ insights, days }: { readonly insights: CreatorInsights; readonly days: number }) {
  if (insights.items.length === 0) {
    return (
      <EmptyState title="No items yet">
        <p>Publish an item and its views, likes, gets, sales and downloads will show here.</p>
        <Link to="/dashboard/components?edit=new" className="button">
          Create your first item
        </Link>
      </EmptyState>
    );
  }
  return (
    <PeriodSections days={days} {...insights}>
      <section aria-labelledby="items-heading" className="insight-section">
        <h2 id="items-heading">By item</h2>
        <ItemTable items={insights.items} />
      </section>
    </PeriodSections>
  );
}

/** One item over the period. */
export function ItemInsightsView({ insights, days }: { readonly insights: ItemInsights; readonly days: number }) {
  const { item } = insights;
  return (
    <>
      <p>
        <Link to={itemPath(item.kind, item.slug)}>See the item’s page</Link>
      </p>
      <PeriodSections
        days={days}
        totals={item}
        revenue={item.revenue}
        daily={insights.daily}
        monthlyRevenue={insights.monthlyRevenue}
      />
    </>
  );
}
