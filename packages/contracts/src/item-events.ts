import type { ItemKind, KindTypeName } from './kinds.js';
import { ITEM_KINDS, KIND_LABELS } from './kinds.js';

export interface Price {
  /** Minor units (cents); 0 is free. */
  readonly amount: number;
  readonly currency: string;
}

/** The fields a creator edits; kind-specific ones are present only on their kind. */
export interface ItemFields {
  readonly title: string;
  readonly summary: string;
  readonly description: string;
  readonly coverImageUrl: string | null;
  readonly galleryImageUrls: readonly string[];
  readonly previewUrl: string | null;
  readonly price: Price;
  readonly tags?: readonly string[];
  readonly categories?: readonly string[];
  readonly version?: string;
  readonly level?: 'beginner' | 'intermediate' | 'advanced';
  readonly durationMinutes?: number;
  readonly formats?: readonly string[];
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

/** What can happen to an item, named once; each kind's event types are `<Kind><Change>`. */
export const ITEM_CHANGES = ['Created', 'Edited', 'Published', 'Unpublished', 'Deleted'] as const;
export type ItemChange = (typeof ITEM_CHANGES)[number];
export type ItemEventType = `${KindTypeName}${ItemChange}`;

interface ItemDataByChange {
  Created: ItemCreatedData;
  Edited: ItemEditedData;
  Published: ItemPublishedData;
  Unpublished: ItemUnpublishedData;
  Deleted: ItemDeletedData;
}

export const ITEM_EVENT_VERSION = 1;

export const itemEventType = (kind: ItemKind, change: ItemChange): ItemEventType =>
  `${KIND_LABELS[kind].typeName}${change}`;

const ITEM_EVENT_TYPES = new Map<string, { kind: ItemKind; change: ItemChange }>(
  ITEM_KINDS.flatMap((kind) => ITEM_CHANGES.map((change) => [itemEventType(kind, change), { kind, change }] as const)),
);

/** A stored event read as an item event: its kind, what changed, and typed data. */
export type ItemEvent = {
  [C in ItemChange]: { readonly kind: ItemKind; readonly change: C; readonly data: ItemDataByChange[C] };
}[ItemChange];

export function asItemEvent(event: { readonly type: string; readonly data: unknown }): ItemEvent | null {
  const known = ITEM_EVENT_TYPES.get(event.type);
  if (known === undefined) return null;
  return { kind: known.kind, change: known.change, data: event.data } as ItemEvent;
}

export const itemStreamId = (kind: ItemKind, itemId: string): string => `${KIND_LABELS[kind].singular}-${itemId}`;
