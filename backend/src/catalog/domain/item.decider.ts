import {
  asItemEvent,
  compareVersions,
  isVersion,
  itemEvent,
  KINDS,
  type ItemEvent,
  type ItemFields,
  type ItemFile,
  type ItemKind,
} from '@creators/contracts';
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
      /** The latest release's version (absent before the first). */
      readonly released?: string;
    };

/** The six things a creator does to an item; each reads per kind (`PublishComponent`, `DeleteSite`, ...). */
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
  | {
      readonly type: 'Release';
      readonly kind: ItemKind;
      readonly creatorId: string;
      readonly version: string;
      readonly notes: string;
      /** Resolved from the creator's uploads by the handler. */
      readonly files: readonly ItemFile[];
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
    case 'Released':
      return {
        ...state,
        fields: { ...state.fields, files: item.data.files, version: item.data.version },
        released: item.data.version,
      };
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
    case 'Release':
      return [decideRelease(command, state)];
  }
}

/**
 * A release's version is greater than the latest release's and than the version the item shows (a
 * plugin's, set by an edit before releases), so holders can tell which is newer; a kind that hands
 * over no files releases notes alone.
 */
function decideRelease(
  command: Extract<ItemCommand, { type: 'Release' }>,
  state: Extract<ItemState, { itemId: string }>,
): ItemEvent {
  const { kind, version, files } = command;
  const notes = command.notes.trim();
  if (!isVersion(version)) throw invalidField('version', 'must be a version such as 1.2.0');
  if (notes === '') throw invalidField('notes', 'say what changed in this release');
  if (KINDS[kind].deliverables === null && files.length > 0) {
    throw invalidField('files', `a ${KINDS[kind].singular} hands over no files: release notes alone`);
  }
  const current = [state.released, state.fields.version].filter(
    (known): known is string => known !== undefined && isVersion(known),
  );
  const highest = current.sort(compareVersions).at(-1);
  if (highest !== undefined && compareVersions(version, highest) <= 0) {
    throw catalogError('version_not_greater', `the version must be greater than ${highest}, the latest`, [
      { field: 'version', message: `must be greater than ${highest}` },
    ]);
  }
  return itemEvent(kind, 'Released', { itemId: state.itemId, kind, version, notes, files });
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
