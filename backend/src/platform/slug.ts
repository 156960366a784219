/** A slug: lower-case words and digits joined by `-`. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 80;

/** Accents dropped, words kept, everything else a single `-`; may be empty. */
export function toSlug(text: string, maxLength = MAX_SLUG_LENGTH): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}
