/**
 * Pictures for the demo content, drawn as SVG from a seed: every item gets its own cover and
 * gallery (a composition and a palette of its own), every creator an avatar. Shapes only, no
 * text, so they render the same wherever fonts differ. The SVG of a vector item doubles as its
 * downloadable file.
 */

export const PALETTES: readonly (readonly [string, string, string, string])[] = [
  ['#1e1b4b', '#6366f1', '#a5b4fc', '#f472b6'],
  ['#052e16', '#16a34a', '#86efac', '#fde047'],
  ['#431407', '#ea580c', '#fdba74', '#fef3c7'],
  ['#0c4a6e', '#0ea5e9', '#7dd3fc', '#f0abfc'],
  ['#3b0764', '#a855f7', '#e9d5ff', '#fb7185'],
  ['#111827', '#f59e0b', '#fcd34d', '#f9fafb'],
  ['#134e4a', '#14b8a6', '#99f6e4', '#fda4af'],
  ['#4c0519', '#e11d48', '#fecdd3', '#fef08a'],
  ['#1e3a8a', '#f97316', '#fed7aa', '#e0f2fe'],
  ['#18181b', '#84cc16', '#d9f99d', '#67e8f9'],
  ['#2e1065', '#ec4899', '#fbcfe8', '#fde68a'],
  ['#082f49', '#22d3ee', '#a5f3fc', '#fcd34d'],
];

export type Palette = (typeof PALETTES)[number];

const COMPOSITIONS = ['orbs', 'waves', 'tiles', 'stripes', 'window', 'rings'] as const;
export type Composition = (typeof COMPOSITIONS)[number];

/** A small deterministic sequence (the same for the same seed). */
function sequence(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

const round = (n: number): number => Math.round(n * 10) / 10;

function body(
  composition: Composition,
  [ink, main, soft, pop]: Palette,
  w: number,
  h: number,
  r: () => number,
): string {
  switch (composition) {
    case 'orbs':
      return Array.from({ length: 7 }, (_, i) => {
        const radius = round((0.12 + r() * 0.28) * h);
        const fill = [main, soft, pop][i % 3] ?? main;
        return `<circle cx="${round(r() * w)}" cy="${round(r() * h)}" r="${radius}" fill="${fill}" fill-opacity="${round(0.45 + r() * 0.5)}"/>`;
      }).join('');
    case 'waves':
      return Array.from({ length: 6 }, (_, i) => {
        const y = round(h * (0.25 + i * 0.12));
        const amplitude = round(h * (0.04 + r() * 0.08));
        const fill = [main, soft, pop][i % 3] ?? main;
        return `<path d="M0 ${y} C ${round(w * 0.25)} ${y - amplitude}, ${round(w * 0.5)} ${y + amplitude}, ${w} ${y - amplitude / 2} L ${w} ${h} L 0 ${h} Z" fill="${fill}" fill-opacity="${round(0.35 + i * 0.1)}"/>`;
      }).join('');
    case 'tiles': {
      const columns = 4 + Math.floor(r() * 3);
      const size = w / columns;
      const rows = Math.ceil(h / size);
      const cells: string[] = [];
      for (let x = 0; x < columns; x += 1)
        for (let y = 0; y < rows; y += 1) {
          const fill = [main, soft, pop, ink][Math.floor(r() * 4)] ?? main;
          cells.push(
            `<rect x="${round(x * size + 6)}" y="${round(y * size + 6)}" width="${round(size - 12)}" height="${round(size - 12)}" rx="${round(size * (r() < 0.5 ? 0.5 : 0.15))}" fill="${fill}"/>`,
          );
        }
      return cells.join('');
    }
    case 'stripes': {
      const band = round(h * (0.08 + r() * 0.08));
      return Array.from({ length: 14 }, (_, i) => {
        const fill = [main, soft, pop][i % 3] ?? main;
        return `<rect x="${round(-w + i * band * 1.6)}" y="-10" width="${band}" height="${h * 3}" fill="${fill}" transform="rotate(${round(25 + r() * 20)})"/>`;
      }).join('');
    }
    case 'window': {
      const pad = w * 0.1;
      const cardW = (w - pad * 2 - 40) / 3;
      const cards = [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${round(pad + 20 + i * (cardW + 10))}" y="${round(h * 0.42)}" width="${round(cardW - 10)}" height="${round(h * 0.38)}" rx="12" fill="${[main, soft, pop][i] ?? main}"/>`,
        )
        .join('');
      return `<rect x="${pad}" y="${h * 0.12}" width="${w - pad * 2}" height="${h * 0.8}" rx="18" fill="#ffffff" fill-opacity="0.92"/>
<circle cx="${pad + 24}" cy="${h * 0.12 + 22}" r="7" fill="${pop}"/><circle cx="${pad + 46}" cy="${h * 0.12 + 22}" r="7" fill="${soft}"/>
<rect x="${pad + 20}" y="${h * 0.24}" width="${round((w - pad * 2) * (0.35 + r() * 0.3))}" height="${round(h * 0.05)}" rx="8" fill="${ink}"/>
<rect x="${pad + 20}" y="${h * 0.32}" width="${round((w - pad * 2) * (0.25 + r() * 0.3))}" height="${round(h * 0.03)}" rx="6" fill="${main}" fill-opacity="0.6"/>${cards}`;
    }
    case 'rings': {
      const cx = round(w * (0.3 + r() * 0.4));
      const cy = round(h * (0.3 + r() * 0.4));
      return Array.from({ length: 9 }, (_, i) => {
        const stroke = [main, soft, pop][i % 3] ?? main;
        return `<circle cx="${cx}" cy="${cy}" r="${round((i + 1) * h * 0.09)}" fill="none" stroke="${stroke}" stroke-width="${round(h * 0.03)}" stroke-opacity="${round(0.5 + r() * 0.5)}"/>`;
      }).join('');
    }
  }
}

/** A picture `width` × `height` from a seed; the composition and palette can be chosen or left to the seed. */
export function artSvg(
  seed: number,
  width: number,
  height: number,
  choice: { composition?: Composition; palette?: number } = {},
): string {
  const r = sequence(seed);
  const composition = choice.composition ?? COMPOSITIONS[Math.floor(r() * COMPOSITIONS.length)] ?? 'orbs';
  const palette = PALETTES[(choice.palette ?? Math.floor(r() * PALETTES.length)) % PALETTES.length] ?? PALETTES[0];
  if (palette === undefined) throw new Error('no palette');
  const [ink, main] = palette;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ink}"/><stop offset="1" stop-color="${main}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>${body(composition, palette, width, height, r)}</svg>`;
}

/** An item's pictures: a cover and gallery images in other compositions of the same palette. */
export function itemArt(seed: number, galleryCount: number, width: number, height: number): string[] {
  const r = sequence(seed * 7919 + 1);
  const palette = Math.floor(r() * PALETTES.length);
  const first = Math.floor(r() * COMPOSITIONS.length);
  return Array.from({ length: 1 + galleryCount }, (_, i) =>
    artSvg(seed * 31 + i, width, height, {
      composition: COMPOSITIONS[(first + i * 2) % COMPOSITIONS.length] ?? 'orbs',
      palette: i === 0 ? palette : palette + i * 5,
    }),
  );
}

/** A creator's avatar: a face-like arrangement of shapes on their colour. */
export function avatarSvg(seed: number, size: number): string {
  const r = sequence(seed * 104729 + 3);
  const palette = PALETTES[Math.floor(r() * PALETTES.length)] ?? PALETTES[0];
  if (palette === undefined) throw new Error('no palette');
  const [ink, main, soft, pop] = palette;
  const c = size / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" fill="${main}"/>
<circle cx="${c}" cy="${round(size * 0.42)}" r="${round(size * (0.2 + r() * 0.06))}" fill="${soft}"/>
<ellipse cx="${c}" cy="${size}" rx="${round(size * (0.32 + r() * 0.08))}" ry="${round(size * 0.3)}" fill="${pop}"/>
<circle cx="${round(c - size * 0.07)}" cy="${round(size * 0.41)}" r="${round(size * 0.025)}" fill="${ink}"/>
<circle cx="${round(c + size * 0.07)}" cy="${round(size * 0.41)}" r="${round(size * 0.025)}" fill="${ink}"/></svg>`;
}
