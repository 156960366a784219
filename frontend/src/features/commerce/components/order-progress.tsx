import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../lib/error-text.js';
import { formatMoney } from '../../../lib/format.js';
import { itemPath } from '../../../lib/paths.js';
import { isSettled, useOrderUntilSettled } from '../api/get-order.js';
import { commerceKeys } from '../api/query-keys.js';

/**
 * A purchase just made, while it completes: the payment notice may reach the server after the
 * buyer reaches the library, so the order is asked about until it is paid or failed, and the
 * library is read again then.
 */
export function OrderProgress({ orderId }: { readonly orderId: string }) {
  const order = useOrderUntilSettled(orderId);
  const queryClient = useQueryClient();
  const status = order.data?.status;
  useEffect(() => {
    if (status !== undefined && isSettled(status))
      void queryClient.invalidateQueries({ queryKey: commerceKeys.library() });
  }, [status, queryClient]);

  if (order.isError) {
    return (
      <p className="order-progress order-progress-failed" role="alert">
        We could not look up order {orderId}: {errorText(order.error)}
      </p>
    );
  }
  const view = order.data;
  if (view === undefined) {
    return (
      <p className="order-progress" role="status">
        Looking up your order…
      </p>
    );
  }
  const what = `“${view.title}” (${formatMoney(view.amount, view.currency)})`;
  switch (view.status) {
    case 'placed':
      return (
        <p className="order-progress" role="status" aria-busy="true">
          <span className="spinner-dot" aria-hidden="true" /> Completing your purchase of {what}…
        </p>
      );
    case 'paid':
      return (
        <p className="order-progress order-progress-paid" role="status">
          Thank you! Your purchase of {what} is complete: it is in your library below.
        </p>
      );
    case 'failed':
      return (
        <p className="order-progress order-progress-failed" role="alert">
          The payment for {what} did not go through{view.failure === null ? '.' : `: ${view.failure}`}{' '}
          <Link to={itemPath(view.kind, view.slug)}>Try again from the item</Link>
        </p>
      );
    case 'refunded':
      return (
        <p className="order-progress" role="status">
          Your purchase of {what} was refunded.
        </p>
      );
  }
}
