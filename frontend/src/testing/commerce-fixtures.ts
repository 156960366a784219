import type { OrderView } from '@creators/contracts';

/** An order of a $30 template in the test checkout, waiting for payment. */
export const anOrder = (changes: Partial<OrderView> = {}): OrderView => ({
  orderId: 'order-1',
  orderNumber: 'A1B2-C3D4',
  itemId: 'item-1',
  kind: 'templates',
  slug: 'kit',
  title: 'Kit',
  coverImage: null,
  coverImageUrl: 'https://example.com/kit.png',
  creatorName: 'Ada',
  amount: 3000,
  currency: 'USD',
  status: 'placed',
  placedAt: '2026-11-23T10:00:00.000Z',
  paidAt: null,
  failure: null,
  licenceId: null,
  mode: 'test',
  ...changes,
});
