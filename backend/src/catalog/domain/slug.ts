import { FIELD_LIMITS, ROUTE_WORDS } from '@creators/contracts';
import { toSlug } from '../../platform/slug.js';

/** The slug a title suggests; never a word the marketplace's own pages use (a title "Tags" becomes `tags-item`). */
export function slugify(title: string): string {
  const slug = toSlug(title) || 'item';
  return (ROUTE_WORDS as readonly string[]).includes(slug) ? `${slug}-item` : slug;
}

/** A tag or category as it is kept: `Landing page` is landing-page; may be empty. */
export const labelSlug = (label: string): string => toSlug(label, FIELD_LIMITS.label);

/** Tags and categories are kept as slugs, without repeats or empties, in the order given. */
export const normaliseLabels = (labels: readonly string[]): string[] =>
  [...new Set(labels.map(labelSlug))].filter((slug) => slug !== '');
