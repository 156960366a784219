import {
  MIN_WORD,
  SEARCH_TERMS,
  SEARCH_VARIANTS,
  allowedEdits,
  deletions,
  editDistance,
  otherNumber,
  singular,
} from '@creators/projections';
import type { DocumentStore } from '@creators/storage';

/** One typed word and what it may stand for, each alternative with how much a match on it counts. */
export interface ExpandedWord {
  readonly typed: string;
  readonly alternatives: readonly { readonly term: string; readonly weight: number }[];
  /** The likeliest correction, when the word matches nothing published as typed. */
  readonly correction: string | null;
}

/** Corrections offered per word: the closest, then the most used. */
const CORRECTIONS = 3;

/** Whether some published word starts with these letters (so the word, as a prefix, finds something). */
async function isKnownPrefix(documents: DocumentStore, word: string): Promise<boolean> {
  const page = await documents.find(SEARCH_TERMS, {
    filter: { term: { gte: word, lt: `${word}\uffff` } },
    limit: 1,
  });
  return page.items.length > 0;
}

/** The vocabulary's words within the allowed edits of a word, closest and most used first. */
async function correctionsOf(documents: DocumentStore, word: string): Promise<string[]> {
  const variants = await documents.getMany(SEARCH_VARIANTS, [word, ...deletions(word)]);
  const candidates = [...new Set([...variants.values()].flatMap((variant) => variant.terms))];
  const max = allowedEdits(word);
  const near = candidates
    .map((term) => ({ term, distance: editDistance(word, term, max) }))
    .filter(({ distance }) => distance <= max);
  if (near.length === 0) return [];
  const counts = await documents.getMany(
    SEARCH_TERMS,
    near.map(({ term }) => term),
  );
  return near
    .sort((a, b) => a.distance - b.distance || (counts.get(b.term)?.count ?? 0) - (counts.get(a.term)?.count ?? 0))
    .slice(0, CORRECTIONS)
    .map(({ term }) => term);
}

/** How typed words are taken: forgiven their typos, or as typed (the searcher turned the correction down). */
export type Spelling = 'forgiving' | 'as-typed';

/**
 * Widens each typed word: itself (as a prefix, so "nav" finds "navbar"), its other number
 * ("buttons" finds "button", "gallery" finds "galleries"), and, when nothing published starts with it
 * and the spelling is forgiven, the vocabulary's words one or two edits away ("navbr" finds "navbar").
 */
export async function expandWords(
  documents: DocumentStore,
  words: readonly string[],
  spelling: Spelling = 'forgiving',
): Promise<ExpandedWord[]> {
  return Promise.all(
    words.map(async (typed) => {
      const alternatives = [{ term: typed, weight: 1 }];
      const other = otherNumber(typed);
      if (other !== null && other.length >= MIN_WORD) alternatives.push({ term: other, weight: 0.9 });
      const one = singular(typed);
      if (spelling === 'as-typed' || typed.length < 4 || /^\d+$/.test(typed) || (await isKnownPrefix(documents, one))) {
        return { typed, alternatives, correction: null };
      }
      const corrections = await correctionsOf(documents, typed);
      for (const term of corrections) alternatives.push({ term, weight: 0.6 });
      return { typed, alternatives, correction: corrections[0] ?? null };
    }),
  );
}
