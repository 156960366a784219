import type { ItemInsightRow } from '@creators/contracts';
import { Link } from 'react-router';
import { insightsPath } from '../../../lib/paths.js';
import { FUNNEL_STEPS, formatRevenue } from './funnel.js';
import { TableScroll } from '../../../components/charts/table-scroll.js';

const count = new Intl.NumberFormat('en');

/** Each item's funnel and revenue, leading to the item's own insight. */
export function ItemTable({ items }: { readonly items: readonly ItemInsightRow[] }) {
  return (
    <TableScroll label="Your items’ numbers">
      <table className="insight-table">
        <caption className="visually-hidden">Your items’ numbers over the period</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            {FUNNEL_STEPS.map(({ key, label }) => (
              <th scope="col" key={key}>
                {label}
              </th>
            ))}
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.itemId}>
              <th scope="row">
                <Link to={insightsPath(item.itemId)}>{item.title}</Link>
              </th>
              {FUNNEL_STEPS.map(({ key }) => (
                <td key={key}>{count.format(item[key])}</td>
              ))}
              <td>{formatRevenue(item.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
