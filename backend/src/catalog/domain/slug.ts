import { toSlug } from '../../platform/slug.js';

/** The slug a title suggests. */
export const slugify = (title: string): string => toSlug(title) || 'item';

/** Tags and categories are kept as slugs, without repeats or empties, in the order given. */
export const normaliseLabels = (labels: readonly string[]): string[] =>
  [...new Set(labels.map((label) => toSlug(label, 40)))].filter((slug) => slug !== '');
