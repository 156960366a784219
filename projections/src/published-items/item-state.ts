import {
  asCreatorVisibilityEvent,
  asItemEvent,
  asItemVisibilityEvent,
  CHANGELOG_LINES,
  type ChangelogLine,
  type ItemEvent,
  type ItemFields,
  type ReleaseRecord,
  type ItemKind,
  type RecordedEvent,
} from '@creators/contracts';
import { collectionName, type CollectionSpec } from '@creators/storage';
import { eventFields, withFields } from '../runner/with-fields.js';

export type ItemStatus = 'draft' | 'published' | 'unpublished';

/** Set while a moderator keeps the item hidden from every public page: why, and since when. */
export interface ItemModeration {
  readonly hidden: true;
  readonly reason: string;
  readonly at: string;
}

/**
 * The `items` model: every item of every creator in every status, one document each. The dashboard
 * lists and edits it, moderation reads it, and the public models follow it: an `Edited` or
 * `Published` event carries only what changed, so the rest has to be known already.
 */
export interface ItemStateDoc {
  readonly id: string;
  readonly kind: ItemKind;
  readonly creatorId: string;
  readonly slug: string;
  /** Slugs the item answered at before a rename. */
  readonly formerSlugs: readonly string[];
  readonly status: ItemStatus;
  readonly fields: ItemFields;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** The first publication: a republished item keeps its place in "newest". */
  readonly publishedAt: string | null;
  /** The item stream's revision: the ETag a change must match. */
  readonly revision: number;
  /** Absent on items never moderated, null once restored. */
  readonly moderation?: ItemModeration | null;
  /** True while a moderator keeps the item's creator hidden (absent otherwise). */
  readonly creatorHidden?: true;
  /** Every release, newest first (absent before the first). */
  readonly releases?: readonly ReleaseRecord[];
  /** Releases and, once published, the changes a buyer cares about, newest first (absent before any). */
  readonly updates?: readonly ChangelogLine[];
  readonly [field: string]: unknown;
}

export const ITEMS = collectionName<ItemStateDoc>('items');

/** The `items` collection: a creator's items by kind, newest change first, and an item by its slug. */
export const ITEMS_COLLECTION: CollectionSpec = {
  name: ITEMS,
  fields: { kind: 'string', creatorId: 'string', status: 'string', slug: 'string', updatedAt: 'string' },
  indexes: [
    ['creatorId', 'kind', 'updatedAt'],
    ['kind', 'slug'],
  ],
};

/** Whether the public sees the item: published, and neither it nor its creator hidden by a moderator. */
export const isShown = (state: ItemStateDoc | null): state is ItemStateDoc & { publishedAt: string } =>
  state !== null &&
  state.status === 'published' &&
  state.moderation?.hidden !== true &&
  state.creatorHidden !== true &&
  state.publishedAt !== null;

/** The item's next state after one of its events or a moderator's (null once deleted or never created). */
export function evolveItemState(doc: ItemStateDoc | null, event: RecordedEvent): ItemStateDoc | null {
  const visibility = asItemVisibilityEvent(event);
  if (visibility !== null) {
    if (doc === null) return null;
    const { reason } = visibility.data;
    // The moderation stream's event: the item's revision (its ETag) stays the same.
    return {
      ...doc,
      moderation: visibility.type === 'ItemHidden' ? { hidden: true, reason, at: event.metadata.occurredAt } : null,
    };
  }
  const creator = asCreatorVisibilityEvent(event);
  if (creator !== null) {
    if (doc?.creatorId !== creator.data.creatorId) return doc;
    // Like an item's own hiding, the item's revision stays the same.
    const { creatorHidden: _, ...rest } = doc;
    return creator.type === 'CreatorHidden' ? { ...rest, creatorHidden: true } : rest;
  }
  const item = asItemEvent(event);
  if (item === null) return doc;
  const at = event.metadata.occurredAt;
  if (item.change === 'Created') {
    return {
      id: item.data.itemId,
      kind: item.kind,
      creatorId: item.data.creatorId,
      slug: item.data.slug,
      formerSlugs: [],
      status: 'draft',
      fields: eventFields(item.data.fields),
      createdAt: at,
      updatedAt: at,
      publishedAt: null,
      revision: event.revision,
    };
  }
  if (doc === null) return null;
  const touched = { updatedAt: at, revision: event.revision };
  switch (item.change) {
    case 'Edited': {
      const slug = item.data.slug ?? doc.slug;
      return {
        ...doc,
        ...touched,
        // Only the fields the event sets change: one it leaves unset keeps its stored value.
        fields: withFields(doc.fields, eventFields(item.data.changes)),
        slug,
        updates: logged(doc, buyerChanges(doc, item, at)),
        formerSlugs: slug === doc.slug ? doc.formerSlugs : [...doc.formerSlugs.filter((s) => s !== slug), doc.slug],
      };
    }
    case 'Published':
      return { ...doc, ...touched, status: 'published', publishedAt: doc.publishedAt ?? at };
    case 'Unpublished':
      return { ...doc, ...touched, status: 'unpublished' };
    case 'Deleted':
      return null;
    case 'Released': {
      const { version, notes, files } = item.data;
      return {
        ...doc,
        ...touched,
        fields: withFields(doc.fields, { files, version }),
        releases: [{ version, notes, date: at, files }, ...(doc.releases ?? [])],
        updates: logged(doc, [{ type: 'release', date: at, version, notes, files: files.length }]),
      };
    }
  }
}

/**
 * What an edit of a published item changed that a buyer cares about: its price or its description
 * (before the first publication nobody held it, so nothing is logged).
 */
function buyerChanges(doc: ItemStateDoc, edit: Extract<ItemEvent, { change: 'Edited' }>, at: string): ChangelogLine[] {
  if (doc.publishedAt === null) return [];
  const { price, description } = edit.data.changes;
  const lines: ChangelogLine[] = [];
  if (price !== undefined) lines.push({ type: 'price', date: at, price });
  if (description !== undefined) lines.push({ type: 'description', date: at });
  return lines;
}

const logged = (doc: ItemStateDoc, lines: readonly ChangelogLine[]): readonly ChangelogLine[] | undefined =>
  lines.length === 0 ? doc.updates : [...lines, ...(doc.updates ?? [])].slice(0, CHANGELOG_LINES);
