import type { OrderStatus, OrderView } from '@creators/contracts';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { commerceKeys } from './query-keys.js';

/** One of the buyer's orders (404 for anyone else's). */
export const getOrder = (orderId: string): Promise<OrderView> =>
  api.get<OrderView>(`/api/orders/${encodeURIComponent(orderId)}`);

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: commerceKeys.order(orderId),
    queryFn: () => getOrder(orderId),
  });

/** Whether an order has reached an end the buyer waits for (paid or failed; refunded comes later). */
export const isSettled = (status: OrderStatus): boolean => status !== 'placed';

/** How often a completing purchase is asked about: the payment notice usually lands within a second or two. */
export const ORDER_POLL_MS = 1000;

/** The order, asked again every second until it is paid or failed (the payment notice may come later than the buyer). */
export const useOrderUntilSettled = (orderId: string) =>
  useQuery({
    ...orderQueryOptions(orderId),
    refetchInterval: (query) =>
      query.state.data === undefined || !isSettled(query.state.data.status) ? ORDER_POLL_MS : false,
  });

/** For screens whose loader already fetched the order. */
export const useOrder = (orderId: string) => useSuspenseQuery(orderQueryOptions(orderId));
