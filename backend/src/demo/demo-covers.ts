import type { Palette } from './demo-art.js';
import type { Design, Section } from './demo-titles.js';

/**
 * A demo item's cover: its own picture (demo-art.ts) behind a sketch of what its preview shows, in
 * a window, so a card tells a navbar from a pricing table and a template from a plugin at a glance.
 * Shapes only, no text, like the rest of the demo's pictures.
 */
interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

const r = (n: number): number => Math.round(n * 10) / 10;
const rect = (x: number, y: number, w: number, h: number, fill: string, radius = 4, extra = ''): string =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(Math.max(0, w))}" height="${r(Math.max(0, h))}" rx="${radius}" fill="${fill}"${extra}/>`;
const lines = (x: number, y: number, w: number, count: number, fill: string, gap = 10): string =>
  Array.from({ length: count }, (_, i) => rect(x, y + i * gap, w * (i === count - 1 ? 0.6 : 1), 4, fill, 2)).join('');

const GREY = '#e2e8f0';
const TEXT = '#94a3b8';

function sketch(section: Section, { x, y, w, h }: Box, [ink, main, soft, pop]: Palette): string {
  const pad = Math.min(w, h) * 0.08;
  switch (section) {
    case 'navbar':
      return `${rect(x, y, w, h, '#ffffff', 0)}${rect(x + pad, y + h / 2 - 5, w * 0.12, 10, ink, 3)}${[0, 1, 2, 3]
        .map((i) => rect(x + w * 0.3 + i * w * 0.1, y + h / 2 - 3, w * 0.07, 6, TEXT, 3))
        .join('')}${rect(x + w * 0.8, y + h / 2 - 8, w * 0.14, 16, main, 8)}`;
    case 'hero':
      return `${rect(x, y, w, h, main, 0, ` fill-opacity="0.9"`)}${rect(x + w * 0.2, y + h * 0.3, w * 0.6, h * 0.14, '#ffffff', 4)}${rect(x + w * 0.28, y + h * 0.52, w * 0.44, h * 0.06, soft, 3)}${rect(x + w * 0.34, y + h * 0.68, w * 0.14, h * 0.12, '#ffffff', 8)}${rect(x + w * 0.52, y + h * 0.68, w * 0.14, h * 0.12, 'none', 8, ` stroke="#ffffff" stroke-width="2"`)}`;
    case 'features':
    case 'gallery':
    case 'products': {
      const cols = 3;
      const rows = 2;
      const cw = (w - pad * (cols + 1)) / cols;
      const ch = (h - pad * (rows + 1)) / rows;
      const cells: string[] = [];
      for (let c = 0; c < cols; c += 1)
        for (let row = 0; row < rows; row += 1) {
          const cx = x + pad + c * (cw + pad);
          const cy = y + pad + row * (ch + pad);
          cells.push(
            section === 'features'
              ? `${rect(cx, cy, cw, ch, '#ffffff', 6, ` stroke="${GREY}"`)}${rect(cx + 6, cy + 6, ch * 0.3, ch * 0.3, soft, 4)}${lines(cx + 6, cy + ch * 0.55, cw - 12, 2, TEXT, 8)}`
              : `${rect(cx, cy, cw, ch * 0.72, [main, soft, pop][(c + row) % 3] ?? main, 6)}${rect(cx, cy + ch * 0.8, cw * 0.6, 5, TEXT, 2)}${section === 'products' ? rect(cx + cw * 0.7, cy + ch * 0.8, cw * 0.3, 5, ink, 2) : ''}`,
          );
        }
      return cells.join('');
    }
    case 'pricing': {
      const cw = (w - pad * 4) / 3;
      return [0, 1, 2]
        .map((i) => {
          const cx = x + pad + i * (cw + pad);
          const lift = i === 1 ? pad * 0.6 : 0;
          return `${rect(cx, y + pad - lift, cw, h - pad * 2 + lift, '#ffffff', 8, ` stroke="${i === 1 ? main : GREY}" stroke-width="${i === 1 ? 3 : 1}"`)}${rect(cx + 8, y + pad + 10, cw * 0.4, 6, TEXT, 3)}${rect(cx + 8, y + pad + 24, cw * 0.5, 14, ink, 3)}${lines(cx + 8, y + pad + 50, cw - 16, 3, GREY, 10)}${rect(cx + 8, y + h - pad - 26, cw - 16, 14, i === 1 ? main : soft, 7)}`;
        })
        .join('');
    }
    case 'testimonials': {
      const cw = (w - pad * 3) / 2;
      return `${[0, 1]
        .map(
          (i) =>
            `${rect(x + pad + i * (cw + pad), y + pad, cw, h - pad * 3, '#ffffff', 8, ` stroke="${GREY}"`)}<text x="${r(x + pad + i * (cw + pad) + 10)}" y="${r(y + pad + 30)}" font-size="32" fill="${main}">“</text>${lines(x + pad + i * (cw + pad) + 10, y + pad + 40, cw - 20, 3, TEXT, 10)}`,
        )
        .join(
          '',
        )}${[0, 1, 2].map((i) => `<circle cx="${r(x + w / 2 + (i - 1) * 14)}" cy="${r(y + h - pad)}" r="4" fill="${i === 0 ? main : GREY}"/>`).join('')}`;
    }
    case 'faq':
      return [0, 1, 2, 3]
        .map((i) => {
          const rowH = (h - pad * 5) / 4 + (i === 0 ? pad : 0);
          const ry = y + pad + i * ((h - pad * 5) / 4 + pad) + (i > 0 ? pad : 0);
          return `${rect(x + pad, ry, w - pad * 2, rowH, '#ffffff', 6, ` stroke="${GREY}"`)}${rect(x + pad + 10, ry + 8, w * 0.4, 6, ink, 3)}<path d="M${r(x + w - pad - 20)} ${r(ry + 8)}l5 5 5-5" fill="none" stroke="${main}" stroke-width="2"/>${i === 0 ? lines(x + pad + 10, ry + 22, w * 0.6, 2, TEXT, 8) : ''}`;
        })
        .join('');
    case 'stats':
      return [0, 1, 2, 3]
        .map((i) => {
          const cw = (w - pad * 5) / 4;
          const cx = x + pad + i * (cw + pad);
          return `${rect(cx + cw * 0.15, y + h * 0.35, cw * 0.7, h * 0.2, main, 4)}${rect(cx + cw * 0.25, y + h * 0.62, cw * 0.5, 5, TEXT, 2)}`;
        })
        .join('');
    case 'signup':
    case 'contact': {
      const cw = w * 0.5;
      const cx = x + (w - cw) / 2;
      return `${rect(cx, y + pad, cw, h - pad * 2, '#ffffff', 8, ` stroke="${GREY}"`)}${rect(cx + 12, y + pad + 12, cw * 0.5, 8, ink, 3)}${rect(cx + 12, y + pad + 30, cw - 24, 16, '#ffffff', 4, ` stroke="${TEXT}"`)}${rect(cx + 12, y + pad + 54, cw * 0.4, 16, main, 8)}`;
    }
    case 'cookie':
      return `${lines(x + pad, y + pad, w - pad * 2, 4, GREY, 14)}${rect(x + pad, y + h * 0.58, w * 0.7, h * 0.34, '#ffffff', 8, ` stroke="${main}" stroke-width="2"`)}${lines(x + pad + 12, y + h * 0.64, w * 0.5, 2, TEXT, 9)}${rect(x + pad + 12, y + h * 0.8, w * 0.14, 12, main, 6)}${rect(x + pad + 12 + w * 0.17, y + h * 0.8, w * 0.14, 12, 'none', 6, ` stroke="${main}"`)}`;
    case 'footer':
      return `${lines(x + pad, y + pad, w - pad * 2, 2, GREY, 12)}${rect(x, y + h * 0.4, w, h * 0.6, ink, 0)}${[
        0, 1, 2, 3,
      ]
        .map((i) =>
          lines(x + pad + i * (w - pad * 2) * 0.26, y + h * 0.52, (w - pad * 2) * 0.18, 3, i === 0 ? soft : TEXT, 10),
        )
        .join('')}`;
    case 'posts':
      return [0, 1, 2]
        .map((i) => {
          const ry = y + pad + i * ((h - pad * 2) / 3);
          return `${rect(x + pad, ry, w * 0.15, 5, TEXT, 2)}${rect(x + pad, ry + 10, w * 0.55, 9, ink, 3)}${rect(x + pad, ry + 24, w * 0.7, 4, GREY, 2)}`;
        })
        .join('');
    case 'schedule':
      return [0, 1, 2, 3, 4]
        .map((i) => {
          const ry = y + pad + i * ((h - pad * 2) / 5);
          return `${rect(x + pad, ry, w * 0.1, 7, main, 3)}${rect(x + pad + w * 0.14, ry, w * 0.5, 7, TEXT, 3)}`;
        })
        .join('');
  }
}

/** What a design looks like inside a window `box`. */
function inside(design: Design, box: Box, palette: Palette): string {
  const [ink, main, soft, pop] = palette;
  const { x, y, w, h } = box;
  switch (design.as) {
    case 'component':
      // A navbar is drawn where it sits, on top of a page.
      if (design.section === 'navbar')
        return `${sketch('navbar', { x, y, w, h: h * 0.22 }, palette)}${lines(x + w * 0.08, y + h * 0.4, w * 0.84, 4, GREY, 16)}`;
      return sketch(design.section, box, palette);
    case 'site': {
      // A small site: each section a band, the navbar and footer thinner.
      const weights = design.sections.map((part) => (part === 'navbar' ? 0.5 : part === 'footer' ? 0.8 : 1.4));
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      let top = y;
      return design.sections
        .map((part, i) => {
          const bandH = (h * (weights[i] ?? 1)) / total;
          const band = sketch(part, { x, y: top, w, h: bandH }, palette);
          top += bandH;
          return band;
        })
        .join('');
    }
    case 'plugin': {
      const panelW = w * 0.36;
      return `${rect(x, y, w, h, GREY, 0)}${rect(x + w * 0.08, y + h * 0.15, w * 0.46, h * 0.7, '#ffffff', 4)}${rect(x + w * 0.14, y + h * 0.3, w * 0.2, h * 0.3, soft, 6)}${rect(x + w - panelW - 10, y + 10, panelW, h - 20, '#ffffff', 8)}${rect(x + w - panelW - 10, y + 10, panelW, 18, '#f1f5f9', 8)}${[
        0, 1, 2, 3, 4, 5, 6, 7,
      ]
        .map((i) =>
          rect(
            x + w - panelW + (i % 4) * (panelW / 4.4),
            y + 40 + Math.floor(i / 4) * 26,
            panelW / 5,
            20,
            [ink, main, soft, pop][i % 4] ?? main,
            4,
          ),
        )
        .join(
          '',
        )}${rect(x + w - panelW, y + 100, panelW - 20, 16, '#ffffff', 4, ` stroke="${TEXT}"`)}${rect(x + w - panelW, y + h - 50, panelW * 0.5, 16, main, 8)}`;
    }
    case 'lesson':
      return `${rect(x + w * 0.08, y + 14, w * 0.5, 12, ink, 3)}${[0, 1, 2, 3]
        .map(
          (i) =>
            `<circle cx="${r(x + w * 0.1)}" cy="${r(y + 50 + i * 24)}" r="8" fill="${main}"/>${rect(x + w * 0.16, y + 47 + i * 24, w * (0.5 - i * 0.05), 6, TEXT, 3)}`,
        )
        .join(
          '',
        )}${rect(x + w * 0.08, y + h * 0.72, w * 0.84, h * 0.22, '#0f172a', 6)}${lines(x + w * 0.12, y + h * 0.77, w * 0.5, 3, soft, 9)}`;
    case 'sheet': {
      const cols = 4;
      const size = Math.min((w - 20) / cols, (h - 20) / 3) - 8;
      return Array.from({ length: 12 }, (_, i) => {
        const cx = x + 14 + (i % cols) * (size + 8) + (w - cols * (size + 8)) / 2 - 10;
        const cy = y + 10 + Math.floor(i / cols) * (size + 8);
        const fill = [main, soft, pop, ink][i % 4] ?? main;
        const shape =
          design.shape === 'avatars' || design.shape === 'blobs'
            ? `<circle cx="${r(cx + size / 2)}" cy="${r(cy + size / 2)}" r="${r(size * 0.38)}" fill="${fill}"/>`
            : design.shape === 'isometric'
              ? `<path d="M${r(cx + size / 2)} ${r(cy + size * 0.12)}l${r(size * 0.36)} ${r(size * 0.2)}v${r(size * 0.38)}l${r(-size * 0.36)} ${r(size * 0.2)}l${r(-size * 0.36)} ${r(-size * 0.2)}v${r(-size * 0.38)}z" fill="${fill}"/>`
              : design.shape === 'arrows' || design.shape === 'lines'
                ? `<path d="M${r(cx + size * 0.15)} ${r(cy + size * 0.75)}Q${r(cx + size * 0.3)} ${r(cy + size * 0.1)} ${r(cx + size * 0.85)} ${r(cy + size * 0.3)}" fill="none" stroke="${fill}" stroke-width="3" stroke-linecap="round"/>`
                : rect(
                    cx + size * 0.15,
                    cy + size * 0.15,
                    size * 0.7,
                    size * 0.7,
                    fill,
                    design.shape === 'icons' ? 4 : 10,
                  );
        return `${rect(cx, cy, size, size, '#f8fafc', 6)}${shape}`;
      }).join('');
    }
  }
}

/** The sketch of a design in a browser-like window over the cover's art (an SVG of `width` × `height`). */
export function coverWithSketch(art: string, design: Design, palette: Palette, width: number, height: number): string {
  const box = { x: width * 0.1, y: height * 0.14, w: width * 0.8, h: height * 0.78 };
  const bar = 16;
  const window = `<g><rect x="${r(box.x)}" y="${r(box.y)}" width="${r(box.w)}" height="${r(box.h)}" rx="10" fill="#f8fafc"/>
<rect x="${r(box.x)}" y="${r(box.y)}" width="${r(box.w)}" height="${bar}" rx="10" fill="#e2e8f0"/>
${[0, 1, 2].map((i) => `<circle cx="${r(box.x + 12 + i * 12)}" cy="${r(box.y + bar / 2)}" r="3.5" fill="#cbd5e1"/>`).join('')}
<svg x="${r(box.x)}" y="${r(box.y + bar)}" width="${r(box.w)}" height="${r(box.h - bar)}" overflow="hidden">${inside(design, { x: 0, y: 0, w: box.w, h: box.h - bar }, palette)}</svg></g>`;
  return art.replace(/<\/svg>\s*$/, `${window}</svg>`);
}
