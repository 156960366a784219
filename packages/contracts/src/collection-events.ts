import { everyEventType } from './event-guard.js';
import type { ItemKind } from './kinds.js';
import type { ItemCard } from './public-api.js';

/**
 * Collections of published items, one stream each (`collection-<id>`), in two scopes that share one
 * model: `featured` ones, which moderators curate for the home (editorial text), and `personal`
 * ones, which a signed-in person keeps (their own words: see the personal-data map). A collection
 * is shown to others only once published (a personal one is private until its owner makes it
 * public). Its slug is fixed when it is made.
 */
export const COLLECTION_SCOPES = ['featured', 'personal'] as const;
export type CollectionScope = (typeof COLLECTION_SCOPES)[number];

export const COLLECTION_CHANGES = [
  'Created',
  'Edited',
  'ItemAdded',
  'ItemRemoved',
  'ItemsReordered',
  'Published',
  'Unpublished',
  'Deleted',
] as const;
export type CollectionChange = (typeof COLLECTION_CHANGES)[number];

/** The text a collection shows: a title and a description. */
export interface CollectionText {
  readonly title: string;
  readonly description: string;
}

/** `curatorId`: who acted (a personal collection's owner, or the moderator). */
interface CollectionDataByChange {
  Created: CollectionText & { readonly collectionId: string; readonly curatorId: string; readonly slug: string };
  Edited: CollectionText & { readonly collectionId: string; readonly curatorId: string };
  ItemAdded: {
    readonly collectionId: string;
    readonly curatorId: string;
    readonly itemId: string;
    readonly kind: ItemKind;
  };
  ItemRemoved: { readonly collectionId: string; readonly curatorId: string; readonly itemId: string };
  ItemsReordered: { readonly collectionId: string; readonly curatorId: string; readonly itemIds: readonly string[] };
  Published: { readonly collectionId: string; readonly curatorId: string };
  Unpublished: { readonly collectionId: string; readonly curatorId: string };
  Deleted: { readonly collectionId: string; readonly curatorId: string };
}
export type CollectionData<C extends CollectionChange = CollectionChange> = CollectionDataByChange[C];

const SCOPE_TYPE_NAMES = { featured: 'FeaturedCollection', personal: 'PersonalCollection' } as const;
type ScopeTypeName = (typeof SCOPE_TYPE_NAMES)[CollectionScope];

export type FeaturedCollectionEvent = {
  [C in CollectionChange]: { readonly type: `FeaturedCollection${C}`; readonly data: CollectionDataByChange[C] };
}[CollectionChange];
export type PersonalCollectionEvent = {
  [C in CollectionChange]: { readonly type: `PersonalCollection${C}`; readonly data: CollectionDataByChange[C] };
}[CollectionChange];

export const FEATURED_COLLECTION_EVENT_TYPES = everyEventType<FeaturedCollectionEvent>()([
  'FeaturedCollectionCreated',
  'FeaturedCollectionEdited',
  'FeaturedCollectionItemAdded',
  'FeaturedCollectionItemRemoved',
  'FeaturedCollectionItemsReordered',
  'FeaturedCollectionPublished',
  'FeaturedCollectionUnpublished',
  'FeaturedCollectionDeleted',
]);
export const PERSONAL_COLLECTION_EVENT_TYPES = everyEventType<PersonalCollectionEvent>()([
  'PersonalCollectionCreated',
  'PersonalCollectionEdited',
  'PersonalCollectionItemAdded',
  'PersonalCollectionItemRemoved',
  'PersonalCollectionItemsReordered',
  'PersonalCollectionPublished',
  'PersonalCollectionUnpublished',
  'PersonalCollectionDeleted',
]);

export const COLLECTION_EVENT_VERSION = 1;

/** A collection event with its scope and change read from its type, and data typed by the change. */
export type CollectionEvent = {
  [C in CollectionChange]: {
    readonly type: `${ScopeTypeName}${C}`;
    readonly scope: CollectionScope;
    readonly change: C;
    readonly data: CollectionDataByChange[C];
  };
}[CollectionChange];

export const collectionEventType = <C extends CollectionChange>(
  scope: CollectionScope,
  change: C,
): `${ScopeTypeName}${C}` => `${SCOPE_TYPE_NAMES[scope]}${change}`;

/** The event a change to a collection of some scope is stored as (`FeaturedCollectionPublished`, ...). */
export const collectionEvent = <C extends CollectionChange>(
  scope: CollectionScope,
  change: C,
  data: CollectionDataByChange[C],
): CollectionEvent => {
  const event: { type: string; scope: CollectionScope; change: CollectionChange; data: CollectionData } = {
    type: collectionEventType(scope, change),
    scope,
    change,
    data,
  };
  return event as CollectionEvent;
};

const KNOWN = new Map<string, { scope: CollectionScope; change: CollectionChange }>(
  COLLECTION_SCOPES.flatMap((scope) =>
    COLLECTION_CHANGES.map((change) => [collectionEventType(scope, change), { scope, change }] as const),
  ),
);

/** The narrowing guard of collection events (either scope): any other event is `null`. */
export function asCollectionEvent(event: { readonly type: string; readonly data: unknown }): CollectionEvent | null {
  const known = KNOWN.get(event.type);
  if (known === undefined) return null;
  return { type: event.type, scope: known.scope, change: known.change, data: event.data } as CollectionEvent;
}
asCollectionEvent.types = [...KNOWN.keys()] as readonly string[];

export const collectionStreamId = (collectionId: string): string => `collection-${collectionId}`;

/** What a collection may hold. */
export const COLLECTION_LIMITS = { title: 80, description: 500, items: 100 } as const;

/** A collection's card or page as the API shows it. */
export interface CollectionSummary {
  readonly id: string;
  readonly scope: CollectionScope;
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly published: boolean;
  readonly itemCount: number;
  readonly itemIds: readonly string[];
  readonly updatedAt: string;
  /** A personal collection's owner (handle and name); null for featured ones. */
  readonly owner: { readonly handle: string; readonly name: string } | null;
}

/** A collection's page: the collection and the cards of its items that are shown, in its order. */
export interface CollectionPageView {
  readonly collection: CollectionSummary;
  readonly items: readonly ItemCard[];
}
