import { collectionName } from '@creators/storage';
import {
  asCreatorVisibilityEvent,
  asEngagementEvent,
  asEntitlementEvent,
  asItemEvent,
  asItemVisibilityEvent,
  type ChangelogLine,
  type CreatorCard,
  type ItemFields,
  type ItemKind,
  type RecordedEvent,
  type ReleaseRecord,
} from '@creators/contracts';
import { CLOCK, dayOf, engagementLedger, type ItemWindow } from '../engagement/engagement-ledger.js';
import { asCreatorEvent, cardOf, evolveCreatorCard, unknownCreator, type CreatorCardDoc } from './creator-cards.js';
import { evolveItemState, isShown, ITEMS, ITEMS_COLLECTION, type ItemStateDoc } from './item-state.js';
import { evolveRatings, noRating, ratingOf, ratingSubject, type ItemRating, type RatingsDoc } from './item-ratings.js';
import type { Stage } from '../runner/read-model.js';
import type { WorkingDocs } from '../runner/working-docs.js';

/** A published item as the public read models see it: every field, its creator's card and its engagement. */
export interface PublicItem<K extends keyof ItemFields = keyof ItemFields> {
  readonly id: string;
  readonly kind: ItemKind;
  readonly slug: string;
  readonly formerSlugs: readonly string[];
  readonly creatorId: string;
  readonly creator: CreatorCard;
  readonly fields: Pick<ItemFields, K>;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly publishedAt: string;
  /** Engagement points of the last 90 days. */
  readonly score: number;
  /** Standing likes. */
  readonly likeCount: number;
  /** Every release, newest first. */
  readonly releases: readonly ReleaseRecord[];
  /** The item's changelog: releases and the changes a buyer cares about, newest first. */
  readonly updates: readonly ChangelogLine[];
  /** The shown reviews' stars. */
  readonly rating: ItemRating;
}

/** What an item shows at one moment is made of: its state, its creator's card, its window and its rating. */
interface Showing {
  readonly state: ItemStateDoc | null;
  readonly card: CreatorCard;
  readonly window: ItemWindow | null;
  readonly rating: ItemRating;
}

const NOT_SHOWN: Showing = { state: null, card: unknownCreator(''), window: null, rating: noRating };

/**
 * How one event changed what an item shows publicly: `before` and `after` are null while the item is
 * not published. `engagement` says only its score, likes or rating moved (a view, a like, a review), which models that
 * show neither can skip. Each side is built when a view first asks for it: a batch's many views
 * of an item are merged into one transition, and only its two ends are ever shown.
 */
export class ItemTransition {
  private shownBefore: PublicItem | null | undefined;
  private shownAfter: PublicItem | null | undefined;

  constructor(
    private readonly from: Showing,
    private readonly to: Showing,
    readonly engagement: boolean,
    /** The views it counts, when it folds several at once (null: it is the event just folded). */
    readonly counted: Counted | null = null,
  ) {}

  get before(): PublicItem | null {
    if (this.shownBefore === undefined) this.shownBefore = viewOf(this.from);
    return this.shownBefore;
  }

  get after(): PublicItem | null {
    if (this.shownAfter === undefined) this.shownAfter = viewOf(this.to);
    return this.shownAfter;
  }

  /** The item it is about (null: shown on neither side), without building either side. */
  get subject(): string | null {
    return (isShown(this.to.state) ? this.to.state.id : null) ?? (isShown(this.from.state) ? this.from.state.id : null);
  }

  /** From where this one began to where `next` ended. */
  mergedWith(next: ItemTransition): ItemTransition {
    return new ItemTransition(this.from, next.to, next.engagement);
  }

  /** Only where it ends, as seen by a model that has applied its beginning. */
  endOnly(): ItemTransition {
    return new ItemTransition(NOT_SHOWN, this.to, this.engagement);
  }
}

/** Views and previews of one item, counted on the clock's day and not folded yet: the first and the last, and how many of each type. */
interface Counted {
  readonly item: { readonly itemId: string; readonly kind: ItemKind };
  readonly day: string;
  readonly from: RecordedEvent;
  to: RecordedEvent;
  readonly counts: Map<'ItemViewed' | 'ItemPreviewed', number>;
}

/** Each batch's counted views by item id (a batch's working documents are its own). */
const countedViews = new WeakMap<WorkingDocs, Map<string, Counted>>();

function countedOf(docs: WorkingDocs): Map<string, Counted> {
  let counted = countedViews.get(docs);
  if (counted === undefined) {
    counted = new Map();
    countedViews.set(docs, counted);
  }
  return counted;
}

/**
 * A view or preview on the clock's own day is counted, not folded (true): views only add to their
 * item's window, so a batch's views of an item are folded at once, before the next other event of
 * the item, before the clock moves to a new day, and at the batch's end. Any other event first
 * folds (into `transitions`) what was counted that it must follow; the ids folded go to `folded`.
 * (A creator renamed or hidden meanwhile shows their items with the windows as folded so far; the
 * counted views follow, with the new card, and each item ends as it would have.) Most events of a
 * batch with nothing counted are no views: they read neither the clock nor their item.
 */
function countedOrFolded(
  docs: WorkingDocs,
  event: RecordedEvent,
  transitions: ItemTransition[],
  folded: string[],
): boolean {
  const counted = countedOf(docs);
  const engagement = asEngagementEvent(event);
  const view = engagement?.type === 'ItemViewed' || engagement?.type === 'ItemPreviewed' ? engagement : null;
  if (view === null && counted.size === 0) return false;
  const day = dayOf(event.metadata.occurredAt);
  const clockDay = docs.get(PUBLIC_ENGAGEMENT_CLOCK, CLOCK)?.day ?? null;
  if (view !== null && day === clockDay) {
    count(counted, view, event, day);
    return true;
  }
  // A new day may take old days out of every window: what was counted on the last one goes in first.
  if (clockDay !== null && day > clockDay) foldCounted(docs, [...counted.keys()], transitions, folded);
  else {
    const subject = itemOf(event);
    if (subject !== null) foldCounted(docs, [subject], transitions, folded);
  }
  return false;
}

function count(
  counted: Map<string, Counted>,
  view: {
    readonly type: 'ItemViewed' | 'ItemPreviewed';
    readonly data: { readonly itemId: string; readonly kind: ItemKind };
  },
  event: RecordedEvent,
  day: string,
): void {
  const { itemId, kind } = view.data;
  const known = counted.get(itemId);
  if (known === undefined)
    counted.set(itemId, {
      item: { itemId, kind },
      day,
      from: event,
      to: event,
      counts: new Map([[view.type, 1]]),
    });
  else {
    known.to = event;
    known.counts.set(view.type, (known.counts.get(view.type) ?? 0) + 1);
  }
}

/** The item an event is about, when it is about one (its window may then change or be read). */
const itemOf = (event: RecordedEvent): string | null =>
  (asItemEvent(event) ?? asItemVisibilityEvent(event) ?? asEngagementEvent(event) ?? asEntitlementEvent(event))?.data
    .itemId ?? ratingSubject(event);

/**
 * Folds the counted views of `itemIds` into their windows, each a transition of its item (when
 * shown) spanning the views it counts. They stop being counted only once the whole step has run:
 * a step that misses a document runs again from the same counts.
 */
function foldCounted(
  docs: WorkingDocs,
  itemIds: Iterable<string>,
  transitions: ItemTransition[],
  folded: string[],
): void {
  const counted = countedOf(docs);
  for (const itemId of itemIds) {
    const views = counted.get(itemId);
    if (views === undefined) continue;
    folded.push(itemId);
    const { before, after } = ledger.addViews(docs, views.item, views.day, views.counts);
    const state = docs.get(ITEMS, itemId);
    if (!isShown(state)) continue;
    const card = readCard(docs, state.creatorId);
    const rating = readRating(docs, itemId);
    transitions.push(
      new ItemTransition({ state, card, window: before, rating }, { state, card, window: after, rating }, true, views),
    );
  }
}

/** Counts folded by a step that has run whole: they are no longer counted. */
function forget(docs: WorkingDocs, folded: readonly string[]): void {
  const counted = countedOf(docs);
  for (const itemId of folded) counted.delete(itemId);
}

/** The shared stage's name (the `items` model): its checkpoint and version live beside the read models'. */
export const PUBLIC_ITEMS = 'items';

export const PUBLIC_CREATOR_CARDS = collectionName<CreatorCardDoc>('public_creator_cards');
// Windows apart from the item states: a view then rewrites a small document, not the item's fields.
const ledger = engagementLedger('public_engagement');
const RATINGS = collectionName<RatingsDoc>('public_ratings');

/** Each item's engagement window, by item id, with its standing likes: "liked by me" on an item page (`likes`). */
export const PUBLIC_ENGAGEMENT = ledger.windows;
/** The engagement ledger's clock: the log's latest day (trending counts back from it). */
export const PUBLIC_ENGAGEMENT_CLOCK = ledger.clocks;
/** The tallies of days that left each item's window, by item id (`talliesOf` reads them with its window). */
export const PUBLIC_ENGAGEMENT_PAST = ledger.pasts;
const WINDOWS = PUBLIC_ENGAGEMENT;

/**
 * The `items` model, and what every public read model needs to know about items, folded once per
 * event and shared: each item's current state in every status (`items`: the dashboard's and
 * moderation's too, since later events carry only changes), each creator's card with
 * the ids of the published items it shows, and each item's engagement window. `fold` keeps that state
 * (through `docs`, in this stage's own collections) and says how the event changed what items show;
 * the public models (`publicItemProjector`) turn those transitions into their documents.
 */
export const publicItemsStage: Stage<ItemTransition> = {
  name: PUBLIC_ITEMS,
  // 8: creator cards without their items' ids, the clock with its earliest day, past tallies out of the windows (7: a hidden creator's items (6: each item's rating (5: releases and the changes a buyer cares about; 4: the engagement window as one document))).
  version: 8,
  collections: [
    ITEMS_COLLECTION,
    { name: PUBLIC_CREATOR_CARDS, fields: {} },
    { name: RATINGS, fields: {} },
    ...ledger.collections,
  ],
  // Before one `items` model and one public document per item (the stage and its views swap in together).
  replaces: [
    'catalog_items',
    'public_item_states',
    'public_engagement_likes',
    'public_engagement_day_log',
    'marketplace_listings',
    'item_details',
    'item_slugs',
    'component_tag_items',
    'template_category_items',
    'marketplace_search',
    'feed_timeline',
  ],

  fold(event: RecordedEvent, docs: WorkingDocs): ItemTransition[] {
    const transitions: ItemTransition[] = [];
    const folded: string[] = [];
    if (countedOrFolded(docs, event, transitions, folded)) return transitions;
    const itemId = (asItemEvent(event) ?? asItemVisibilityEvent(event))?.data.itemId;
    if (itemId !== undefined) onItem(docs, itemId, event, transitions);
    else if (!onCreatorVisibility(docs, event, transitions) && !onReview(docs, event, transitions))
      onCreator(docs, event, transitions);
    for (const { itemId, before, after } of ledger.apply(event, docs)) {
      const state = docs.get(ITEMS, itemId);
      if (!isShown(state)) continue;
      const card = readCard(docs, state.creatorId);
      const rating = readRating(docs, itemId);
      transitions.push(
        new ItemTransition({ state, card, window: before, rating }, { state, card, window: after, rating }, true),
      );
    }
    forget(docs, folded);
    return transitions;
  },

  flush(docs) {
    const transitions: ItemTransition[] = [];
    const folded: string[] = [];
    foldCounted(docs, [...countedOf(docs).keys()], transitions, folded);
    forget(docs, folded);
    return transitions;
  },

  spanOf: (transition) => transition.counted,
  subjectOf: (transition) => transition.subject,
  // An item's views and likes in a batch are shown once, from the first state to the last.
  mergeable: (transition) => transition.engagement,
  merge: (first, second) => first.mergedWith(second),
  endOf: (transition) => transition.endOnly(),
};

function viewOf({ state, card, window, rating }: Showing): PublicItem | null {
  return !isShown(state)
    ? null
    : {
        id: state.id,
        kind: state.kind,
        slug: state.slug,
        formerSlugs: state.formerSlugs,
        creatorId: state.creatorId,
        creator: cardOf(card),
        fields: state.fields,
        createdAt: state.createdAt,
        updatedAt: state.updatedAt,
        publishedAt: state.publishedAt,
        score: window?.score ?? 0,
        likeCount: window?.likeCount ?? 0,
        releases: state.releases ?? [],
        updates: state.updates ?? [],
        rating,
      };
}

const readRating = (docs: WorkingDocs, itemId: string): ItemRating => {
  const ratings = docs.get(RATINGS, itemId);
  return ratings === null ? noRating : ratingOf(ratings);
};

/**
 * A review written, edited, hidden or restored: the item's stars are kept apart (one small
 * document per item) and a shown item's rating moves like its likes. False when the event is no review's.
 */
function onReview(docs: WorkingDocs, event: RecordedEvent, transitions: ItemTransition[]): boolean {
  const itemId = ratingSubject(event);
  if (itemId === null) return false;
  const before = docs.get(RATINGS, itemId);
  const after = evolveRatings(before, event, itemId);
  if (after === before) return true;
  docs.put(RATINGS, after);
  const state = docs.get(ITEMS, itemId);
  if (!isShown(state)) return true;
  const card = readCard(docs, state.creatorId);
  const window = docs.get(WINDOWS, itemId);
  const ratingBefore = before === null ? noRating : ratingOf(before);
  transitions.push(
    new ItemTransition(
      { state, card, window, rating: ratingBefore },
      { state, card, window, rating: ratingOf(after) },
      true,
    ),
  );
  return true;
}

const readCard = (docs: WorkingDocs, creatorId: string): CreatorCardDoc =>
  docs.get(PUBLIC_CREATOR_CARDS, creatorId) ?? unknownCreator(creatorId);

/** An item's own event, or a moderator hiding or restoring it (it leaves or comes back to every public page at once). */
function onItem(docs: WorkingDocs, id: string, event: RecordedEvent, transitions: ItemTransition[]): void {
  const before = docs.get(ITEMS, id);
  const evolved = evolveItemState(before, event);
  // An item made while its creator is hidden is hidden with them from the start.
  const after =
    before === null && evolved !== null && readCard(docs, evolved.creatorId).hidden === true
      ? { ...evolved, creatorHidden: true as const }
      : evolved;
  if (after !== before) changeState(docs, id, before, after, transitions);
}

/**
 * A moderator hiding or restoring a creator: every item of theirs, in any status, carries it, so
 * whether an item is shown still follows from its state alone. False when the event is none of these.
 */
function onCreatorVisibility(docs: WorkingDocs, event: RecordedEvent, transitions: ItemTransition[]): boolean {
  const visibility = asCreatorVisibilityEvent(event);
  if (visibility === null) return false;
  const { creatorId } = visibility.data;
  const { hidden: _, ...card } = readCard(docs, creatorId);
  docs.put(PUBLIC_CREATOR_CARDS, visibility.type === 'CreatorHidden' ? { ...card, hidden: true } : card);
  for (const id of docs.candidates(ITEMS, { creatorId })) onItem(docs, id, event, transitions);
  return true;
}

function changeState(
  docs: WorkingDocs,
  id: string,
  before: ItemStateDoc | null,
  after: ItemStateDoc | null,
  transitions: ItemTransition[],
): void {
  if (after !== null) docs.put(ITEMS, after);
  else if (before !== null) docs.delete(ITEMS, id);
  const either = after ?? before;
  const wasShown = isShown(before);
  const isNowShown = isShown(after);
  if (either === null || (!wasShown && !isNowShown)) return;
  const card = readCard(docs, either.creatorId);
  const window = docs.get(WINDOWS, id);
  const rating = readRating(docs, id);
  transitions.push(
    new ItemTransition({ state: before, card, window, rating }, { state: after, card, window, rating }, false),
  );
}

function onCreator(docs: WorkingDocs, event: RecordedEvent, transitions: ItemTransition[]): void {
  const creator = asCreatorEvent(event);
  if (creator === null) return;
  const before = docs.get(PUBLIC_CREATOR_CARDS, creator.data.creatorId);
  const after = evolveCreatorCard(before, creator);
  if (after === null || after === before) return;
  docs.put(PUBLIC_CREATOR_CARDS, after);
  const { creatorId } = creator.data;
  const old = before ?? unknownCreator(creatorId);
  for (const itemId of docs.candidates(ITEMS, { creatorId })) {
    const state = docs.get(ITEMS, itemId);
    if (state?.creatorId !== creatorId || !isShown(state)) continue;
    const window = docs.get(WINDOWS, itemId);
    const rating = readRating(docs, itemId);
    transitions.push(
      new ItemTransition({ state, card: old, window, rating }, { state, card: after, window, rating }, false),
    );
  }
}
