/**
 * Forgiving search, the same on every store: words are normalised as the stores index them, a
 * vocabulary of the words published items use is kept with each word's single-letter deletions
 * (symmetric-delete spelling correction: a typo and the word it misspells share a deletion), and a
 * query word is widened to its singular and its likely corrections before the store is asked.
 */

/** Words shorter than this are neither corrected nor kept in the vocabulary. */
export const MIN_WORD = 3;
/** Words longer than this are kept whole but get no deletions (nobody mistypes the whole of them). */
const MAX_WORD = 24;

/** Printable ASCII and line breaks, which no normalisation changes: its letters are a-z, its digits 0-9. */
const ASCII = /^[\t\n\r -~]*$/;

/** Lower case, without diacritics, split on anything that is not a letter or digit. */
export function wordsOf(text: string): string[] {
  // Most text is ASCII, and search weighs hundreds of documents' fields a query: three Unicode
  // normalisations each are its largest cost there.
  if (ASCII.test(text))
    return text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 0);
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** The words a vocabulary keeps: long enough, not numbers. */
export const vocabularyWords = (text: string): string[] =>
  wordsOf(text).filter((word) => word.length >= MIN_WORD && word.length <= MAX_WORD && !/^\d+$/.test(word));

/** Every string one deletion away (for words of four letters or more). */
export function deletions(word: string): string[] {
  const chars = Array.from(word);
  if (chars.length < 4 || chars.length > MAX_WORD) return [];
  const found = new Set<string>();
  for (let i = 0; i < chars.length; i += 1) found.add([...chars.slice(0, i), ...chars.slice(i + 1)].join(''));
  return [...found];
}

/** An English plural's singular (`buttons` → `button`, `galleries` → `gallery`); the word itself otherwise. */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) {
    return word.slice(0, -1);
  }
  return word;
}

/**
 * The other number of a word that a prefix match would miss: `gallery` → `galleries`, `box` →
 * `boxes`, a plural's singular; null when the word itself (as a prefix) already covers it.
 */
export function otherNumber(word: string): string | null {
  const one = singular(word);
  if (one !== word) return one;
  if (/[^aeiou]y$/.test(word) && word.length > 3) return `${word.slice(0, -1)}ies`;
  return null;
}

/** Optimal string alignment distance (Levenshtein with adjacent transpositions), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        value = Math.min(value, (previous2[j - 2] ?? 0) + 1);
      }
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[y.length] ?? max + 1;
}

/** How far a correction may be from what was typed: one edit for short words, two from eight letters. */
export const allowedEdits = (word: string): number => (Array.from(word).length >= 8 ? 2 : 1);
