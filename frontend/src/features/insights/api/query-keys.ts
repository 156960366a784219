/** `['dashboard', 'insights', ...]`: the creator's numbers, per period. */
export const insightKeys = {
  all: ['dashboard', 'insights'] as const,
  creator: (days: number) => [...insightKeys.all, 'creator', { days }] as const,
  item: (itemId: string, days: number) => [...insightKeys.all, 'item', itemId, { days }] as const,
};
