import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { SHARE_IMAGE } from '@creators/contracts';

/** What a link preview shows: words on the left, the item's cover or the creator's avatar on the right. */
export interface ShareCard {
  readonly eyebrow: string;
  readonly title: string;
  readonly byline: string;
  readonly footer: string;
  /** A picture's bytes (any format sharp reads), and how it is framed. */
  readonly picture: { readonly bytes: Buffer; readonly shape: 'wide' | 'round' } | null;
}

const GROUNDS: readonly (readonly [string, string, string])[] = [
  ['#1e1b4b', '#4338ca', '#c7d2fe'],
  ['#052e16', '#15803d', '#bbf7d0'],
  ['#431407', '#c2410c', '#fed7aa'],
  ['#0c4a6e', '#0369a1', '#bae6fd'],
  ['#3b0764', '#7e22ce', '#e9d5ff'],
  ['#134e4a', '#0f766e', '#99f6e4'],
];

const xml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/**
 * Words broken into at most `lines` lines of about `perLine` characters (fonts differ between
 * machines, so the measure is a character count with room to spare); the last line ends in an
 * ellipsis when words are left over.
 */
export function wrapText(text: string, perLine: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '')) {
    const piece = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
    const next = line === '' ? piece : `${line} ${piece}`;
    if (next.length <= perLine) {
      line = next;
      continue;
    }
    out.push(line);
    line = piece;
    if (out.length === lines) break;
  }
  if (out.length < lines && line !== '') out.push(line);
  const used = out.join(' ').length;
  const last = out[out.length - 1];
  if (used < text.trim().replace(/\s+/g, ' ').length && last !== undefined)
    out[out.length - 1] = `${last.length >= perLine ? last.slice(0, perLine - 1) : last}…`;
  return out;
}

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** The picture, cut to its frame: a rounded rectangle or a circle. */
async function framed(
  picture: NonNullable<ShareCard['picture']>,
): Promise<{ input: Buffer; left: number; top: number }> {
  const [width, height, radius] = picture.shape === 'wide' ? [480, 300, 24] : [300, 300, 150];
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}" fill="#fff"/></svg>`,
  );
  const input = await sharp(picture.bytes)
    .resize(width, height, { fit: 'cover' })
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
  return { input, left: SHARE_IMAGE.width - 72 - width, top: Math.round((SHARE_IMAGE.height - height) / 2) };
}

/** A link preview, 1200 × 630 PNG, drawn from the card's words and picture. */
export async function drawShareImage(card: ShareCard): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE;
  const seed = createHash('sha256').update(card.title).digest()[0] ?? 0;
  const [ink, main, soft] = GROUNDS[seed % GROUNDS.length] ?? ['#111827', '#374151', '#e5e7eb'];
  const room = card.picture === null ? width - 144 : 560;
  const titleSize = 64;
  const title = wrapText(card.title, Math.floor(room / (titleSize * 0.62)), 3);
  const byline = wrapText(card.byline, Math.floor(room / (30 * 0.58)), 2);
  const titleTop = 230;
  const bylineTop = titleTop + title.length * 76 + 20;
  const text = (x: number, y: number, size: number, fill: string, body: string, weight = 400): string =>
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}">${xml(body)}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ink}"/><stop offset="1" stop-color="${main}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
${text(72, 150, 28, soft, card.eyebrow.toUpperCase(), 700)}
${title.map((line, i) => text(72, titleTop + i * 76, titleSize, '#ffffff', line, 700)).join('\n')}
${byline.map((line, i) => text(72, bylineTop + i * 40, 30, soft, line)).join('\n')}
${text(72, height - 64, 28, '#ffffff', card.footer, 700)}
</svg>`;
  const layers = card.picture === null ? [] : [await framed(card.picture)];
  return sharp(Buffer.from(svg)).composite(layers).png({ compressionLevel: 8 }).toBuffer();
}
