import type { TestCardPayment } from '@creators/contracts';
import { api } from '../../../lib/api-client.js';

/**
 * Pays an order in the built-in test checkout (no money moves). A declined card answers 402.
 * There is deliberately no mutation hook: TanStack Query keeps a mutation's variables in its
 * cache, and the card must live no longer than the submit that sends it.
 */
export const payTestOrder = (orderId: string, card: TestCardPayment): Promise<unknown> =>
  api.post<unknown>(`/api/test-checkout/${encodeURIComponent(orderId)}`, card);
