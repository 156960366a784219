import type { MarketplaceKind } from '@creators/contracts';

/** `['commerce', ...]`: what the visitor may do with items, their orders and their library. */
export const commerceKeys = {
  all: ['commerce'] as const,
  access: (kind: MarketplaceKind, slug: string) => [...commerceKeys.all, 'access', kind, slug] as const,
  order: (orderId: string) => [...commerceKeys.all, 'orders', orderId] as const,
  library: () => [...commerceKeys.all, 'library'] as const,
};
