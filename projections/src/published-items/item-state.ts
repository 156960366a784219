import type { ItemEvent, ItemFields, ItemKind } from '@creators/contracts';
import { eventFields, withFields } from './with-fields.js';

/**
 * What the public read models remember of every item, drafts included: an `Edited` or `Published`
 * event carries only what changed, so the rest has to be known already.
 */
export interface ItemStateDoc {
  readonly id: string;
  readonly kind: ItemKind;
  readonly creatorId: string;
  readonly slug: string;
  readonly formerSlugs: readonly string[];
  readonly status: 'draft' | 'published' | 'unpublished';
  readonly fields: ItemFields;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** The first publication: a republished item keeps its place in "newest". */
  readonly publishedAt: string | null;
  /** Hidden by a moderator: shown nowhere public, whatever its status (absent on items never hidden). */
  readonly hidden?: boolean;
  readonly [field: string]: unknown;
}

/** Whether the public sees the item: published, and not hidden by a moderator. */
export const isShown = (state: ItemStateDoc | null): state is ItemStateDoc & { publishedAt: string } =>
  state !== null && state.status === 'published' && state.hidden !== true && state.publishedAt !== null;

/** The item's next state after one of its events (null once deleted or never created). */
export function evolveItemState(doc: ItemStateDoc | null, item: ItemEvent, at: string): ItemStateDoc | null {
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
    };
  }
  if (doc === null) return null;
  switch (item.change) {
    case 'Edited': {
      const slug = item.data.slug ?? doc.slug;
      return {
        ...doc,
        // Only the fields the event sets change: one it leaves unset keeps its stored value.
        fields: withFields(doc.fields, eventFields(item.data.changes)),
        slug,
        formerSlugs: slug === doc.slug ? doc.formerSlugs : [...doc.formerSlugs.filter((s) => s !== slug), doc.slug],
        updatedAt: at,
      };
    }
    case 'Published':
      return { ...doc, status: 'published', publishedAt: doc.publishedAt ?? at, updatedAt: at };
    case 'Unpublished':
      return { ...doc, status: 'unpublished', updatedAt: at };
    case 'Deleted':
      return null;
  }
}
