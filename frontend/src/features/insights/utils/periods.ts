import { DEFAULT_INSIGHT_PERIOD, INSIGHT_PERIODS, type InsightPeriodDays } from '@creators/contracts';

/** The periods the insight screens offer, in days; the URL carries the choice (`?days=90`). */
export const PERIODS = INSIGHT_PERIODS;
export type Period = InsightPeriodDays;
export const DEFAULT_PERIOD: Period = DEFAULT_INSIGHT_PERIOD;

export function periodOf(raw: string | null): Period {
  const days = Number(raw);
  return PERIODS.find((period) => period === days) ?? DEFAULT_PERIOD;
}
