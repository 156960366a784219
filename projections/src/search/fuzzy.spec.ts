import { deletions, editDistance, otherNumber, singular, vocabularyWords, wordsOf } from './fuzzy.js';

describe('forgiving search', () => {
  it('splits and folds words as the stores index them', () => {
    expect(wordsOf('Café-Menu NAVBAR, 2026')).toEqual(['cafe', 'menu', 'navbar', '2026']);
    expect(vocabularyWords('A UI kit: 12 buttons')).toEqual(['kit', 'buttons']);
  });

  it('splits printable ASCII text as it splits any text', () => {
    const ascii = `${Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')}\t\n\r`;
    // The same text with one letter beyond ASCII, which takes the full route: only that word differs.
    expect(wordsOf(`${ascii} Zoë`)).toEqual([...wordsOf(ascii), 'zoe']);
    expect(wordsOf(ascii)).toEqual(['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'abcdefghijklmnopqrstuvwxyz']);
    expect(wordsOf('  Hero--Section_v2 ')).toEqual(['hero', 'section', 'v2']);
  });

  it('finds a typo and its word through a shared deletion', () => {
    const typo = new Set(['navbr', ...deletions('navbr')]);
    expect(deletions('navbar').some((variant) => typo.has(variant))).toBe(true);
    expect(deletions('abc')).toEqual([]);
  });

  it('measures edits, transpositions counting one', () => {
    expect(editDistance('navbr', 'navbar', 2)).toBe(1);
    expect(editDistance('pricnig', 'pricing', 2)).toBe(1);
    expect(editDistance('button', 'bottom', 2)).toBe(2);
    expect(editDistance('icon', 'illustration', 2)).toBe(3);
  });

  it('knows the other number a prefix would miss', () => {
    expect(['gallery', 'galleries', 'buttons', 'button', 'key'].map(otherNumber)).toEqual([
      'galleries',
      'gallery',
      'button',
      null,
      null,
    ]);
  });

  it('takes English plurals back to their singular', () => {
    expect(['buttons', 'galleries', 'boxes', 'dashes', 'glass', 'status', 'icons', 'menu'].map(singular)).toEqual([
      'button',
      'gallery',
      'box',
      'dash',
      'glass',
      'status',
      'icon',
      'menu',
    ]);
  });
});
