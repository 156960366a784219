import { reportUnexpectedError } from './error-reporting/report-unexpected.js';

/**
 * Work the gateway does on a timer (a sweep, housekeeping, the payout schedule): one run at a time,
 * a failure reported rather than thrown, and never keeping a stopping process alive. `stop` waits
 * for the run under way.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    /** How often; 0 or less never runs it. */
    private readonly everyMs: number,
    private readonly work: () => Promise<unknown>,
  ) {}

  start(): void {
    if (this.everyMs <= 0 || this.timer !== null) return;
    this.timer = setInterval(() => {
      if (this.running !== null) return;
      this.running = this.work()
        .catch(reportUnexpectedError)
        .finally(() => {
          this.running = null;
        });
    }, this.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
