import { asItemEvent, itemEvent, KINDS, type ItemEvent, type ItemFields, type ItemKind } from '@creators/contracts';
import { catalogError } from '../catalog.errors.js';
import { invalidField } from '../../platform/domain-error.js';
import type { Decider } from '../../platform/event-sourcing.js';

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
      /** Plugins: notes for the version the item has after this edit. */
      readonly release?: { readonly notes: string; readonly date: string };
    }
  | { readonly type: 'Publish' | 'Unpublish' | 'Delete'; readonly kind: ItemKind; readonly creatorId: string };

export const commandName = (command: ItemCommand): string => `${command.type}${KINDS[command.kind].typeName}`;

export function evolveItem(state: ItemState, item: ItemEvent): ItemState {
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

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Pure: what a command does to an item as it stands, or why it may not. */
export function decideItem(command: ItemCommand, state: ItemState): ItemEvent[] {
  if (command.type === 'Create') {
    if (state.status !== 'none') throw catalogError('concurrent_change', 'an item with this id already exists');
    const { itemId, kind, creatorId, slug, fields } = command;
    return [itemEvent(kind, 'Created', { itemId, kind, creatorId, slug, fields })];
  }
  // Another creator's item, another kind's, a deleted one, or none: all "not found", so existence is not leaked.
  if (
    state.status === 'none' ||
    state.status === 'deleted' ||
    state.creatorId !== command.creatorId ||
    state.kind !== command.kind
  ) {
    throw catalogError('item_not_found', `no such ${KINDS[command.kind].singular}`);
  }
  const { itemId } = state;
  switch (command.type) {
    case 'Edit': {
      const released = command.release === undefined ? {} : { changelog: withRelease(command, state.fields) };
      const changes = Object.fromEntries(
        Object.entries({ ...command.changes, ...released }).filter(
          ([field, value]) => JSON.stringify(state.fields[field as keyof ItemFields]) !== JSON.stringify(value),
        ),
      );
      const renamed = command.slug !== undefined && command.slug !== state.slug;
      if (Object.keys(changes).length === 0 && !renamed) return [];
      return [
        itemEvent(command.kind, 'Edited', {
          itemId,
          kind: command.kind,
          ...(renamed ? { slug: command.slug } : {}),
          changes,
        }),
      ];
    }
    case 'Publish': {
      if (state.status === 'published') throw catalogError('already_published', 'this item is already published');
      const missing = KINDS[command.kind].requiredToPublish.filter((field) => isEmpty(state.fields[field]));
      if (missing.length > 0) {
        throw catalogError(
          'incomplete_item',
          `fill in ${missing.join(', ')} before publishing`,
          missing.map((field) => ({ field, message: 'is needed before publishing' })),
        );
      }
      return [itemEvent(command.kind, 'Published', { itemId, kind: command.kind })];
    }
    case 'Unpublish':
      if (state.status !== 'published') throw catalogError('not_published', 'this item is not published');
      return [itemEvent(command.kind, 'Unpublished', { itemId, kind: command.kind })];
    case 'Delete':
      return [itemEvent(command.kind, 'Deleted', { itemId, kind: command.kind })];
  }
}

/** Kept per plugin: older entries beyond it are dropped. */
const CHANGELOG_ENTRIES = 100;

/**
 * The changelog after release notes for the version the edit leaves: newest first, one entry per
 * version (notes sent again for a version replace its entry; the same notes keep its date).
 */
function withRelease(command: Extract<ItemCommand, { type: 'Edit' }>, fields: ItemFields): ItemFields['changelog'] {
  const version = command.changes.version ?? fields.version;
  const release = command.release;
  if (release === undefined) return fields.changelog;
  if (version === undefined) throw invalidField('releaseNotes', 'describe a version: set the version first');
  const notes = release.notes.trim();
  const earlier = fields.changelog ?? [];
  const same = earlier.find((entry) => entry.version === version);
  const entry = { version, notes, date: same !== undefined && same.notes === notes ? same.date : release.date };
  return [entry, ...earlier.filter((e) => e.version !== version)].slice(0, CHANGELOG_ENTRIES);
}

export const itemDecider: Decider<ItemState, ItemCommand, ItemEvent> = {
  initial: { status: 'none' },
  read: asItemEvent,
  evolve: evolveItem,
  decide: decideItem,
};
