import type { TextQuery } from './document-store.js';
import { DocumentStoreError, type Scalar } from './document-store.js';

/** A keyset cursor: the sort values and id of the last item of a page, opaque to clients. */
export interface CursorPosition {
  readonly values: readonly Scalar[];
  readonly id: string;
}

export const encodeCursor = (position: CursorPosition): string =>
  Buffer.from(JSON.stringify([position.values, position.id])).toString('base64url');

export function decodeCursor(cursor: string, sortLength: number): CursorPosition {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2) {
      const [values, id] = parsed as [unknown, unknown];
      if (
        Array.isArray(values) &&
        values.length === sortLength &&
        values.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v)) &&
        typeof id === 'string'
      ) {
        return { values: values as Scalar[], id };
      }
    }
  } catch {
    // fall through to the error below
  }
  throw new DocumentStoreError('bad_cursor', 'the cursor is not one this list handed out');
}

/** Words of a free-text query, lower-cased, without operators: safe to hand to any text index. */
export const searchTerms = (text: string): string[] =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 0)
    .slice(0, 16);

/** At most this many alternatives in all: a search stays a handful of index lookups. */
const MAX_ALTERNATIVES = 64;

/**
 * A text query as groups of alternatives, each normalised like stored words: a typed search is
 * one group per word; given groups keep their shape, empty ones dropped.
 */
export function textGroups(text: TextQuery | undefined): string[][] {
  if (text === undefined) return [];
  if (typeof text === 'string') return searchTerms(text).map((term) => [term]);
  let budget = MAX_ALTERNATIVES;
  const groups: string[][] = [];
  for (const group of text.slice(0, 16)) {
    const alternatives = [...new Set(group.flatMap(searchTerms))].slice(0, Math.max(0, budget));
    budget -= alternatives.length;
    if (alternatives.length > 0) groups.push(alternatives);
  }
  return groups;
}
