import {
  asEngagementEvent,
  asEntitlementEvent,
  asItemEvent,
  type ItemKind,
  type RecordedEvent,
} from '@creators/contracts';
import type { CollectionSpec } from '@creators/storage';
import { withFields } from '../runner/with-fields.js';
import type { WorkingDocs } from '../runner/working-docs.js';

/**
 * Points per engagement event; a like counts as long as it stands. Getting an item (free) or
 * buying it is the strongest signal: someone wanted it enough to take it. A refund takes the
 * purchase's points back.
 */
export const ENGAGEMENT_POINTS = {
  ItemViewed: 1,
  ItemPreviewed: 2,
  ItemLiked: 5,
  ItemGot: 10,
  LicenceIssued: 10,
} as const;
/** `popular` ranks by the points of this many UTC days, the latest day included. */
export const WINDOW_DAYS = 90;

/** One item's engagement: its points per day of the window, their sum, and its standing likes. */
export interface ItemWindow {
  readonly id: string;
  readonly kind: ItemKind;
  /** Sum of `days`: the points of the last WINDOW_DAYS days as of the log's latest day. */
  readonly score: number;
  readonly likeCount: number;
  readonly days: Readonly<Record<string, number>>;
  readonly [field: string]: unknown;
}

export interface WindowChange {
  readonly itemId: string;
  readonly before: ItemWindow | null;
  readonly after: ItemWindow | null;
}

/** A standing like (`<itemId>:<creatorId>`) and the day it was given. */
export interface LikeDoc {
  readonly id: string;
  readonly itemId: string;
  readonly kind: ItemKind;
  readonly creatorId: string;
  readonly day: string;
  readonly [field: string]: unknown;
}

export const likeDocId = (itemId: string, creatorId: string): string => `${itemId}:${creatorId}`;

/** A standing licence's day, kept beside the likes so a refund takes its points from that day. */
interface LicenceDayDoc {
  readonly id: string;
  readonly day: string;
  readonly [field: string]: unknown;
}
const licenceDocId = (itemId: string, accountId: string): string => `licence:${itemId}:${accountId}`;
export interface ClockDoc {
  readonly id: string;
  readonly day: string;
  readonly [field: string]: unknown;
}
export interface DayLogHead {
  readonly id: string;
  readonly count: number;
  readonly [field: string]: unknown;
}
export interface DayLogChunk {
  readonly id: string;
  readonly itemIds: readonly string[];
  readonly [field: string]: unknown;
}

const DAY_MS = 86_400_000;
const CHUNK = 256;
/** The day log's document that holds the log's latest day. */
export const CLOCK = 'clock';
/** The `n`th chunk of a day's log of item ids. */
export const dayLogChunkId = (day: string, n: number): string => `${day}#${n}`;
/** Every chunk of a day's log. */
export const dayLogChunkIds = (head: DayLogHead): string[] =>
  Array.from({ length: Math.ceil(head.count / CHUNK) }, (_, n) => dayLogChunkId(head.id, n));

export const dayOf = (iso: string): string => iso.slice(0, 10);
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The last day `windowStart` was asked for, and its answer. */
let lastWindow = { day: '', start: '' };
/** The first day still inside the window that ends on `day`. */
export const windowStart = (day: string): string => {
  // Asked at every event, nearly always for the same day as the last: that answer is kept.
  if (day !== lastWindow.day) lastWindow = { day, start: addDays(day, 1 - WINDOW_DAYS) };
  return lastWindow.start;
};

const emptyWindow = (id: string, kind: ItemKind): ItemWindow => ({ id, kind, score: 0, likeCount: 0, days: {} });
const isEmpty = (window: ItemWindow): boolean =>
  window.score === 0 && window.likeCount === 0 && Object.keys(window.days).length === 0;

/** Where a ledger keeps each item's window: documents of their own, or a field of a document the host keeps anyway. */
export interface WindowStore {
  read(docs: WorkingDocs, itemId: string): ItemWindow | null;
  write(docs: WorkingDocs, itemId: string, window: ItemWindow | null): void;
}

/** Windows as documents of one collection, by item id. */
export const windowDocuments = (collection: string): WindowStore => ({
  read: (docs, itemId) => docs.get<ItemWindow>(collection, itemId),
  write: (docs, itemId, window) => {
    if (window === null) docs.delete(collection, itemId);
    else docs.put(collection, window);
  },
});

/** The collection of a ledger's day logs and clock. */
export const dayLogOf = (prefix: string): string => `${prefix}_day_log`;

export interface EngagementLedger {
  /** The ledger's own collections: the likes and, when scored, the clock and the day logs. */
  readonly collections: readonly CollectionSpec[];
  /** The collection of standing likes (`likeDocId`) and licences: "liked by me" reads it. */
  readonly likes: string;
  /** Folds one event into the ledger (through `docs`) and says which items' windows changed. */
  apply(event: RecordedEvent, docs: WorkingDocs): readonly WindowChange[];
}

/**
 * Engagement over a window that moves with the log's own time (each event's `occurredAt`; never
 * the wall clock, so a replay gives the same scores). Points go to their day in the item's
 * window; when the log reaches a new day, the days that left the window are taken out of each
 * item that had points on them, found through a per-day log of item ids rather than a search.
 * Each event so touches its item's window, its like and, once per item and day, the day log.
 *
 * `scored: false` keeps only the like counts (views and previews are then ignored).
 */
export function engagementLedger(options: {
  readonly windows: WindowStore;
  readonly prefix: string;
  readonly scored: boolean;
  readonly tracks: (kind: ItemKind) => boolean;
}): EngagementLedger {
  const { windows, scored, tracks } = options;
  const likes = `${options.prefix}_likes`;
  const log = dayLogOf(options.prefix);

  const collections: CollectionSpec[] = [{ name: likes, fields: {} }];
  if (scored) collections.push({ name: log, fields: {} });

  /** Reads each window once per event and remembers the first state seen, for the change list. */
  const session = (docs: WorkingDocs) => {
    const seen = new Map<string, WindowChange>();
    return {
      read(itemId: string): ItemWindow | null {
        const known = seen.get(itemId);
        if (known !== undefined) return known.after;
        return windows.read(docs, itemId);
      },
      write(itemId: string, after: ItemWindow | null): void {
        const before = seen.has(itemId) ? (seen.get(itemId)?.before ?? null) : windows.read(docs, itemId);
        const next = after !== null && isEmpty(after) ? null : after;
        seen.set(itemId, { itemId, before, after: next });
        if (next !== null || before !== null) windows.write(docs, itemId, next);
      },
      changes: (): WindowChange[] => [...seen.values()].filter((change) => change.before !== change.after),
    };
  };
  type Session = ReturnType<typeof session>;

  function appendToDayLog(docs: WorkingDocs, day: string, itemId: string): void {
    const head = docs.get<DayLogHead>(log, day) ?? { id: day, count: 0 };
    const chunkId = dayLogChunkId(day, Math.floor(head.count / CHUNK));
    const chunk = docs.get<DayLogChunk>(log, chunkId) ?? { id: chunkId, itemIds: [] };
    docs.put(log, { ...chunk, itemIds: [...chunk.itemIds, itemId] });
    docs.put(log, { ...head, count: head.count + 1 });
  }

  function expireDay(docs: WorkingDocs, windowsOf: Session, day: string): void {
    const head = docs.get<DayLogHead>(log, day);
    if (head === null) return;
    for (let n = 0; n * CHUNK < head.count; n += 1) {
      const chunkId = dayLogChunkId(day, n);
      const chunk = docs.get<DayLogChunk>(log, chunkId);
      docs.delete(log, chunkId);
      for (const itemId of chunk?.itemIds ?? []) {
        const window = windowsOf.read(itemId);
        const points = window?.days[day];
        if (window === null || points === undefined) continue;
        const { [day]: _gone, ...days } = window.days;
        windowsOf.write(itemId, { ...window, days, score: window.score - points });
      }
    }
    docs.delete(log, day);
  }

  /** Moves the clock to `day` when it is later, expiring the days that leave the window; gives the clock's day. */
  function advanceClock(docs: WorkingDocs, windowsOf: Session, day: string): string {
    const clock = docs.get<ClockDoc>(log, CLOCK);
    if (clock !== null && day <= clock.day) return clock.day;
    docs.put(log, { id: CLOCK, day });
    if (clock === null) return day;
    // Days before the old window's start were expired when it started; days after the old clock have no points yet.
    const last = addDays(day, -WINDOW_DAYS) < clock.day ? addDays(day, -WINDOW_DAYS) : clock.day;
    for (let expiring = windowStart(clock.day); expiring <= last; expiring = addDays(expiring, 1)) {
      expireDay(docs, windowsOf, expiring);
    }
    return day;
  }

  function addPoints(
    docs: WorkingDocs,
    windowsOf: Session,
    engagement: { readonly data: { readonly itemId: string; readonly kind: ItemKind } },
    day: string,
    points: number,
    likeDelta: number,
  ): void {
    const { itemId, kind } = engagement.data;
    const window = windowsOf.read(itemId) ?? emptyWindow(itemId, kind);
    const likeCount = window.likeCount + likeDelta;
    const current = window.days[day];
    // Points are only taken from a day that has them.
    if (points === 0 || (points < 0 && current === undefined)) {
      windowsOf.write(itemId, { ...window, likeCount });
      return;
    }
    if (current === undefined) appendToDayLog(docs, day, itemId);
    const { [day]: _old, ...otherDays } = window.days;
    const total = (current ?? 0) + points;
    // A day back at zero is dropped (a later point that day lists the item in the day log again, harmlessly).
    const days = total === 0 ? otherDays : withFields(otherDays, { [day]: total });
    windowsOf.write(itemId, { ...window, likeCount, score: window.score + points, days });
  }

  return {
    collections,
    likes,
    apply(event, docs) {
      const windowsOf = session(docs);
      const day = dayOf(event.metadata.occurredAt);
      const today = scored ? advanceClock(docs, windowsOf, day) : day;
      const inWindow = (d: string): boolean => scored && d >= windowStart(today);

      const item = asItemEvent(event);
      if (item !== null && item.change === 'Deleted' && tracks(item.kind)) {
        windowsOf.write(item.data.itemId, null);
      }
      const engagement = asEngagementEvent(event);
      if (engagement !== null && tracks(engagement.data.kind)) {
        switch (engagement.type) {
          case 'ItemViewed':
          case 'ItemPreviewed':
            // A day already out of the window (a late event) no longer counts.
            if (inWindow(day)) {
              addPoints(docs, windowsOf, engagement, day, ENGAGEMENT_POINTS[engagement.type], 0);
            }
            break;
          case 'ItemLiked': {
            const { itemId, kind, creatorId } = engagement.data;
            const likeId = likeDocId(itemId, creatorId);
            if (docs.get<LikeDoc>(likes, likeId) !== null) break;
            docs.put(likes, { id: likeId, itemId, kind, creatorId, day } satisfies LikeDoc);
            addPoints(docs, windowsOf, engagement, day, inWindow(day) ? ENGAGEMENT_POINTS.ItemLiked : 0, 1);
            break;
          }
          case 'ItemUnliked': {
            const likeId = likeDocId(engagement.data.itemId, engagement.data.creatorId);
            const like = docs.get<LikeDoc>(likes, likeId);
            if (like === null) break;
            docs.delete(likes, likeId);
            // A standing like always has a window, unless the item was deleted since: then nothing is left to take back.
            if (windowsOf.read(engagement.data.itemId) === null) break;
            // The like's points leave the day they were given on, if that day is still in the window.
            addPoints(docs, windowsOf, engagement, like.day, inWindow(like.day) ? -ENGAGEMENT_POINTS.ItemLiked : 0, -1);
            break;
          }
        }
      }
      const held = asEntitlementEvent(event);
      if (held !== null && scored && tracks(held.data.kind)) {
        const licenceId = licenceDocId(held.data.itemId, held.data.accountId);
        switch (held.type) {
          case 'ItemGot':
            if (inWindow(day)) addPoints(docs, windowsOf, held, day, ENGAGEMENT_POINTS.ItemGot, 0);
            break;
          case 'LicenceIssued':
            docs.put(likes, { id: licenceId, day } satisfies LicenceDayDoc);
            if (inWindow(day)) addPoints(docs, windowsOf, held, day, ENGAGEMENT_POINTS.LicenceIssued, 0);
            break;
          case 'LicenceRevoked': {
            const licence = docs.get<LicenceDayDoc>(likes, licenceId);
            if (licence === null) break;
            docs.delete(likes, licenceId);
            // As an unlike: the points leave the day they were given on, if still in the window (and the item still has one).
            if (windowsOf.read(held.data.itemId) === null || !inWindow(licence.day)) break;
            addPoints(docs, windowsOf, held, licence.day, -ENGAGEMENT_POINTS.LicenceIssued, 0);
            break;
          }
        }
      }
      return windowsOf.changes();
    },
  };
}
