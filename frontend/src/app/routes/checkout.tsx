import { Link, Navigate, redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { orderQueryOptions, useOrder } from '../../features/commerce/api/get-order.js';
import { OrderSummary, TestCheckoutForm, TestModeBanner } from '../../features/commerce/components/test-checkout.js';
import { itemPath, libraryPath } from '../../lib/paths.js';
import { activeQueryClient } from '../../lib/query-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { requireCreator } from '../require-creator.js';
import { titledHead, type RouteHead } from '../head/page-head.js';

/** The buyer's own order, asked fresh; one already paid has nothing left to do here. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireCreator(activeQueryClient(), request);
  const orderId = params.orderId ?? '';
  const order = await activeQueryClient().query({ ...orderQueryOptions(orderId), staleTime: 0 });
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router reads a thrown Response as a redirect
  if (order.status === 'paid') throw redirect(libraryPath(orderId));
  return null;
}

/** The built-in checkout of the embedded default: marked test mode, it takes Stripe's test cards. */
export function Component() {
  const { orderId = '' } = useParams();
  const { data: order } = useOrder(orderId);
  useDocumentTitle('Checkout (test mode)');
  if (order.status === 'paid') return <Navigate to={libraryPath(order.orderId)} replace />;
  return (
    <section className="checkout" aria-labelledby="page-title">
      <TestModeBanner />
      <h1 id="page-title">Checkout</h1>
      <OrderSummary order={order} />
      {order.mode === 'stripe' ? (
        <p className="state">This order is paid on Stripe’s checkout page, not here.</p>
      ) : order.status === 'refunded' ? (
        <p className="state">
          This order was refunded. <Link to={itemPath(order.kind, order.slug)}>Back to the item</Link>
        </p>
      ) : (
        <TestCheckoutForm order={order} />
      )}
    </section>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';

export const head: RouteHead = titledHead('Checkout (test mode)', { indexed: false });

/** For one signed-in person: the browser renders it alone. */
export const browserOnly = true;
