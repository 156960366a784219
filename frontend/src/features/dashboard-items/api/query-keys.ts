import type { ItemKind } from '@creators/contracts';

/** `['dashboard', 'items', kind, ...]`: invalidating a kind refreshes its list and every item of it. */
export const dashboardItemKeys = {
  all: ['dashboard', 'items'] as const,
  kind: (kind: ItemKind) => [...dashboardItemKeys.all, kind] as const,
  list: (kind: ItemKind) => [...dashboardItemKeys.kind(kind), 'list'] as const,
  detail: (kind: ItemKind, id: string) => [...dashboardItemKeys.kind(kind), 'detail', id] as const,
};

/** `['dashboard', 'storage-usage']`: what the account's uploads keep stored. */
export const storageUsageKey = ['dashboard', 'storage-usage'] as const;
