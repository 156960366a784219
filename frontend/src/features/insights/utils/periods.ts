/** The periods the insight screens offer, in days; the URL carries the choice (`?days=90`). */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 30;

export function periodOf(raw: string | null): Period {
  const days = Number(raw);
  return PERIODS.find((period) => period === days) ?? DEFAULT_PERIOD;
}
