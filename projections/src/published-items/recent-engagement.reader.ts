import type { ItemKind } from '@creators/contracts';
import type { DocumentStore } from '@creators/storage';
import { PUBLIC_ENGAGEMENT, PUBLIC_ENGAGEMENT_CLOCK } from './public-items.js';
import { CLOCK, addDays } from '../engagement/engagement-ledger.js';

/** An item's engagement points over a few recent days. */
export interface RecentEngagement {
  readonly itemId: string;
  readonly kind: ItemKind;
  readonly points: number;
}

/** The most windows one answer weighs: far more than trending shows. */
const CANDIDATES = 5000;

/**
 * Each item's points (gets, sales, likes, previews and views, weighed as `ENGAGEMENT_POINTS`) of
 * the last `days` days of the log, its latest day included: the same windows `popular` sums over 90
 * days, read only for the items given points on those days (an indexed range of each window's
 * latest day, never a scan of every item). Most points first, ties by id.
 */
export async function recentEngagement(documents: DocumentStore, days: number): Promise<RecentEngagement[]> {
  const clock = await documents.get(PUBLIC_ENGAGEMENT_CLOCK, CLOCK);
  if (clock === null) return [];
  const first = addDays(clock.day, 1 - days);
  const windows = await documents.find(PUBLIC_ENGAGEMENT, {
    filter: { lastDay: { gte: first } },
    sort: [{ field: 'lastDay', direction: 'desc' }],
    limit: CANDIDATES,
  });
  const recent: RecentEngagement[] = [];
  for (const window of windows.items) {
    let points = 0;
    for (const [day, dayPoints] of Object.entries(window.days)) if (day >= first) points += dayPoints;
    if (points > 0) recent.push({ itemId: window.id, kind: window.kind, points });
  }
  return recent.sort((a, b) => b.points - a.points || (a.itemId < b.itemId ? -1 : 1));
}
