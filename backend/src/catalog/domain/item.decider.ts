import {
  asItemEvent,
  itemEventType,
  KIND_LABELS,
  type ItemChange,
  type ItemFields,
  type ItemKind,
  type RecordedEvent,
} from '@creators/contracts';
import { DomainError } from '../../platform/domain-error.js';
import type { Decided, Decider } from '../../platform/event-sourcing.js';
import { KIND_RULES } from './item-kinds.js';

export type ItemState =
  | { readonly status: 'none' }
  | {
      readonly status: 'draft' | 'published' | 'unpublished' | 'deleted';
      readonly itemId: string;
      readonly kind: ItemKind;
      readonly creatorId: string;
      readonly slug: string;
      readonly fields: ItemFields;
    };

/** The five things a creator does to an item; each reads per kind (`PublishComponent`, `DeleteSite`, ...). */
export type ItemCommand =
  | {
      readonly type: 'Create';
      readonly kind: ItemKind;
      readonly itemId: string;
      readonly creatorId: string;
      readonly slug: string;
      readonly fields: ItemFields;
    }
  | {
      readonly type: 'Edit';
      readonly kind: ItemKind;
      readonly creatorId: string;
      readonly changes: Partial<ItemFields>;
      readonly slug?: string;
    }
  | { readonly type: 'Publish' | 'Unpublish' | 'Delete'; readonly kind: ItemKind; readonly creatorId: string };

export const commandName = (command: ItemCommand): string => `${command.type}${KIND_LABELS[command.kind].typeName}`;

export function evolveItem(state: ItemState, event: RecordedEvent): ItemState {
  const item = asItemEvent(event);
  if (item === null) return state;
  if (item.change === 'Created') {
    return {
      status: 'draft',
      itemId: item.data.itemId,
      kind: item.kind,
      creatorId: item.data.creatorId,
      slug: item.data.slug,
      fields: item.data.fields,
    };
  }
  if (state.status === 'none') return state;
  switch (item.change) {
    case 'Edited':
      return { ...state, slug: item.data.slug ?? state.slug, fields: { ...state.fields, ...item.data.changes } };
    case 'Published':
      return { ...state, status: 'published' };
    case 'Unpublished':
      return { ...state, status: 'unpublished' };
    case 'Deleted':
      return { ...state, status: 'deleted' };
  }
}

const event = (kind: ItemKind, change: ItemChange, data: object): Decided => ({
  type: itemEventType(kind, change),
  data,
});

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Pure: what a command does to an item as it stands, or why it may not. */
export function decideItem(command: ItemCommand, state: ItemState): Decided[] {
  if (command.type === 'Create') {
    if (state.status !== 'none') throw new DomainError('concurrent_change', 'an item with this id already exists');
    const { itemId, kind, creatorId, slug, fields } = command;
    return [event(kind, 'Created', { itemId, kind, creatorId, slug, fields })];
  }
  // Another creator's item, another kind's, a deleted one, or none: all "not found", so existence is not leaked.
  if (
    state.status === 'none' ||
    state.status === 'deleted' ||
    state.creatorId !== command.creatorId ||
    state.kind !== command.kind
  ) {
    throw new DomainError('item_not_found', `no such ${KIND_LABELS[command.kind].singular}`);
  }
  const { itemId } = state;
  switch (command.type) {
    case 'Edit': {
      const changes = Object.fromEntries(
        Object.entries(command.changes).filter(
          ([field, value]) => JSON.stringify(state.fields[field as keyof ItemFields]) !== JSON.stringify(value),
        ),
      );
      const renamed = command.slug !== undefined && command.slug !== state.slug;
      if (Object.keys(changes).length === 0 && !renamed) return [];
      return [
        event(command.kind, 'Edited', {
          itemId,
          kind: command.kind,
          ...(renamed ? { slug: command.slug } : {}),
          changes,
        }),
      ];
    }
    case 'Publish': {
      if (state.status === 'published') throw new DomainError('already_published', 'this item is already published');
      const missing = KIND_RULES[command.kind].requiredToPublish.filter((field) => isEmpty(state.fields[field]));
      if (missing.length > 0) {
        throw new DomainError(
          'incomplete_item',
          `fill in ${missing.join(', ')} before publishing`,
          missing.map((field) => ({ field, message: 'is needed before publishing' })),
        );
      }
      return [event(command.kind, 'Published', { itemId, kind: command.kind })];
    }
    case 'Unpublish':
      if (state.status !== 'published') throw new DomainError('not_published', 'this item is not published');
      return [event(command.kind, 'Unpublished', { itemId, kind: command.kind })];
    case 'Delete':
      return [event(command.kind, 'Deleted', { itemId, kind: command.kind })];
  }
}

export const itemDecider: Decider<ItemState, ItemCommand> = {
  initial: { status: 'none' },
  evolve: evolveItem,
  decide: decideItem,
};
