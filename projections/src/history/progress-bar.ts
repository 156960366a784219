import { duration, fmt, type Output } from './output.js';

const WIDTH = 28;
const REDRAW_MS = 100;

/**
 * A progress bar drawn by hand on stderr: share done, count, throughput and time left. On a
 * terminal it redraws in place (at most ten times a second); elsewhere (a pipe, a log file) it
 * stays quiet until `finish`, so logs do not fill with frames.
 */
export class ProgressBar {
  private readonly started = performance.now();
  private lastDraw = 0;
  private done = 0;

  constructor(
    private readonly out: Output,
    private readonly label: string,
    /** The amount that means 100% (events, or a span of positions). */
    private readonly total: number,
    private readonly unit = 'events',
  ) {}

  /** `done` of `total`; `count` is what the throughput counts (defaults to `done`). */
  update(done: number, count = done): void {
    this.done = count;
    const now = performance.now();
    if (this.out.isTTY !== true || now - this.lastDraw < REDRAW_MS) return;
    this.lastDraw = now;
    this.out.write(`\r${this.render(done, count, now)}\u001b[K`);
  }

  /** The last frame (on a terminal) and a line break. */
  finish(): void {
    if (this.out.isTTY === true) this.out.write(`\r${this.render(this.total, this.done, performance.now())}\u001b[K\n`);
  }

  render(done: number, count: number, now: number): string {
    const share = this.total <= 0 ? 1 : Math.min(1, Math.max(0, done / this.total));
    const filled = Math.round(share * WIDTH);
    const seconds = (now - this.started) / 1000;
    const rate = seconds > 0 ? count / seconds : 0;
    const left = share > 0 && share < 1 ? ((now - this.started) * (1 - share)) / share : 0;
    return (
      `${this.label} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${fmt(share * 100).padStart(3)}%  ` +
      `${fmt(count)} ${this.unit}  ${fmt(rate)}/s  ${share < 1 ? `ETA ${duration(left)}` : `in ${duration(now - this.started)}`}`
    );
  }
}
