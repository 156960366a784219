import {
  COLLECTION_LIMITS,
  asCollectionEvent,
  collectionEvent,
  type CollectionEvent,
  type CollectionScope,
  type ItemKind,
} from '@creators/contracts';
import { invalidField } from '../../platform/domain-error.js';
import type { Decider } from '../../platform/event-sourcing.js';
import { curationError } from '../curation.errors.js';

/** A collection as its stream stands (`exists: false` before it is made and once it is deleted). */
export interface CollectionState {
  readonly exists: boolean;
  readonly collectionId: string;
  readonly scope: CollectionScope;
  readonly ownerId: string;
  readonly itemIds: readonly string[];
  readonly published: boolean;
}

/** `curatorId`: who acts. A personal collection answers its owner only; featured ones any moderator (checked at the edge). */
export type CollectionCommand = { readonly scope: CollectionScope } & (
  | {
      readonly type: 'Create';
      readonly collectionId: string;
      readonly curatorId: string;
      readonly slug: string;
      readonly title: string;
      readonly description: string;
    }
  | { readonly type: 'Edit'; readonly curatorId: string; readonly title: string; readonly description: string }
  | { readonly type: 'AddItem'; readonly curatorId: string; readonly itemId: string; readonly kind: ItemKind }
  | { readonly type: 'RemoveItem'; readonly curatorId: string; readonly itemId: string }
  | { readonly type: 'Reorder'; readonly curatorId: string; readonly itemIds: readonly string[] }
  | { readonly type: 'Publish' | 'Unpublish' | 'Delete'; readonly curatorId: string }
);

const initial: CollectionState = {
  exists: false,
  collectionId: '',
  scope: 'personal',
  ownerId: '',
  itemIds: [],
  published: false,
};

function textOf(title: string, description: string): { title: string; description: string } {
  const trimmed = { title: title.trim(), description: description.trim() };
  if (trimmed.title === '') throw invalidField('title', 'must not be empty');
  if (trimmed.title.length > COLLECTION_LIMITS.title)
    throw invalidField('title', `must be at most ${COLLECTION_LIMITS.title} characters`);
  if (trimmed.description.length > COLLECTION_LIMITS.description)
    throw invalidField('description', `must be at most ${COLLECTION_LIMITS.description} characters`);
  return trimmed;
}

export function evolveCollection(state: CollectionState, event: CollectionEvent): CollectionState {
  switch (event.change) {
    case 'Created':
      return {
        exists: true,
        collectionId: event.data.collectionId,
        scope: event.scope,
        ownerId: event.data.curatorId,
        itemIds: [],
        published: false,
      };
    case 'Edited':
      return state;
    case 'ItemAdded':
      return { ...state, itemIds: [...state.itemIds, event.data.itemId] };
    case 'ItemRemoved':
      return { ...state, itemIds: state.itemIds.filter((id) => id !== event.data.itemId) };
    case 'ItemsReordered':
      return { ...state, itemIds: event.data.itemIds };
    case 'Published':
      return { ...state, published: true };
    case 'Unpublished':
      return { ...state, published: false };
    case 'Deleted':
      return initial;
  }
}

export function decideCollection(command: CollectionCommand, state: CollectionState): CollectionEvent[] {
  if (command.type === 'Create') {
    if (state.exists) throw curationError('collection_exists', 'this collection exists already');
    const { scope, collectionId, curatorId, slug } = command;
    const text = textOf(command.title, command.description);
    return [collectionEvent(scope, 'Created', { collectionId, curatorId, slug, ...text })];
  }
  // Someone else's personal collection is as good as absent (its owner alone may see or change it),
  // and so is one of the other scope (a moderator's route never reaches a person's collection).
  const mine = state.scope === 'featured' || state.ownerId === command.curatorId;
  if (!state.exists || state.scope !== command.scope || !mine)
    throw curationError('collection_not_found', 'no such collection');
  const { scope } = state;
  const ids = { collectionId: state.collectionId, curatorId: command.curatorId };
  switch (command.type) {
    case 'Edit':
      return [collectionEvent(scope, 'Edited', { ...ids, ...textOf(command.title, command.description) })];
    case 'AddItem':
      if (state.itemIds.includes(command.itemId))
        throw curationError('already_in_collection', 'this item is in the collection already');
      if (state.itemIds.length >= COLLECTION_LIMITS.items)
        throw curationError('collection_full', `a collection holds at most ${COLLECTION_LIMITS.items} items`);
      return [collectionEvent(scope, 'ItemAdded', { ...ids, itemId: command.itemId, kind: command.kind })];
    case 'RemoveItem':
      if (!state.itemIds.includes(command.itemId))
        throw curationError('not_in_collection', 'this item is not in the collection');
      return [collectionEvent(scope, 'ItemRemoved', { ...ids, itemId: command.itemId })];
    case 'Reorder': {
      const same =
        command.itemIds.length === state.itemIds.length &&
        new Set(command.itemIds).size === command.itemIds.length &&
        command.itemIds.every((id) => state.itemIds.includes(id));
      if (!same) throw invalidField('itemIds', "must list the collection's items, each once");
      return [collectionEvent(scope, 'ItemsReordered', { ...ids, itemIds: command.itemIds })];
    }
    case 'Publish':
      if (state.published) throw curationError('already_published', 'this collection is shown already');
      return [collectionEvent(scope, 'Published', ids)];
    case 'Unpublish':
      if (!state.published) throw curationError('not_published', 'this collection is not shown');
      return [collectionEvent(scope, 'Unpublished', ids)];
    case 'Delete':
      return [collectionEvent(scope, 'Deleted', ids)];
  }
}

export const collectionDecider: Decider<CollectionState, CollectionCommand, CollectionEvent> = {
  initial,
  read: asCollectionEvent,
  evolve: evolveCollection,
  decide: decideCollection,
};
