import { QueryView } from '../../components/ui/state.js';
import { earningsQueryOptions, useEarnings } from '../../features/earnings/api/get-earnings.js';
import { discountCodesQueryOptions, useDiscountCodes } from '../../features/earnings/api/list-discount-codes.js';
import { salesQueryOptions, useSales } from '../../features/earnings/api/list-sales.js';
import { DiscountCodes } from '../../features/earnings/components/discount-codes.js';
import { EarningsView } from '../../features/earnings/components/earnings-view.js';
import { SalesTable } from '../../features/earnings/components/sales-table.js';
import { activeQueryClient } from '../../lib/query-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { requireCreator } from '../require-creator.js';
import type { LoaderFunctionArgs } from 'react-router';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCreator(activeQueryClient(), request);
  // Not awaited: the screen shows its frame at once, and a failure in place.
  void activeQueryClient()
    .query(earningsQueryOptions())
    .catch(() => undefined);
  void activeQueryClient()
    .query(salesQueryOptions())
    .catch(() => undefined);
  void activeQueryClient()
    .query(discountCodesQueryOptions())
    .catch(() => undefined);
  return null;
}

/** What the creator earned: balances, fee, refunds, payouts, statements, and each sale with its refund. */
export function Component() {
  useDocumentTitle('Earnings');
  const earnings = useEarnings();
  const sales = useSales();
  const codes = useDiscountCodes();
  return (
    <section aria-labelledby="page-title" aria-busy={earnings.isFetching || sales.isFetching}>
      <div className="page-heading">
        <h1 id="page-title">Earnings</h1>
      </div>
      <QueryView query={earnings} loadingLabel="Loading your earnings" errorTitle="Your earnings could not be loaded">
        {(data) => <EarningsView earnings={data} />}
      </QueryView>
      <h2>Sales</h2>
      <QueryView query={sales} loadingLabel="Loading your sales" errorTitle="Your sales could not be loaded">
        {(data) => <SalesTable sales={data.items} />}
      </QueryView>
      <h2>Discount codes</h2>
      <QueryView
        query={codes}
        loadingLabel="Loading your discount codes"
        errorTitle="Your discount codes could not be loaded"
      >
        {(data) => <DiscountCodes codes={data.items} />}
      </QueryView>
    </section>
  );
}
