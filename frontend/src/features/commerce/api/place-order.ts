import type { PlacedOrder, PlaceOrderRequest } from '@creators/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/** Places an order for a paid item; the server takes the price from the item, never from here. */
export const placeOrder = (body: PlaceOrderRequest): Promise<PlacedOrder> => api.post<PlacedOrder>('/api/orders', body);

export const usePlaceOrder = () => useMutation({ mutationFn: placeOrder });
