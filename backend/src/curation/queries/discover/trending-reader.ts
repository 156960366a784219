import type { RecentEngagement } from '@creators/projections';

/**
 * Where trending's figures come from: each item's engagement points over the last few days of the
 * log. A port of its own, so that how engagement is stored may change behind it.
 */
export interface TrendingReader {
  recent(days: number): Promise<readonly RecentEngagement[]>;
}

export const TRENDING_READER = Symbol('TRENDING_READER');
