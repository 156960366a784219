import { safeExternalUrl } from './safe-url.js';

/**
 * A small Markdown reader for item descriptions: headings, paragraphs, lists (nested by
 * indentation), block quotes, fenced code, rules, emphasis, code spans and links. It produces a
 * tree that `components/markdown.tsx` turns into React elements, so nothing a creator writes is
 * ever parsed as HTML: raw HTML stays text, and only absolute http(s) URLs become links.
 */

export type MdInline =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'code'; readonly text: string }
  | { readonly type: 'strong'; readonly children: readonly MdInline[] }
  | { readonly type: 'em'; readonly children: readonly MdInline[] }
  | { readonly type: 'link'; readonly href: string; readonly children: readonly MdInline[] }
  | { readonly type: 'break' };

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
  | { readonly type: 'rule' };

// Nesting (quotes in lists in quotes, emphasis in links...) stops here; deeper input stays text.
const MAX_DEPTH = 8;

const FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*([\w+#.-]*)/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}> ?(.*)$/;
const BULLET = /^ {0,3}[-*+][ \t]+(.*)$/;
const ORDERED = /^ {0,3}(\d{1,9})[.)][ \t]+(.*)$/;
const ESCAPABLE = '\\`*_{}[]()#+-.!<>|~"\'';

export function parseMarkdown(source: string): MdBlock[] {
  return parseBlocks(source.replace(/\r\n?/g, '\n').split('\n'), 0);
}

const isBlank = (line: string): boolean => line.trim() === '';

function startsBlock(line: string, depth: number): boolean {
  return (
    FENCE.test(line) ||
    HEADING.test(line) ||
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

    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({
        type: 'heading',
        level: heading[1]?.length ?? 1,
        children: parseInline(heading[2] ?? '', depth),
      });
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

    const paragraph: string[] = [line.trim()];
    i++;
    while (i < lines.length && !isBlank(lines[i] ?? '') && !startsBlock(lines[i] ?? '', depth))
      paragraph.push((lines[i++] ?? '').trimStart());
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n'), depth) });
  }
  return blocks;
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

const isSpace = (ch: string | undefined): boolean => ch === undefined || /\s/.test(ch);
const isWordChar = (ch: string | undefined): boolean => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

function runLength(src: string, at: number, ch: string): number {
  let n = 0;
  while (src[at + n] === ch) n++;
  return n;
}

/** Where the closing `delimiter` run of exactly its length is, skipping code spans and escapes; -1 if none. */
function findClosing(src: string, from: number, delimiter: string): number {
  const ch = delimiter.charAt(0);
  let i = from;
  while (i < src.length) {
    const c = src[i];
    if (c === '\\') {
      i += 2;
      continue;
    }
    if (c === '`') {
      const run = runLength(src, i, '`');
      const close = src.indexOf('`'.repeat(run), i + run);
      i = close === -1 ? i + run : close + run;
      continue;
    }
    if (c === ch) {
      const run = runLength(src, i, ch);
      if (run === delimiter.length && !isSpace(src[i - 1]) && !(ch === '_' && isWordChar(src[i + run]))) return i;
      i += run;
      continue;
    }
    i++;
  }
  return -1;
}

interface LinkSyntax {
  readonly text: string;
  readonly url: string;
  readonly end: number;
}

/** `[text](url "title")` starting at `at` (the `[`), or null. */
function readLink(src: string, at: number): LinkSyntax | null {
  let depth = 0;
  let close = -1;
  for (let i = at; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '[') depth++;
    if (c === ']' && --depth === 0) {
      close = i;
      break;
    }
  }
  if (close === -1 || src[close + 1] !== '(') return null;
  let parens = 0;
  let end = -1;
  for (let i = close + 1; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '(') parens++;
    if (c === ')' && --parens === 0) {
      end = i;
      break;
    }
  }
  if (end === -1) return null;
  const destination = src
    .slice(close + 2, end)
    .trim()
    .replace(/\s+(?:"[^"]*"|'[^']*')$/, '');
  const url = destination.startsWith('<') && destination.endsWith('>') ? destination.slice(1, -1) : destination;
  return { text: src.slice(at + 1, close), url, end: end + 1 };
}

const AUTOLINK = /^<([a-z][a-z0-9+.-]{1,31}:[^\s<>]*)>/i;
const BARE_URL = /^https?:\/\/[^\s<]+/i;

export function parseInline(src: string, depth = 0): MdInline[] {
  const out: MdInline[] = [];
  let text = '';
  const flush = (): void => {
    if (text !== '') out.push({ type: 'text', text });
    text = '';
  };
  const link = (href: string | null, children: MdInline[]): void => {
    flush();
    // An unsafe destination keeps its words but is not a link.
    if (href === null) out.push(...children);
    else out.push({ type: 'link', href, children });
  };

  let i = 0;
  while (i < src.length) {
    const ch = src.charAt(i);
    const next = src[i + 1];

    if (ch === '\\' && next !== undefined) {
      if (next === '\n') {
        flush();
        out.push({ type: 'break' });
        i += 2;
        continue;
      }
      if (ESCAPABLE.includes(next)) {
        text += next;
        i += 2;
        continue;
      }
    }

    if (ch === '\n') {
      const hard = text.endsWith('  ');
      text = text.trimEnd();
      if (hard) {
        flush();
        out.push({ type: 'break' });
      } else text += ' ';
      i++;
      continue;
    }

    if (ch === '`') {
      const run = runLength(src, i, '`');
      const close = src.indexOf('`'.repeat(run), i + run);
      if (close !== -1) {
        flush();
        out.push({ type: 'code', text: src.slice(i + run, close).replace(/\n/g, ' ') });
        i = close + run;
      } else {
        text += '`'.repeat(run);
        i += run;
      }
      continue;
    }

    if ((ch === '*' || ch === '_') && depth < MAX_DEPTH) {
      const run = runLength(src, i, ch);
      const opens = !isSpace(src[i + run]) && !(ch === '_' && isWordChar(src[i - 1]));
      if (opens && run >= 2) {
        const close = findClosing(src, i + 2, ch + ch);
        if (close > i + 2) {
          flush();
          out.push({ type: 'strong', children: parseInline(src.slice(i + 2, close), depth + 1) });
          i = close + 2;
          continue;
        }
      }
      if (opens && run === 1) {
        const close = findClosing(src, i + 1, ch);
        if (close > i + 1) {
          flush();
          out.push({ type: 'em', children: parseInline(src.slice(i + 1, close), depth + 1) });
          i = close + 1;
          continue;
        }
      }
      text += ch.repeat(run);
      i += run;
      continue;
    }

    if ((ch === '[' || (ch === '!' && next === '[')) && depth < MAX_DEPTH) {
      const image = ch === '!';
      const found = readLink(src, image ? i + 1 : i);
      if (found !== null) {
        // Images are shown as a link to the picture: no third-party image loads inside our pages.
        link(
          safeExternalUrl(found.url),
          image ? [{ type: 'text', text: found.text || 'image' }] : parseInline(found.text, depth + 1),
        );
        i = found.end;
        continue;
      }
    }

    if (ch === '<') {
      const auto = AUTOLINK.exec(src.slice(i));
      if (auto !== null) {
        const url = auto[1] ?? '';
        const href = safeExternalUrl(url);
        if (href === null) text += auto[0];
        else link(href, [{ type: 'text', text: url }]);
        i += auto[0].length;
        continue;
      }
    }

    if ((ch === 'h' || ch === 'H') && !isWordChar(src[i - 1])) {
      const bare = BARE_URL.exec(src.slice(i));
      if (bare !== null) {
        // Trailing punctuation belongs to the sentence, not the address.
        const url = bare[0].replace(/[.,;:!?)'"]+$/, '');
        link(safeExternalUrl(url), [{ type: 'text', text: url }]);
        i += url.length;
        continue;
      }
    }

    text += ch;
    i++;
  }
  flush();
  return out;
}
