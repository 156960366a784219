import type {
  CreatorInsights,
  FunnelDay,
  FunnelTotals,
  ItemInsightRow,
  ItemInsights,
  MoneyTotal,
} from '@creators/contracts';
import type { Doc, DocumentStore, Filter } from '@creators/storage';
import { addDays, dayOf, talliesOf, type EngagementTally } from '../engagement/engagement-ledger.js';
import { PUBLIC_ENGAGEMENT, PUBLIC_ENGAGEMENT_PAST } from '../published-items/public-items.js';
import {
  FUNNEL_COUNTERS,
  INSIGHT_DAYS,
  INSIGHT_ITEMS,
  type InsightDayDoc,
  type InsightItemDoc,
} from './creator-insights.projector.js';

/** The UTC days an insight covers, oldest first: `from` to `to`, both included. */
export interface InsightPeriod {
  readonly from: string;
  readonly to: string;
  readonly dates: readonly string[];
}

type MonthlyRevenue = MoneyTotal & { readonly month: string };

const PAGE = 1000;
const NO_STEPS: FunnelTotals = { views: 0, previews: 0, likes: 0, gets: 0, sales: 0, downloads: 0 };

/** The `days` UTC days that end on the day of `now` (an ISO time: the request's, never a projector's). */
export function insightPeriod(now: string, days: number): InsightPeriod {
  const to = dayOf(new Date(now).toISOString());
  const dates = Array.from({ length: days }, (_, i) => addDays(to, i + 1 - days));
  return { from: dates[0] ?? to, to, dates };
}

export const findInsightItem = (documents: DocumentStore, itemId: string): Promise<InsightItemDoc | null> =>
  documents.get(INSIGHT_ITEMS, itemId);

/**
 * A creator's numbers over the period: totals, every day, revenue by month, and a row per item
 * that shows (ever published and not deleted, or with numbers in the period: a deleted item's
 * past sales still show), busiest first.
 */
export async function creatorInsights(
  documents: DocumentStore,
  sellerId: string,
  period: InsightPeriod,
): Promise<CreatorInsights> {
  const [items, sold] = await Promise.all([
    everyDoc<InsightItemDoc>(documents, INSIGHT_ITEMS, { sellerId }),
    daysIn(documents, { sellerId }, period),
  ]);
  const ids = items.map((item) => item.id);
  const [windows, pasts] = await Promise.all([
    documents.getMany(PUBLIC_ENGAGEMENT, ids),
    documents.getMany(PUBLIC_ENGAGEMENT_PAST, ids),
  ]);
  const days = [
    ...sold,
    ...items.flatMap((item) => engagementDays(item, talliesOf(windows.get(item.id), pasts.get(item.id)), period)),
  ];
  const daysByItem = groupBy(days, (day) => day.itemId);
  const rows = items
    .filter((item) => (item.publishedAt !== null && !item.deleted) || daysByItem.has(item.id))
    .map((item) => insightRow(item, daysByItem.get(item.id) ?? []))
    .sort(busiestFirst);
  return {
    totals: funnelOf(days),
    revenue: revenueOf(days),
    daily: dailyOf(days, period),
    items: rows,
    monthlyRevenue: monthlyRevenueOf(days),
  };
}

/** One item's numbers over the period (the caller has checked whose it is). */
export async function itemInsights(
  documents: DocumentStore,
  item: InsightItemDoc,
  period: InsightPeriod,
): Promise<ItemInsights> {
  const [sold, window, past] = await Promise.all([
    daysIn(documents, { itemId: item.id }, period),
    documents.get(PUBLIC_ENGAGEMENT, item.id),
    documents.get(PUBLIC_ENGAGEMENT_PAST, item.id),
  ]);
  const days = [...sold, ...engagementDays(item, talliesOf(window, past), period)];
  return { item: insightRow(item, days), daily: dailyOf(days, period), monthlyRevenue: monthlyRevenueOf(days) };
}

/** The day documents of one creator (`[sellerId, day]`) or one item (`[itemId, day]`) in the period. */
const daysIn = (
  documents: DocumentStore,
  whose: { readonly sellerId: string } | { readonly itemId: string },
  period: InsightPeriod,
): Promise<InsightDayDoc[]> =>
  everyDoc<InsightDayDoc>(documents, INSIGHT_DAYS, { ...whose, day: { gte: period.from, lte: period.to } }, 'day');

/**
 * An item's views, previews and likes in the period, as its days (next to those of its sales): its
 * engagement tallies (`talliesOf`), likes net of unlikes on the day they happened.
 */
function engagementDays(
  item: InsightItemDoc,
  tallies: Readonly<Record<string, EngagementTally>>,
  period: InsightPeriod,
): InsightDayDoc[] {
  const days: InsightDayDoc[] = [];
  for (const [day, tally] of Object.entries(tallies)) {
    if (day < period.from || day > period.to) continue;
    days.push({
      id: `${item.id}:${day}`,
      itemId: item.id,
      sellerId: item.sellerId,
      kind: item.kind,
      day,
      views: tally.ItemViewed ?? 0,
      previews: tally.ItemPreviewed ?? 0,
      likes: (tally.ItemLiked ?? 0) - (tally.ItemUnliked ?? 0),
      gets: 0,
      sales: 0,
      downloads: 0,
      revenue: {},
    });
  }
  return days;
}

async function everyDoc<T extends Doc>(
  documents: DocumentStore,
  collection: string,
  filter: Filter,
  sortBy?: string,
): Promise<T[]> {
  const sort = sortBy === undefined ? undefined : [{ field: sortBy, direction: 'asc' as const }];
  const found: T[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: T[]; nextCursor: string | null } = await documents.find<T>(collection, {
      filter,
      ...(sort === undefined ? {} : { sort }),
      limit: PAGE,
      cursor,
    });
    found.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return found;
}

function insightRow(item: InsightItemDoc, days: readonly InsightDayDoc[]): ItemInsightRow {
  return {
    itemId: item.id,
    kind: item.kind,
    slug: item.slug,
    title: item.title,
    ...funnelOf(days),
    revenue: revenueOf(days),
  };
}

function funnelOf(days: readonly FunnelTotals[]): FunnelTotals {
  const totals: Record<keyof FunnelTotals, number> = { ...NO_STEPS };
  for (const day of days) for (const counter of FUNNEL_COUNTERS) totals[counter] += day[counter];
  return totals;
}

/** Every date of the period, zeros included: several items' documents of one day add up. */
function dailyOf(days: readonly InsightDayDoc[], period: InsightPeriod): FunnelDay[] {
  const byDate = groupBy(days, (day) => day.day);
  return period.dates.map((date) => ({ date, ...funnelOf(byDate.get(date) ?? []) }));
}

/** Per currency (never added across currencies), in currency order; a currency that moved shows, even back to 0. */
function revenueOf(days: readonly InsightDayDoc[]): MoneyTotal[] {
  const sums = new Map<string, number>();
  for (const day of days) {
    for (const [currency, amount] of Object.entries(day.revenue))
      sums.set(currency, (sums.get(currency) ?? 0) + amount);
  }
  return [...sums].map(([currency, amount]) => ({ currency, amount })).sort((a, b) => compare(a.currency, b.currency));
}

/** Per `YYYY-MM` and currency, oldest month first. */
function monthlyRevenueOf(days: readonly InsightDayDoc[]): MonthlyRevenue[] {
  const byMonth = groupBy(days, (day) => day.day.slice(0, 7));
  return [...byMonth]
    .sort(([a], [b]) => compare(a, b))
    .flatMap(([month, monthDays]) => revenueOf(monthDays).map((total) => ({ month, ...total })));
}

function busiestFirst(a: ItemInsightRow, b: ItemInsightRow): number {
  return (
    b.sales - a.sales ||
    b.gets - a.gets ||
    b.views - a.views ||
    compare(a.title, b.title) ||
    compare(a.itemId, b.itemId)
  );
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function groupBy<T>(values: readonly T[], key: (value: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const value of values) {
    const group = groups.get(key(value));
    if (group === undefined) groups.set(key(value), [value]);
    else group.push(value);
  }
  return groups;
}
