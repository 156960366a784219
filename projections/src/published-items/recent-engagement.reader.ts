import type { ItemKind } from '@creators/contracts';
import type { DocumentStore } from '@creators/storage';
import { PUBLIC_ENGAGEMENT } from './public-items.js';
import {
  CLOCK,
  addDays,
  dayLogChunkIds,
  dayLogOf,
  type ClockDoc,
  type DayLogChunk,
  type DayLogHead,
  type ItemWindow,
} from '../engagement/engagement-ledger.js';

/** An item's engagement points over a few recent days. */
export interface RecentEngagement {
  readonly itemId: string;
  readonly kind: ItemKind;
  readonly points: number;
}

/**
 * Each item's points (gets, sales, likes, previews and views, weighed as `ENGAGEMENT_POINTS`) of
 * the last `days` days of the log, its latest day included: the same windows `popular` sums over 90
 * days, read only for the items the day logs list on those days (never a scan of every item).
 * Most points first, ties by id.
 */
export async function recentEngagement(documents: DocumentStore, days: number): Promise<RecentEngagement[]> {
  const log = dayLogOf(PUBLIC_ENGAGEMENT);
  const clock = await documents.get<ClockDoc>(log, CLOCK);
  if (clock === null) return [];
  const first = addDays(clock.day, 1 - days);
  const dayIds = Array.from({ length: days }, (_, n) => addDays(first, n));
  const heads = await documents.getMany<DayLogHead>(log, dayIds);
  const chunks = await documents.getMany<DayLogChunk>(log, [...heads.values()].flatMap(dayLogChunkIds));
  const itemIds = new Set([...chunks.values()].flatMap((chunk) => chunk.itemIds));
  const windows = await documents.getMany<ItemWindow>(PUBLIC_ENGAGEMENT, [...itemIds]);
  const recent: RecentEngagement[] = [];
  for (const window of windows.values()) {
    let points = 0;
    for (const [day, dayPoints] of Object.entries(window.days)) if (day >= first) points += dayPoints;
    if (points > 0) recent.push({ itemId: window.id, kind: window.kind, points });
  }
  return recent.sort((a, b) => b.points - a.points || (a.itemId < b.itemId ? -1 : 1));
}
