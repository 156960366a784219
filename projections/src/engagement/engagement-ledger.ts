import {
  asEngagementEvent,
  type EngagementEvent,
  asEntitlementEvent,
  asItemEvent,
  type ItemKind,
  type RecordedEvent,
} from '@creators/contracts';
import { collectionName, type CollectionName, type CollectionSpec } from '@creators/storage';
import { withKey } from '../runner/with-fields.js';
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

/** How many engagement events of each type one item had on one UTC day (every one, counted or not). */
export type EngagementTally = Readonly<Partial<Record<EngagementEvent['type'], number>>>;

/**
 * One item's engagement, its counter: its points per day of the window, their sum, its standing
 * likes and licences with the day each was given (an unlike or a refund takes the points from that
 * day), and its engagement events per day for the creator's insights and the analysts' counts. One
 * document, so a like or a view rewrites it and the item's public document, nothing else. Kept
 * once the item is deleted (its window emptied): its past days stay in its creator's numbers.
 */
export interface ItemWindow {
  readonly id: string;
  readonly kind: ItemKind;
  /** Sum of `days`: the points of the last WINDOW_DAYS days as of the log's latest day. */
  readonly score: number;
  /** How many `likers`. */
  readonly likeCount: number;
  readonly days: Readonly<Record<string, number>>;
  /** The earliest of `days` (null: none): when the window moves past it, the item has points to expire. */
  readonly firstDay: string | null;
  /** The latest day points were given (null: never): what has points over the last few days (trending). */
  readonly lastDay: string | null;
  /** Who likes the item (creator id), and since which day. */
  readonly likers: Readonly<Record<string, string>>;
  /** Who holds a licence of the item (account id), and since which day. */
  readonly licences: Readonly<Record<string, string>>;
  /**
   * Engagement events per UTC day. When a day's points leave the window, its tallies move to the
   * item's `PastTallies`, so a view's copy of this record stays the size of the window however old
   * the item (`talliesOf` reads both).
   */
  readonly tallies: Readonly<Record<string, EngagementTally>>;
  readonly [field: string]: unknown;
}

/** The tallies of an item's days that have left its window (by item id), kept for its creator's and the analysts' counts. */
export interface PastTallies {
  readonly id: string;
  readonly tallies: Readonly<Record<string, EngagementTally>>;
  readonly [field: string]: unknown;
}

/** Two records of tallies as one: a day both hold has its counts added. */
function addedTallies(
  first: Readonly<Record<string, EngagementTally>>,
  second: Readonly<Record<string, EngagementTally>>,
): Record<string, EngagementTally> {
  const sum: Record<string, EngagementTally> = Object.assign({}, first);
  for (const [day, tally] of Object.entries(second)) {
    const held = sum[day];
    if (held === undefined) {
      sum[day] = tally;
      continue;
    }
    const counts: Partial<Record<EngagementEvent['type'], number>> = { ...held };
    for (const [type, n] of Object.entries(tally) as [EngagementEvent['type'], number][])
      counts[type] = (counts[type] ?? 0) + n;
    sum[day] = counts;
  }
  return sum;
}

/** An item's engagement events per UTC day, every day since its first: its window's and its past days'. */
export const talliesOf = (
  window: ItemWindow | null | undefined,
  past: PastTallies | null | undefined,
): Readonly<Record<string, EngagementTally>> =>
  past === null || past === undefined ? (window?.tallies ?? {}) : addedTallies(past.tallies, window?.tallies ?? {});

export interface WindowChange {
  readonly itemId: string;
  readonly before: ItemWindow | null;
  readonly after: ItemWindow | null;
}

/** The ledger's clock: the log's latest day. */
export interface ClockDoc {
  readonly id: string;
  readonly day: string;
  /**
   * No window holds points from a day before this one: a bound, lowered when points go to an
   * earlier day. A new day whose window starts no later has nothing to expire, and asks nothing.
   */
  readonly earliest: string;
  readonly [field: string]: unknown;
}

const DAY_MS = 86_400_000;
/** No window changed: the answer to most events, shared rather than a new empty list each time. */
const NO_CHANGES: readonly WindowChange[] = Object.freeze([]);
/** The id of the ledger's clock in its `clocks` collection. */
export const CLOCK = 'clock';

export const dayOf = (iso: string): string => iso.slice(0, 10);
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The last day `windowStart` was asked for, and its answer. */
let lastWindow = { day: '', start: '' };
/** Whether `day` is inside the window that ends on `today`: a day already out of it (a late event) no longer counts. */
const isInWindow = (day: string, today: string): boolean => day >= windowStart(today);

/** The first day still inside the window that ends on `day`. */
export const windowStart = (day: string): string => {
  // Asked at every event, nearly always for the same day as the last: that answer is kept.
  if (day !== lastWindow.day) lastWindow = { day, start: addDays(day, 1 - WINDOW_DAYS) };
  return lastWindow.start;
};

const emptyWindow = (id: string, kind: ItemKind): ItemWindow => ({
  id,
  kind,
  score: 0,
  likeCount: 0,
  days: {},
  firstDay: null,
  lastDay: null,
  likers: {},
  licences: {},
  tallies: {},
});
/** A deleted item's window: nothing to rank or like any more, its past days kept. */
const emptied = (window: ItemWindow): ItemWindow => ({
  ...emptyWindow(window.id, window.kind),
  tallies: window.tallies,
});
const isEmpty = (window: ItemWindow): boolean =>
  window.score === 0 &&
  window.likeCount === 0 &&
  Object.keys(window.days).length === 0 &&
  Object.keys(window.licences).length === 0 &&
  Object.keys(window.tallies).length === 0;

/** The window's tallies with one more `type` event on `day`. */
function talliesWith(
  tallies: ItemWindow['tallies'],
  day: string,
  type: EngagementEvent['type'],
): ItemWindow['tallies'] {
  const tally = tallies[day] ?? {};
  return withKey(tallies, day, withKey(tally, type, (tally[type] ?? 0) + 1));
}

/** The window with other tallies. A literal, not a spread: built for every view. */
const withTallies = (window: ItemWindow, tallies: ItemWindow['tallies']): ItemWindow => ({
  id: window.id,
  kind: window.kind,
  score: window.score,
  likeCount: window.likeCount,
  days: window.days,
  firstDay: window.firstDay,
  lastDay: window.lastDay,
  likers: window.likers,
  licences: window.licences,
  tallies,
});

/** Whether `creatorId` likes the item whose window this is ("liked by me"). */
export const likes = (window: ItemWindow | null, creatorId: string): boolean =>
  window !== null && Object.hasOwn(window.likers, creatorId);

const without = (record: Readonly<Record<string, string>>, key: string): Record<string, string> => {
  const { [key]: _gone, ...rest } = record;
  return rest;
};

/** The earliest day of `days`, or null when it has none. */
function earliest(days: Readonly<Record<string, number>>): string | null {
  let first: string | null = null;
  for (const day in days) if (first === null || day < first) first = day;
  return first;
}

/**
 * Reads each window once per event and remembers the first state seen, for the change list. Made
 * for every view: the one window most events touch is kept in a field, a map only for more.
 */
class WindowSession {
  private first: WindowChange | null = null;
  private more: Map<string, WindowChange> | null = null;
  /** The earliest day with points among the windows written (null: none has any). */
  earliest: string | null = null;

  constructor(
    private readonly docs: WorkingDocs,
    private readonly windows: CollectionName<ItemWindow>,
  ) {}

  read(itemId: string): ItemWindow | null {
    const known = this.seen(itemId);
    return known !== undefined ? known.after : this.docs.get(this.windows, itemId);
  }

  /** The window of the item the event names, or an empty one. */
  windowOf(data: { readonly itemId: string; readonly kind: ItemKind }): ItemWindow {
    return this.read(data.itemId) ?? emptyWindow(data.itemId, data.kind);
  }

  write(itemId: string, after: ItemWindow | null): void {
    const known = this.seen(itemId);
    const before = known !== undefined ? known.before : this.docs.get(this.windows, itemId);
    const next = after !== null && isEmpty(after) ? null : after;
    const change: WindowChange = { itemId, before, after: next };
    if (this.first === null || this.first.itemId === itemId) this.first = change;
    else (this.more ??= new Map()).set(itemId, change);
    if (next !== null) {
      this.docs.put(this.windows, next);
      if (next.firstDay !== null && (this.earliest === null || next.firstDay < this.earliest))
        this.earliest = next.firstDay;
    } else if (before !== null) this.docs.delete(this.windows, itemId);
  }

  /** The windows that changed, in the order first written. */
  changes(): WindowChange[] {
    const changed: WindowChange[] = [];
    if (this.first !== null && this.first.before !== this.first.after) changed.push(this.first);
    for (const change of this.more?.values() ?? []) if (change.before !== change.after) changed.push(change);
    return changed;
  }

  private seen(itemId: string): WindowChange | undefined {
    return this.first?.itemId === itemId ? this.first : this.more?.get(itemId);
  }
}

export interface EngagementLedger {
  /** The ledger's collections: the windows (`windows`, by item id) and the clock. */
  readonly collections: readonly CollectionSpec[];
  /** The collection of windows, by item id: "liked by me" reads it (`likes`). */
  readonly windows: CollectionName<ItemWindow>;
  /** The collection of the ledger's clock (`CLOCK`). */
  readonly clocks: CollectionName<ClockDoc>;
  /** The collection of tallies that left the windows, by item id (`talliesOf` reads them with the window). */
  readonly pasts: CollectionName<PastTallies>;
  /** Folds one event into the ledger (through `docs`) and says which items' windows changed. */
  apply(event: RecordedEvent, docs: WorkingDocs): readonly WindowChange[];
  /**
   * Folds views and previews of one item on the clock's own day into its window at once, as
   * `apply` would one by one (in the order each type first came): `counts` by type.
   */
  addViews(
    docs: WorkingDocs,
    item: { readonly itemId: string; readonly kind: ItemKind },
    day: string,
    counts: ReadonlyMap<'ItemViewed' | 'ItemPreviewed', number>,
  ): WindowChange;
}

/**
 * Engagement over a window that moves with the log's own time (each event's `occurredAt`; never
 * the wall clock, so a replay gives the same scores). Points go to their day in the item's
 * window; when the log reaches a new day, the days that left the window are taken out of each
 * item that had points on them, found by the earliest day each window holds (a search, once a day
 * of the log, and only when the clock's bound says a window may hold such a day: a log younger
 * than the window asks nothing). Each event so touches its item's window and nothing else (and a
 * new day, or points on a day before the bound, the clock; a new day also the past tallies of the
 * items whose days left the window).
 */
export function engagementLedger(name: string): EngagementLedger {
  const windows = collectionName<ItemWindow>(name);
  const clocks = collectionName<ClockDoc>(`${name}_clock`);
  const pasts = collectionName<PastTallies>(`${name}_past`);
  const collections: CollectionSpec[] = [
    {
      name: windows,
      fields: { firstDay: 'string', lastDay: 'string' },
      indexes: [['firstDay'], ['lastDay']],
    },
    { name: clocks, fields: {} },
    { name: pasts, fields: {} },
  ];

  const session = (docs: WorkingDocs): WindowSession => new WindowSession(docs, windows);
  type Session = WindowSession;

  /** Takes out of every window the days before `start`, which have left it: their points go, their tallies move to the item's past. */
  function expireBefore(docs: WorkingDocs, windowsOf: Session, start: string): void {
    for (const itemId of docs.candidates(windows, { firstDay: { lt: start } })) {
      const window = windowsOf.read(itemId);
      if (window === null || window.firstDay === null || window.firstDay >= start) continue;
      const days: Record<string, number> = {};
      let score = window.score;
      for (const [day, points] of Object.entries(window.days)) {
        if (day < start) score -= points;
        else days[day] = points;
      }
      const tallies: Record<string, EngagementTally> = {};
      const gone: Record<string, EngagementTally> = {};
      // Days are `YYYY-MM-DD` (from each event's time), never `__proto__`.
      for (const [day, tally] of Object.entries(window.tallies)) (day < start ? gone : tallies)[day] = tally;
      if (Object.keys(gone).length > 0)
        docs.put(pasts, { id: itemId, tallies: addedTallies(docs.get(pasts, itemId)?.tallies ?? {}, gone) });
      windowsOf.write(itemId, { ...window, days, score, firstDay: earliest(days), tallies });
    }
  }

  /**
   * Moves the clock to `day` when it is later, expiring the days that leave the window (asked of
   * the windows only when one may hold such a day); gives the clock.
   */
  function advanceClock(docs: WorkingDocs, windowsOf: Session, clock: ClockDoc | null, day: string): ClockDoc {
    if (clock !== null && day <= clock.day) return clock;
    const start = windowStart(day);
    const expiring = clock !== null && clock.earliest < start;
    if (expiring) expireBefore(docs, windowsOf, start);
    // After expiring, every window's points are from `start` on (and before the first event, none has any).
    const advanced: ClockDoc = { id: CLOCK, day, earliest: clock === null ? day : expiring ? start : clock.earliest };
    docs.put(clocks, advanced);
    return advanced;
  }

  /** Lowers the clock's bound to the earliest day the event's windows hold points on. */
  function keepEarliest(docs: WorkingDocs, windowsOf: Session, clock: ClockDoc): void {
    const { earliest } = windowsOf;
    if (earliest !== null && earliest < clock.earliest) docs.put(clocks, { ...clock, earliest });
  }

  /**
   * The item's window with `points` added to `day` (none taken from a day that has none), and
   * `change` to its likes, licences or tallies. Built for every view: one literal, no spread copies.
   */
  function pointsAdded(
    window: ItemWindow,
    day: string,
    points: number,
    change: {
      readonly likers?: ItemWindow['likers'];
      readonly licences?: ItemWindow['licences'];
      readonly likeDelta?: number;
      readonly tallies?: ItemWindow['tallies'];
    },
  ): ItemWindow {
    const current = window.days[day];
    let { days, score, firstDay, lastDay } = window;
    // Points are only taken from a day that has them.
    if (points !== 0 && (points > 0 || current !== undefined)) {
      const total = (current ?? 0) + points;
      score += points;
      if (total === 0) {
        // A day back at zero is dropped.
        const { [day]: _old, ...otherDays } = window.days;
        days = otherDays;
        if (day === firstDay) firstDay = earliest(otherDays);
      } else {
        days = withKey(window.days, day, total);
        if (firstDay === null || day < firstDay) firstDay = day;
        if (points > 0 && (lastDay === null || day > lastDay)) lastDay = day;
      }
    }
    return {
      id: window.id,
      kind: window.kind,
      score,
      likeCount: window.likeCount + (change.likeDelta ?? 0),
      days,
      firstDay,
      lastDay,
      likers: change.likers ?? window.likers,
      licences: change.licences ?? window.licences,
      tallies: change.tallies ?? window.tallies,
    };
  }

  /** The item's window after one engagement event on `day`: one more of its type tallied, its points and likes moved. */
  function engaged(window: ItemWindow, engagement: EngagementEvent, day: string, today: string): ItemWindow {
    const tallies = talliesWith(window.tallies, day, engagement.type);
    const inWindow = (d: string): boolean => isInWindow(d, today);
    switch (engagement.type) {
      case 'ItemViewed':
      case 'ItemPreviewed':
        return inWindow(day)
          ? pointsAdded(window, day, ENGAGEMENT_POINTS[engagement.type], { tallies })
          : withTallies(window, tallies);
      case 'ItemLiked': {
        const { creatorId } = engagement.data;
        if (likes(window, creatorId)) return withTallies(window, tallies);
        // `withKey`: an id is data, never the prototype.
        const likers = withKey(window.likers, creatorId, day);
        return pointsAdded(window, day, inWindow(day) ? ENGAGEMENT_POINTS.ItemLiked : 0, {
          likers,
          likeDelta: 1,
          tallies,
        });
      }
      case 'ItemUnliked': {
        // A deleted item's window was emptied, its likes with it: nothing is left to take back.
        const { creatorId } = engagement.data;
        const given = window.likers[creatorId];
        if (given === undefined) return withTallies(window, tallies);
        // The like's points leave the day they were given on, if that day is still in the window.
        return pointsAdded(window, given, inWindow(given) ? -ENGAGEMENT_POINTS.ItemLiked : 0, {
          likers: without(window.likers, creatorId),
          likeDelta: -1,
          tallies,
        });
      }
    }
  }

  return {
    collections,
    windows,
    clocks,
    pasts,
    addViews(docs, { itemId, kind }, day, counts) {
      const before = docs.get(windows, itemId);
      const window = before ?? emptyWindow(itemId, kind);
      // Days are `YYYY-MM-DD` and types event names, never `__proto__`.
      const tally: Partial<Record<EngagementEvent['type'], number>> = Object.assign({}, window.tallies[day]);
      let points = 0;
      for (const [type, count] of counts) {
        tally[type] = (tally[type] ?? 0) + count;
        points += ENGAGEMENT_POINTS[type] * count;
      }
      // On the clock's day: inside the window, and no earlier than any day a window holds.
      const after = pointsAdded(window, day, points, { tallies: withKey(window.tallies, day, tally) });
      docs.put(windows, after);
      return { itemId, before, after };
    },
    apply(event, docs) {
      const day = dayOf(event.metadata.occurredAt);
      // Most events only have their day compared with the clock's: nothing else is made for them.
      const clock = docs.get(clocks, CLOCK);
      const item = asItemEvent(event);
      const engagement = asEngagementEvent(event);
      const held = asEntitlementEvent(event);
      const deleted = item !== null && item.change === 'Deleted';
      if (clock !== null && day <= clock.day && !deleted && engagement === null && held === null) return NO_CHANGES;
      const windowsOf = session(docs);
      const advanced = advanceClock(docs, windowsOf, clock, day);
      const today = advanced.day;
      const inWindow = (d: string): boolean => isInWindow(d, today);

      if (item !== null && deleted) {
        const window = windowsOf.read(item.data.itemId);
        if (window !== null) windowsOf.write(window.id, emptied(window));
      }
      if (engagement !== null)
        windowsOf.write(engagement.data.itemId, engaged(windowsOf.windowOf(engagement.data), engagement, day, today));
      if (held !== null) {
        const { accountId } = held.data;
        switch (held.type) {
          case 'ItemGot':
            if (inWindow(day))
              windowsOf.write(
                held.data.itemId,
                pointsAdded(windowsOf.windowOf(held.data), day, ENGAGEMENT_POINTS.ItemGot, {}),
              );
            break;
          case 'LicenceIssued': {
            const window = windowsOf.windowOf(held.data);
            const licences = withKey(window.licences, accountId, day);
            const points = inWindow(day) ? ENGAGEMENT_POINTS.LicenceIssued : 0;
            windowsOf.write(window.id, pointsAdded(window, day, points, { licences }));
            break;
          }
          case 'LicenceRevoked': {
            // As an unlike: the points leave the day they were given on, if still in the window (and the item still has one).
            const window = windowsOf.read(held.data.itemId);
            const given = window?.licences[accountId];
            if (window === null || given === undefined) break;
            const licences = without(window.licences, accountId);
            const points = inWindow(given) ? -ENGAGEMENT_POINTS.LicenceIssued : 0;
            windowsOf.write(window.id, pointsAdded(window, given, points, { licences }));
            break;
          }
        }
      }
      keepEarliest(docs, windowsOf, advanced);
      return windowsOf.changes();
    },
  };
}
