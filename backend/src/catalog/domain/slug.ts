import { ROUTE_WORDS } from '@creators/contracts';
import { toSlug } from '../../platform/slug.js';

/** The slug a title suggests; never a word the marketplace's own pages use (a title "Tags" becomes `tags-item`). */
export function slugify(title: string): string {
  const slug = toSlug(title) || 'item';
  return (ROUTE_WORDS as readonly string[]).includes(slug) ? `${slug}-item` : slug;
}

/** Tags and categories are kept as slugs, without repeats or empties, in the order given. */
export const normaliseLabels = (labels: readonly string[]): string[] =>
  [...new Set(labels.map((label) => toSlug(label, 40)))].filter((slug) => slug !== '');
