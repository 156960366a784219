import type { ItemKind, KindTypeName, TutorialLevel, VectorFormat } from './kinds.js';
import type { ChangelogEntry, ImageRef, ItemFile } from './media.js';
import { ITEM_KINDS, KINDS } from './kinds.js';

export interface Price {
  /** Minor units (cents); 0 is free. With `payWhatYouWant`, the least a buyer may pay. */
  readonly amount: number;
  readonly currency: string;
  /** The buyer names the price, at least `amount` (ignored on a free item). */
  readonly payWhatYouWant?: boolean;
}

/**
 * The fields a creator edits; kind-specific ones are present only on their kind.
 *
 * Images: `coverImage` and `galleryImages` refer to uploads (with their renditions);
 * `coverImageUrl` and `galleryImageUrls` are single addresses, either given by the creator (every
 * item before uploads existed) or one JPEG rendition of the upload, so a reader that knows only the
 * addresses keeps working. Items from before uploads have no `coverImage` / `galleryImages`.
 */
export interface ItemFields {
  readonly title: string;
  readonly summary: string;
  readonly description: string;
  readonly coverImageUrl: string | null;
  readonly galleryImageUrls: readonly string[];
  readonly coverImage?: ImageRef | null;
  readonly galleryImages?: readonly ImageRef[];
  /** Deliverables: vectors (a file per format), templates and components (archives), tutorials (attachments). */
  readonly files?: readonly ItemFile[];
  /** Templates and components: where to duplicate or remix it. */
  readonly remixUrl?: string | null;
  /** Plugins: where to install it. */
  readonly installUrl?: string | null;
  /** Plugins: one entry per version, newest first. */
  readonly changelog?: readonly ChangelogEntry[];
  readonly previewUrl: string | null;
  readonly price: Price;
  readonly tags?: readonly string[];
  /** Templates: category slugs, new ones from TEMPLATE_CATEGORY_SLUGS (an item from before the list may hold others). */
  readonly categories?: readonly string[];
  readonly version?: string;
  readonly level?: TutorialLevel;
  readonly durationMinutes?: number;
  readonly formats?: readonly VectorFormat[];
  readonly siteUrl?: string;
}

export interface ItemCreatedData {
  readonly itemId: string;
  readonly kind: ItemKind;
  readonly creatorId: string;
  readonly slug: string;
  readonly fields: ItemFields;
}
export interface ItemEditedData {
  readonly itemId: string;
  readonly kind: ItemKind;
  /** Present when the slug changed; the old one keeps answering. */
  readonly slug?: string;
  readonly changes: Partial<ItemFields>;
}
export interface ItemPublishedData {
  readonly itemId: string;
  readonly kind: ItemKind;
}
export type ItemUnpublishedData = ItemPublishedData;
export type ItemDeletedData = ItemPublishedData;

/**
 * A release: a version (greater than every earlier one), what changed, and the files it hands over.
 * Its files become the item's `files` and its version the item's `version`; holders keep every
 * earlier release's files too.
 */
export interface ItemReleasedData {
  readonly itemId: string;
  readonly kind: ItemKind;
  readonly version: string;
  readonly notes: string;
  readonly files: readonly ItemFile[];
}

/** What can happen to an item, named once; each kind's event types are `<Kind><Change>`. */
export const ITEM_CHANGES = ['Created', 'Edited', 'Published', 'Unpublished', 'Deleted', 'Released'] as const;
export type ItemChange = (typeof ITEM_CHANGES)[number];
export type ItemEventType = `${KindTypeName}${ItemChange}`;

interface ItemDataByChange {
  Created: ItemCreatedData;
  Edited: ItemEditedData;
  Published: ItemPublishedData;
  Unpublished: ItemUnpublishedData;
  Deleted: ItemDeletedData;
  Released: ItemReleasedData;
}

export const ITEM_EVENT_VERSION = 1;

export const itemEventType = (kind: ItemKind, change: ItemChange): ItemEventType => `${KINDS[kind].typeName}${change}`;

const ITEM_EVENT_TYPES = new Map<string, { type: ItemEventType; kind: ItemKind; change: ItemChange }>(
  ITEM_KINDS.flatMap((kind) =>
    ITEM_CHANGES.map((change) => {
      const type = itemEventType(kind, change);
      return [type, { type, kind, change }] as const;
    }),
  ),
);

/** An item event with its kind and what changed read from its type, and data typed by the change. */
export type ItemEvent = {
  [C in ItemChange]: {
    readonly type: ItemEventType;
    readonly kind: ItemKind;
    readonly change: C;
    readonly data: ItemDataByChange[C];
  };
}[ItemChange];

/** The event a change to an item of some kind is stored as (`ComponentPublished`, `SiteEdited`, ...). */
export const itemEvent = <C extends ItemChange>(
  kind: ItemKind,
  change: C,
  data: ItemDataByChange[C],
): Extract<ItemEvent, { change: C }> =>
  ({ type: itemEventType(kind, change), kind, change, data }) as Extract<ItemEvent, { change: C }>;

/** The narrowing guard of item events: any other event is `null`. */
export function asItemEvent(event: { readonly type: string; readonly data: unknown }): ItemEvent | null {
  const known = ITEM_EVENT_TYPES.get(event.type);
  if (known === undefined) return null;
  // A literal, not `{ ...known, data }`: every projector asks this of every event, and V8 adds a
  // property to a spread copy through a slow path.
  return { type: known.type, kind: known.kind, change: known.change, data: event.data } as ItemEvent;
}
asItemEvent.types = [...ITEM_EVENT_TYPES.keys()] as readonly string[];

export const itemStreamId = (kind: ItemKind, itemId: string): string => `${KINDS[kind].singular}-${itemId}`;
