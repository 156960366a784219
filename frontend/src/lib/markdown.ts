import { safeExternalUrl } from './safe-url.js';

/**
 * A small Markdown reader for item descriptions: headings, paragraphs, lists (nested by
 * indentation), block quotes, fenced code, rules, tables, emphasis, strikethrough, code spans,
 * links and images. It produces a tree that `components/markdown.tsx` turns into React elements,
 * so nothing a creator writes is ever parsed as HTML: raw HTML stays text, only absolute http(s)
 * URLs become links and only https ones images.
 *
 * Anyone can write a description, so reading one takes time linear in its length (give or take a
 * logarithm) whatever it holds: no opener rescans the rest of the text for its closer, and no
 * regex can backtrack over a long run of characters.
 */

export type MdInline =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'code'; readonly text: string }
  | { readonly type: 'strong'; readonly children: readonly MdInline[] }
  | { readonly type: 'em'; readonly children: readonly MdInline[] }
  | { readonly type: 'del'; readonly children: readonly MdInline[] }
  | { readonly type: 'link'; readonly href: string; readonly children: readonly MdInline[] }
  | { readonly type: 'image'; readonly src: string; readonly alt: string }
  | { readonly type: 'break' };

/** A table column's alignment, from the colons of its delimiter cell. */
export type MdAlign = 'left' | 'center' | 'right' | null;

/** A table row: one cell per column of the header. */
export type MdRow = readonly (readonly MdInline[])[];

export type MdBlock =
  | { readonly type: 'heading'; readonly level: number; readonly children: readonly MdInline[] }
  | { readonly type: 'paragraph'; readonly children: readonly MdInline[] }
  | {
      readonly type: 'list';
      readonly ordered: boolean;
      readonly start: number;
      readonly items: readonly (readonly MdBlock[])[];
    }
  | { readonly type: 'code'; readonly language: string; readonly text: string }
  | { readonly type: 'quote'; readonly children: readonly MdBlock[] }
  | { readonly type: 'rule' }
  | {
      readonly type: 'table';
      readonly align: readonly MdAlign[];
      readonly head: MdRow;
      readonly rows: readonly MdRow[];
    };

// Nesting (quotes in lists in quotes, emphasis in links...) stops here; deeper input stays text.
const MAX_DEPTH = 8;

const FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*([\w+#.-]*)/;
const HEADING_OPEN = /^ {0,3}(#{1,6})(?:[ \t]+|$)/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
// `s`: without it `.` stops at U+2028 and `(.*)$` backtracks through the spaces before it.
const QUOTE = /^ {0,3}> ?(.*)$/s;
const BULLET = /^ {0,3}[-*+][ \t]+(.*)$/s;
const ORDERED = /^ {0,3}(\d{1,9})[.)][ \t]+(.*)$/s;
const DELIMITER_CELL = /^(:?)-+(:?)$/;
const ESCAPABLE = '\\`*_{}[]()#+-.!<>|~"\'';

export function parseMarkdown(source: string): MdBlock[] {
  return parseBlocks(source.replace(/\r\n?/g, '\n').split('\n'), 0);
}

const isBlank = (line: string): boolean => line.trim() === '';

function startsBlock(line: string, depth: number): boolean {
  return (
    FENCE.test(line) ||
    HEADING_OPEN.test(line) ||
    RULE.test(line) ||
    (depth < MAX_DEPTH && (QUOTE.test(line) || BULLET.test(line) || ORDERED.test(line)))
  );
}

function parseBlocks(lines: readonly string[], depth: number): MdBlock[] {
  const blocks: MdBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (isBlank(line)) {
      i++;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1] ?? '```';
      const body: string[] = [];
      i++;
      while (i < lines.length && !(lines[i] ?? '').trim().startsWith(marker)) body.push(lines[i++] ?? '');
      i++; // the closing fence, or the end of the text
      blocks.push({ type: 'code', language: fence[2] ?? '', text: body.join('\n') });
      continue;
    }

    const heading = readHeading(line);
    if (heading !== null) {
      blocks.push({ type: 'heading', level: heading.level, children: parseInline(heading.text, depth) });
      i++;
      continue;
    }

    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i++;
      continue;
    }

    if (depth < MAX_DEPTH && QUOTE.test(line)) {
      const inner: string[] = [];
      for (let m = QUOTE.exec(lines[i] ?? ''); m !== null && i < lines.length; m = QUOTE.exec(lines[i] ?? '')) {
        inner.push(m[1] ?? '');
        i++;
      }
      blocks.push({ type: 'quote', children: parseBlocks(inner, depth + 1) });
      continue;
    }

    if (depth < MAX_DEPTH && (BULLET.test(line) || ORDERED.test(line))) {
      i = parseList(lines, i, depth, blocks);
      continue;
    }

    if (tableAlignments(lines, i) !== null) {
      i = parseTable(lines, i, depth, blocks);
      continue;
    }

    const paragraph: string[] = [line.trim()];
    i++;
    while (
      i < lines.length &&
      !isBlank(lines[i] ?? '') &&
      !startsBlock(lines[i] ?? '', depth) &&
      tableAlignments(lines, i) === null
    )
      paragraph.push((lines[i++] ?? '').trimStart());
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n'), depth) });
  }
  return blocks;
}

/** `## Title ##` as its level and words, or null. */
function readHeading(line: string): { level: number; text: string } | null {
  const open = HEADING_OPEN.exec(line);
  if (open === null) return null;
  let text = trimEndOf(line.slice(open[0].length), ' \t');
  // A closing run of `#` goes only when a space separates it from the words.
  const unclosed = trimEndOf(text, '#');
  if (unclosed.endsWith(' ') || unclosed.endsWith('\t')) text = trimEndOf(unclosed, ' \t');
  return { level: open[1]?.length ?? 1, text };
}

/** `text` without its trailing characters from `set`; a `[…]+$` regex would rescan every such run. */
function trimEndOf(text: string, set: string): string {
  let end = text.length;
  while (end > 0 && set.includes(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

/** Reads one list starting at `from` into `blocks`; answers the index of the first line after it. */
function parseList(lines: readonly string[], from: number, depth: number, blocks: MdBlock[]): number {
  const first = lines[from] ?? '';
  const orderedMatch = BULLET.test(first) ? null : ORDERED.exec(first);
  const ordered = orderedMatch !== null;
  const marker = ordered ? ORDERED : BULLET;
  const itemOf = (line: string): string | undefined => {
    const m = marker.exec(line);
    return m === null ? undefined : ordered ? m[2] : m[1];
  };

  const leading = (line: string): number => line.length - line.trimStart().length;
  // Lines indented past the list's own markers belong to the current item (nested lists too).
  const base = leading(first);
  const indented = (line: string): boolean => !isBlank(line) && leading(line) >= base + 2;

  const items: string[][] = [];
  let i = from;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    const current = items.at(-1);
    if (current !== undefined && indented(line)) {
      current.push(line.slice(Math.min(leading(line), base + 4)));
      i++;
      continue;
    }
    const started = RULE.test(line) ? undefined : itemOf(line);
    if (started !== undefined) {
      items.push([started]);
      i++;
      continue;
    }
    if (current === undefined) break;
    if (isBlank(line)) {
      // A blank line keeps the list going only when more of the list follows.
      const next = lines[i + 1] ?? '';
      if (itemOf(next) !== undefined || indented(next)) {
        current.push('');
        i++;
        continue;
      }
      break;
    }
    // A lazy continuation of the item's paragraph.
    if (startsBlock(line, depth)) break;
    current.push(line.trim());
    i++;
  }

  blocks.push({
    type: 'list',
    ordered,
    start: orderedMatch === null ? 1 : Number(orderedMatch[1]),
    items: items.map((itemLines) => parseBlocks(itemLines, depth + 1)),
  });
  return i;
}

/**
 * The columns' alignments when `lines[at]` is a table's header row and the next line its
 * delimiter row (`|---|:---:|`, one cell per header cell); null when no table starts there.
 */
function tableAlignments(lines: readonly string[], at: number): MdAlign[] | null {
  const header = lines[at] ?? '';
  const delimiter = lines[at + 1] ?? '';
  // Both rows need a pipe, so `Title` over `---` stays a paragraph and a rule.
  if (!header.includes('|') || !delimiter.includes('|')) return null;
  const align: MdAlign[] = [];
  for (const cell of splitRow(delimiter)) {
    const colons = DELIMITER_CELL.exec(cell);
    if (colons === null) return null;
    const [, left, right] = colons;
    align.push(left && right ? 'center' : left ? 'left' : right ? 'right' : null);
  }
  return align.length === splitRow(header).length ? align : null;
}

/** Reads the table starting at `from` into `blocks`; answers the index of the first line after it. */
function parseTable(lines: readonly string[], from: number, depth: number, blocks: MdBlock[]): number {
  const align = tableAlignments(lines, from) ?? [];
  const header = lines[from] ?? '';
  // Long rows lose their extra cells and short ones get empty cells, as on GitHub, but never more
  // empty cells than the table has characters: a wide header over many one-word rows would
  // otherwise multiply the text.
  let padding = header.length + (lines[from + 1] ?? '').length;
  const rowOf = (line: string): MdRow => {
    const cells = splitRow(line).slice(0, align.length);
    const added = Math.min(align.length - cells.length, padding);
    padding -= added;
    return [...cells, ...Array<string>(added).fill('')].map((cell) => parseInline(cell, depth));
  };
  const head = rowOf(header);
  const rows: MdRow[] = [];
  let i = from + 2;
  while (i < lines.length && !isBlank(lines[i] ?? '') && !startsBlock(lines[i] ?? '', depth)) {
    const line = lines[i++] ?? '';
    padding += line.length;
    rows.push(rowOf(line));
  }
  blocks.push({ type: 'table', align, head, rows });
  return i;
}

/** A table row's cells: split at every pipe no backslash escapes, then `\|` read as a pipe. */
function splitRow(line: string): string[] {
  let row = line.trim();
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|') && !row.endsWith('\\|')) row = row.slice(0, -1);
  const cells: string[] = [];
  let start = 0;
  for (let i = 0; i <= row.length; i++) {
    if (i < row.length && (row[i] !== '|' || row[i - 1] === '\\')) continue;
    // Unescaped before the inline reader sees it, so `\|` is a pipe inside code spans too.
    cells.push(row.slice(start, i).trim().replaceAll('\\|', '|'));
    start = i + 1;
  }
  return cells;
}

const isSpace = (ch: string | undefined): boolean => ch === undefined || /\s/.test(ch);
const isWordChar = (ch: string | undefined): boolean => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);
const canEscape = (ch: string): boolean => ch !== '' && ESCAPABLE.includes(ch);

function runLength(src: string, at: number, ch: string, to: number): number {
  let end = at;
  while (end < to && src.charAt(end) === ch) end++;
  return end - at;
}

/**
 * What one pass over a paragraph learns, so that no opener has to look ahead for its closer
 * (looking ahead from every `*` or `[` is what made long unclosed text quadratic).
 */
interface InlineIndex {
  readonly src: string;
  /** Where each code span ends (after its closing backticks), by where it starts. */
  readonly codeEnds: ReadonlyMap<number, number>;
  /** The `]` matching each `[`, code spans and escapes aside. */
  readonly brackets: ReadonlyMap<number, number>;
  /** The `)` matching each `(`, for link destinations. */
  readonly parens: ReadonlyMap<number, number>;
  /** The starts of the runs that can close `*`, `**`, `_`, `__` and `~~`, in order. */
  readonly closers: ReadonlyMap<string, readonly number[]>;
}

/** Reads `src` left to right as the inline reader does: escapes, then code spans and autolinks. */
function indexInline(src: string): InlineIndex {
  const codeEnds = new Map<number, number>();
  const brackets = new Map<number, number>();
  const closers = new Map<string, number[]>();
  const nextBackticks = backtickRuns(src);
  const openBrackets: number[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src.charAt(i);
    if (ch === '\\' && canEscape(src.charAt(i + 1))) {
      i += 2;
    } else if (ch === '`') {
      const run = runLength(src, i, ch, src.length);
      const close = nextBackticks(run, i + run);
      if (close !== -1) codeEnds.set(i, close + run);
      i = close === -1 ? i + run : close + run;
    } else if (ch === '*' || ch === '_' || ch === '~') {
      const run = runLength(src, i, ch, src.length);
      const closes = !isSpace(src[i - 1]) && !(ch === '_' && isWordChar(src[i + run]));
      if (closes && run <= 2) {
        const key = ch.repeat(run);
        const list = closers.get(key) ?? [];
        list.push(i);
        closers.set(key, list);
      }
      i += run;
    } else if (ch === '<') {
      const end = autolinkEnd(src, i, src.length);
      i = end === -1 ? i + 1 : end;
    } else {
      if (ch === '[') openBrackets.push(i);
      const open = ch === ']' ? openBrackets.pop() : undefined;
      if (open !== undefined) brackets.set(open, i);
      i++;
    }
  }
  return { src, codeEnds, brackets, parens: matchParens(src), closers };
}

/** Answers, for a backtick run, where the next run of exactly its length starts (or -1); asked in order. */
function backtickRuns(src: string): (length: number, from: number) => number {
  const starts = new Map<number, number[]>();
  for (let i = src.indexOf('`'); i !== -1;) {
    const run = runLength(src, i, '`', src.length);
    const list = starts.get(run) ?? [];
    list.push(i);
    starts.set(run, list);
    i = src.indexOf('`', i + run);
  }
  // Questions come with growing `from`, so each length's list is walked once in all.
  const cursors = new Map<number, number>();
  return (length, from) => {
    const list = starts.get(length) ?? [];
    let k = cursors.get(length) ?? 0;
    while (k < list.length && (list[k] ?? from) < from) k++;
    cursors.set(length, k);
    return list[k] ?? -1;
  };
}

/** The `)` matching each `(`; a backslash hides the character after it, as in a destination. */
function matchParens(src: string): Map<number, number> {
  const parens = new Map<number, number>();
  const open: number[] = [];
  for (let i = 0; i < src.length; i++) {
    const ch = src.charAt(i);
    if (ch === '\\') i++;
    else if (ch === '(') open.push(i);
    else if (ch === ')') {
      const start = open.pop();
      if (start !== undefined) parens.set(start, i);
    }
  }
  return parens;
}

/** The first of the sorted `positions` at or after `from`, or -1. */
function firstFrom(positions: readonly number[], from: number): number {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((positions[middle] ?? from) < from) low = middle + 1;
    else high = middle;
  }
  return positions[low] ?? -1;
}

/**
 * Inline nodes being built. Text is kept in pieces and joined once: a string grown by the
 * character and trimmed at every line end is copied whole each time.
 */
class InlineOutput {
  private readonly nodes: MdInline[] = [];
  private pieces: string[] = [];

  text(piece: string): void {
    if (piece !== '') this.pieces.push(piece);
  }

  add(nodes: readonly MdInline[]): void {
    for (const node of nodes) {
      if (node.type === 'text') this.text(node.text);
      else {
        this.flush();
        this.nodes.push(node);
      }
    }
  }

  /** A line end reads as a space, or as a hard break after two spaces; white space before it goes. */
  lineEnd(): void {
    const last = this.pieces.at(-1) ?? '';
    const hard = last.length >= 2 ? last.endsWith('  ') : last === ' ' && (this.pieces.at(-2) ?? '').endsWith(' ');
    for (let piece = this.pieces.pop(); piece !== undefined; piece = this.pieces.pop()) {
      const kept = piece.trimEnd();
      if (kept !== '') {
        this.pieces.push(kept);
        break;
      }
    }
    if (hard) this.add([{ type: 'break' }]);
    else this.text(' ');
  }

  finish(): MdInline[] {
    this.flush();
    return this.nodes;
  }

  private flush(): void {
    if (this.pieces.length > 0) this.nodes.push({ type: 'text', text: this.pieces.join('') });
    this.pieces = [];
  }
}

export function parseInline(src: string, depth = 0): MdInline[] {
  return parseSpan(indexInline(src), 0, src.length, depth);
}

/** The inline nodes of `index.src` from `from` to `to`, the span's delimiters excluded. */
function parseSpan(index: InlineIndex, from: number, to: number, depth: number): MdInline[] {
  const { src } = index;
  const out = new InlineOutput();
  let plain = from; // where the characters not yet given to `out` start
  let i = from;
  while (i < to) {
    if (src.charAt(i) === '\n') {
      out.text(src.slice(plain, i));
      out.lineEnd();
      i++;
      plain = i;
      continue;
    }
    const read = readAt(index, i, to, depth);
    if (read === null) {
      i++;
      continue;
    }
    out.text(src.slice(plain, i));
    out.add(read.nodes);
    i = read.end;
    plain = i;
  }
  out.text(src.slice(plain, to));
  return out.finish();
}

/** What the text at a position reads as, up to `end`. */
interface Read {
  readonly end: number;
  readonly nodes: readonly MdInline[];
}

const textNode = (text: string): MdInline => ({ type: 'text', text });
const literal = (src: string, from: number, to: number): Read => ({ end: to, nodes: [textNode(src.slice(from, to))] });
// An unsafe destination keeps its words but is not a link.
const linkOrWords = (href: string | null, children: MdInline[]): MdInline[] =>
  href === null ? children : [{ type: 'link', href, children }];

/** The construct starting at `at` (and ending by `to`), or null when that character is plain text. */
function readAt(index: InlineIndex, at: number, to: number, depth: number): Read | null {
  const { src } = index;
  const ch = src.charAt(at);
  switch (ch) {
    case '\\': {
      const next = at + 1 < to ? src.charAt(at + 1) : '';
      if (next === '\n') return { end: at + 2, nodes: [{ type: 'break' }] };
      return canEscape(next) ? { end: at + 2, nodes: [textNode(next)] } : null;
    }
    case '`':
      return readCode(index, at, to);
    case '*':
    case '_':
    case '~':
      return readDelimited(index, at, to, depth);
    case '[':
    case '!':
      return depth < MAX_DEPTH ? readLink(index, at, to, depth) : null;
    case '<':
      return readAutolink(src, at, to);
    case 'h':
    case 'H':
      return readBareUrl(src, at, to);
    default:
      return null;
  }
}

function readCode(index: InlineIndex, at: number, to: number): Read {
  const run = runLength(index.src, at, '`', to);
  const end = index.codeEnds.get(at);
  if (end === undefined || end > to) return literal(index.src, at, at + run);
  return { end, nodes: [{ type: 'code', text: index.src.slice(at + run, end - run).replaceAll('\n', ' ') }] };
}

/** `*em*`, `**strong**` (or with `_`) and `~~del~~`; an unmatched run stays text. */
function readDelimited(index: InlineIndex, at: number, to: number, depth: number): Read {
  const { src } = index;
  const ch = src.charAt(at);
  const run = runLength(src, at, ch, to);
  const width = ch === '~' ? (run === 2 ? 2 : 0) : Math.min(run, 2);
  const opens =
    width > 0 &&
    depth < MAX_DEPTH &&
    !isSpace(at + run < to ? src[at + run] : undefined) &&
    !(ch === '_' && isWordChar(src[at - 1]));
  const close = opens ? firstFrom(index.closers.get(ch.repeat(width)) ?? [], at + width) : -1;
  if (close === -1 || close + width > to) return literal(src, at, at + run);
  const children = parseSpan(index, at + width, close, depth + 1);
  const type = ch === '~' ? 'del' : width === 2 ? 'strong' : 'em';
  return { end: close + width, nodes: [{ type, children }] };
}

/** `[text](url "title")`, or `![alt](url)` when `at` is the `!`; null when it is not one. */
function readLink(index: InlineIndex, at: number, to: number, depth: number): Read | null {
  const { src } = index;
  const image = src.charAt(at) === '!';
  const open = image ? at + 1 : at;
  const close = index.brackets.get(open);
  if (close === undefined || src.charAt(close + 1) !== '(') return null;
  const end = index.parens.get(close + 1);
  if (end === undefined || end >= to) return null;
  const url = linkDestination(src.slice(close + 2, end));
  const children = parseSpan(index, open + 1, close, depth + 1);
  if (!image) return { end: end + 1, nodes: linkOrWords(safeExternalUrl(url), children) };
  // Pictures load from https only: never from data:, and never over plain http on our pages.
  const picture = safeExternalUrl(url);
  const alt = plainText(children);
  return {
    end: end + 1,
    nodes: [picture?.startsWith('https:') ? { type: 'image', src: picture, alt } : textNode(alt)],
  };
}

/** A link's destination without its title and angle brackets. */
function linkDestination(raw: string): string {
  let destination = raw.trim();
  const quote = destination.at(-1);
  if (quote === '"' || quote === "'") {
    const title = destination.lastIndexOf(quote, destination.length - 2);
    if (title > 0 && isSpace(destination[title - 1])) destination = destination.slice(0, title).trimEnd();
  }
  return destination.startsWith('<') && destination.endsWith('>') ? destination.slice(1, -1) : destination;
}

/** The words of inline nodes, as an image's alt text. */
function plainText(nodes: readonly MdInline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
        case 'code':
          return node.text;
        case 'image':
          return node.alt;
        case 'break':
          return ' ';
        case 'strong':
        case 'em':
        case 'del':
        case 'link':
          return plainText(node.children);
      }
    })
    .join('');
}

/** Where the address starting at `from` ends: at white space, at one of `stops`, or at `to`. */
function addressEnd(src: string, from: number, to: number, stops: string): number {
  let end = from;
  while (end < to && !isSpace(src[end]) && !stops.includes(src.charAt(end))) end++;
  return end;
}

const AUTOLINK_SCHEME = /^[a-z][a-z0-9+.-]{1,31}:/i;

/** Where the autolink (`<scheme:…>`) starting at `at` ends, or -1. */
function autolinkEnd(src: string, at: number, to: number): number {
  const close = addressEnd(src, at + 1, to, '<>');
  return close < to && src.charAt(close) === '>' && AUTOLINK_SCHEME.test(src.slice(at + 1, close)) ? close + 1 : -1;
}

/** `<https://…>`; other schemes stay text. */
function readAutolink(src: string, at: number, to: number): Read | null {
  const end = autolinkEnd(src, at, to);
  if (end === -1) return null;
  const url = src.slice(at + 1, end - 1);
  const href = safeExternalUrl(url);
  return { end, nodes: href === null ? [textNode(`<${url}>`)] : linkOrWords(href, [textNode(url)]) };
}

const BARE_URL_START = /^https?:\/\/[^\s<]/i;

/** `https://…` written out in the text. */
function readBareUrl(src: string, at: number, to: number): Read | null {
  if (isWordChar(src[at - 1]) || !BARE_URL_START.test(src.slice(at, Math.min(at + 9, to)))) return null;
  // Trailing punctuation belongs to the sentence, not the address.
  const url = trimEndOf(src.slice(at, addressEnd(src, at, to, '<')), '.,;:!?)\'"');
  return { end: at + url.length, nodes: linkOrWords(safeExternalUrl(url), [textNode(url)]) };
}
