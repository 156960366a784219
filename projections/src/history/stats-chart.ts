/** Counts of events per period and type, as `stats` gathers them. */
export interface EventCounts {
  /** Periods in order (days `2026-03-01`, weeks by their Monday, months `2026-03`). */
  readonly periods: readonly string[];
  /** Types, most frequent first. */
  readonly types: readonly string[];
  count(period: string, type: string): number;
}

const PALETTE = [
  '#4e79a7',
  '#f28e2b',
  '#e15759',
  '#76b7b2',
  '#59a14f',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#bab0ac',
  '#86bcb6',
  '#d37295',
];
const OTHER = 'other types';

const escapeXml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A round step for about five gridlines up to `max`. */
function niceStep(max: number): number {
  const raw = Math.max(1, max) / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return Math.max(1, step);
}

/**
 * A stacked bar chart, one bar per period, one colour per type (the eleven most frequent; the
 * rest stacked as "other types"), with a legend: an SVG any browser opens.
 */
export function statsSvg(counts: EventCounts, title: string): string {
  const shown = counts.types.length <= PALETTE.length ? counts.types : counts.types.slice(0, PALETTE.length - 1);
  const rest = counts.types.slice(shown.length);
  const series = rest.length > 0 ? [...shown, OTHER] : [...shown];
  const value = (period: string, series: string): number =>
    series === OTHER ? rest.reduce((sum, type) => sum + counts.count(period, type), 0) : counts.count(period, series);
  const totals = counts.periods.map((p) => series.reduce((sum, s) => sum + value(p, s), 0));
  const max = Math.max(1, ...totals);
  const step = niceStep(max);
  const top = Math.ceil(max / step) * step;

  const bar = Math.max(4, Math.min(36, Math.floor(960 / Math.max(1, counts.periods.length)) - 4));
  const [left, plotTop, plotHeight, bottom] = [64, 48, 320, 96];
  const plotWidth = counts.periods.length * (bar + 4) + 8;
  const legendX = left + plotWidth + 24;
  const width = legendX + 220;
  const height = Math.max(plotTop + plotHeight + bottom, plotTop + series.length * 20 + 20);
  const y = (v: number): number => Math.round((plotTop + plotHeight - (v / top) * plotHeight) * 10) / 10;

  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="${left}" y="24" font-size="16" font-weight="600">${escapeXml(title)}</text>`,
  ];
  for (let v = 0; v <= top; v += step) {
    parts.push(
      `<line x1="${left}" x2="${left + plotWidth}" y1="${y(v)}" y2="${y(v)}" stroke="#e5e5e5"/>`,
      `<text x="${left - 6}" y="${y(v) + 4}" text-anchor="end" fill="#555">${v.toLocaleString('en-US')}</text>`,
    );
  }
  const labelEvery = Math.ceil(counts.periods.length / 40);
  counts.periods.forEach((period, i) => {
    const x = left + 4 + i * (bar + 4);
    let base = 0;
    series.forEach((s, k) => {
      const v = value(period, s);
      if (v === 0) return;
      parts.push(
        `<rect x="${x}" y="${y(base + v)}" width="${bar}" height="${Math.round((y(base) - y(base + v)) * 10) / 10}" fill="${PALETTE[k % PALETTE.length] ?? '#999'}"><title>${escapeXml(`${period} ${s}: ${v.toLocaleString('en-US')}`)}</title></rect>`,
      );
      base += v;
    });
    if (i % labelEvery === 0) {
      const lx = x + bar / 2;
      const ly = plotTop + plotHeight + 10;
      parts.push(
        `<text x="${lx}" y="${ly}" transform="rotate(60 ${lx} ${ly})" fill="#333">${escapeXml(period)}</text>`,
      );
    }
  });
  parts.push(
    `<line x1="${left}" x2="${left}" y1="${plotTop}" y2="${plotTop + plotHeight}" stroke="#999"/>`,
    `<line x1="${left}" x2="${left + plotWidth}" y1="${plotTop + plotHeight}" y2="${plotTop + plotHeight}" stroke="#999"/>`,
  );
  series.forEach((s, k) => {
    const ly = plotTop + k * 20;
    parts.push(
      `<rect x="${legendX}" y="${ly}" width="12" height="12" fill="${PALETTE[k % PALETTE.length] ?? '#999'}"/>`,
      `<text x="${legendX + 18}" y="${ly + 10}">${escapeXml(s)}</text>`,
    );
  });
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}

/** The chart and the full table on one page. */
export function statsHtml(counts: EventCounts, title: string): string {
  const head = ['period', ...counts.types].map((h) => `<th>${escapeXml(h)}</th>`).join('');
  const rows = counts.periods
    .map(
      (period) =>
        `<tr><td>${escapeXml(period)}</td>${counts.types
          .map((type) => `<td>${counts.count(period, type).toLocaleString('en-US')}</td>`)
          .join('')}</tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeXml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 24px; color: #222; }
table { border-collapse: collapse; margin-top: 24px; font-size: 13px; }
th, td { border: 1px solid #ddd; padding: 4px 8px; }
td { text-align: right; }
td:first-child, th { text-align: left; }
</style>
</head>
<body>
${statsSvg(counts, title)}
<table>
<thead><tr>${head}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
</body>
</html>
`;
}
