import {
  asDownloadEvent,
  asEntitlementEvent,
  asItemEvent,
  type ItemKind,
  type RecordedEvent,
} from '@creators/contracts';
import { collectionName, type DocumentChange } from '@creators/storage';
import { dayOf } from '../engagement/engagement-ledger.js';
import type { Projector } from '../runner/projector.js';
import { takenBy } from '../runner/projector.js';

/**
 * One item as its creator's insight names it. Every item is kept, drafts and deleted ones too: a
 * deleted item's past sales stay in its creator's numbers, so it is only marked `deleted`.
 */
export interface InsightItemDoc {
  readonly id: string;
  /** The item's creator, who sells it (`sellerId`, as the commerce events call them). */
  readonly sellerId: string;
  readonly kind: ItemKind;
  readonly slug: string;
  readonly title: string;
  /** When the item was first published; null while it never was. */
  readonly publishedAt: string | null;
  readonly deleted: boolean;
  readonly [field: string]: unknown;
}

/** The funnel's steps, counted per item and UTC day. */
export const FUNNEL_COUNTERS = ['views', 'previews', 'likes', 'gets', 'sales', 'downloads'] as const;
export type FunnelCounter = (typeof FUNNEL_COUNTERS)[number];

/**
 * What happened to one item on one UTC day (`<itemId>:<day>`, the day of each event's
 * `occurredAt`). Counts are net for the day: an unlike takes one like off the day it happens on,
 * a refund one sale and its amount, so a day may hold a negative number.
 */
export type InsightDayDoc = {
  readonly id: string;
  readonly itemId: string;
  readonly sellerId: string;
  readonly kind: ItemKind;
  /** `YYYY-MM-DD` (UTC). */
  readonly day: string;
  /** Minor units per currency: sales add their amount, refunds take it back. */
  readonly revenue: Readonly<Record<string, number>>;
  readonly [field: string]: unknown;
} & Readonly<Record<FunnelCounter, number>>;

export const INSIGHT_ITEMS = collectionName<InsightItemDoc>('insight_items');
export const INSIGHT_DAYS = collectionName<InsightDayDoc>('insight_days');

export const insightDayId = (itemId: string, day: string): string => `${itemId}:${day}`;

/** What one event adds to its item's day (views, previews and likes are counted by the item's engagement window). */
export interface Tally {
  readonly itemId: string;
  readonly kind: ItemKind;
  readonly sellerId: string;
  readonly counter: FunnelCounter;
  readonly delta: 1 | -1;
  readonly money: { readonly currency: string; readonly amount: number } | null;
}

export function evolveInsightItem(doc: InsightItemDoc | null, event: RecordedEvent): InsightItemDoc | null {
  const item = asItemEvent(event);
  if (item === null) return doc;
  if (item.change === 'Created') {
    const { itemId, creatorId, slug, fields } = item.data;
    return {
      id: itemId,
      sellerId: creatorId,
      kind: item.kind,
      slug,
      title: fields.title,
      publishedAt: null,
      deleted: false,
    };
  }
  if (doc === null) return null;
  switch (item.change) {
    case 'Edited':
      return { ...doc, slug: item.data.slug ?? doc.slug, title: item.data.changes.title ?? doc.title };
    case 'Published':
      return { ...doc, publishedAt: doc.publishedAt ?? event.metadata.occurredAt };
    case 'Unpublished':
    case 'Released':
      return doc;
    case 'Deleted':
      return { ...doc, deleted: true };
  }
}

/** The step an event moves in its item's funnel, or null for an event that moves none. */
export function tallyOf(event: RecordedEvent): Tally | null {
  const entitlement = asEntitlementEvent(event);
  if (entitlement !== null) {
    const { itemId, kind, sellerId } = entitlement.data;
    switch (entitlement.type) {
      case 'ItemGot':
        return { itemId, kind, sellerId, counter: 'gets', delta: 1, money: null };
      case 'LicenceIssued': {
        const { amount, currency } = entitlement.data;
        return { itemId, kind, sellerId, counter: 'sales', delta: 1, money: { currency, amount } };
      }
      // A refund takes the sale and its amount back on the day of the refund, so past days never change.
      case 'LicenceRevoked': {
        const { amount, currency } = entitlement.data;
        return { itemId, kind, sellerId, counter: 'sales', delta: -1, money: { currency, amount: -amount } };
      }
    }
  }
  const download = asDownloadEvent(event);
  // The creator fetching their own files is not a step of anyone's funnel.
  if (download !== null && download.data.way !== 'own') {
    const { itemId, kind, sellerId } = download.data;
    return { itemId, kind, sellerId, counter: 'downloads', delta: 1, money: null };
  }
  return null;
}

export function addTally(doc: InsightDayDoc | null, tally: Tally, sellerId: string, day: string): InsightDayDoc {
  const current: InsightDayDoc = doc ?? {
    id: insightDayId(tally.itemId, day),
    itemId: tally.itemId,
    sellerId,
    kind: tally.kind,
    day,
    views: 0,
    previews: 0,
    likes: 0,
    gets: 0,
    sales: 0,
    downloads: 0,
    revenue: {},
  };
  const revenue =
    tally.money === null
      ? current.revenue
      : {
          ...current.revenue,
          [tally.money.currency]: (current.revenue[tally.money.currency] ?? 0) + tally.money.amount,
        };
  return { ...current, [tally.counter]: current[tally.counter] + tally.delta, revenue };
}

/**
 * The creator's insight: per item its creator, kind, slug and title (`insight_items`), and per item
 * and UTC day its gets, sales, downloads and revenue per currency (`insight_days`), on the day of
 * each event's `occurredAt`. Views, previews and likes are the engagement windows' tallies (the
 * reader adds them), so that a view or a like writes no document of its own here.
 */
export const creatorInsightsProjector: Projector = {
  name: 'creator-insights',
  version: 2,
  collections: [
    { name: INSIGHT_ITEMS, fields: { sellerId: 'string' }, indexes: [['sellerId']] },
    {
      name: INSIGHT_DAYS,
      fields: { itemId: 'string', sellerId: 'string', day: 'string' },
      indexes: [
        ['sellerId', 'day'],
        ['itemId', 'day'],
      ],
    },
  ],
  takes: takenBy(asItemEvent, asEntitlementEvent, asDownloadEvent),
  project(event, read): readonly DocumentChange[] {
    const itemId = asItemEvent(event)?.data.itemId;
    if (itemId !== undefined) {
      const before = read.get(INSIGHT_ITEMS, itemId);
      const after = evolveInsightItem(before, event);
      return after === null || after === before ? [] : [{ op: 'put', collection: INSIGHT_ITEMS, doc: after }];
    }
    const tally = tallyOf(event);
    if (tally === null) return [];
    const day = dayOf(event.metadata.occurredAt);
    const before = read.get(INSIGHT_DAYS, insightDayId(tally.itemId, day));
    return [{ op: 'put', collection: INSIGHT_DAYS, doc: addTally(before, tally, tally.sellerId, day) }];
  },
};
