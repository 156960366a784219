/**
 * The arithmetic of the hand-drawn charts: a rounded top for the value axis, and points for a
 * series. Pure, so it is tested without a DOM.
 */

/** The smallest "nice" number (1, 2, 2.5 or 5 times a power of ten) at or above `value`; 1 for nothing. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

export interface Box {
  readonly width: number;
  readonly height: number;
}

/**
 * The points of a series drawn across `box`: the first value at the left edge, the last at the
 * right, zero at the bottom and `top` at the top. One value is drawn in the middle.
 */
export function seriesPoints(values: readonly number[], top: number, box: Box): { x: number; y: number }[] {
  const step = values.length > 1 ? box.width / (values.length - 1) : 0;
  return values.map((value, i) => ({
    x: values.length > 1 ? i * step : box.width / 2,
    y: box.height - (Math.max(0, value) / top) * box.height,
  }));
}

/** An SVG path through the points, and the same closed down to the baseline for the filled area under it. */
export function linePaths(
  points: readonly { x: number; y: number }[],
  baseline: number,
): { line: string; area: string } {
  if (points.length === 0) return { line: '', area: '' };
  const round = (n: number) => Math.round(n * 10) / 10;
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)},${round(p.y)}`).join(' ');
  const first = points[0];
  const last = points[points.length - 1];
  const area =
    first === undefined || last === undefined
      ? ''
      : `${line} L${round(last.x)},${baseline} L${round(first.x)},${baseline} Z`;
  return { line, area };
}
