import type { Lag } from './lag.js';
import type { BatchReport, ProjectionStatus } from './projection-runner.js';

/**
 * What the gateway needs of the projections it runs: start and stop them, see where they are and
 * how far behind, wait for a position, hear of each committed batch (metrics).
 */
export interface Projections {
  start(): Promise<void>;
  stop(): Promise<void>;
  status(): ProjectionStatus[];
  waitFor(position: number, timeoutMs: number, names?: readonly string[]): Promise<boolean>;
  lag(): Promise<{ head: number | null; projections: (ProjectionStatus & Lag)[] }>;
  onBatch(listener: (report: BatchReport) => void): void;
}

/** Callers waiting for projections to reach a position, woken each time their status changes. */
export class ProgressWaiters {
  private readonly waiters = new Set<() => void>();

  constructor(private readonly statuses: () => readonly ProjectionStatus[]) {}

  notify(): void {
    for (const wake of this.waiters) wake();
  }

  /**
   * Resolves true once every named projection (all by default) has applied the log up to
   * `position`, or false after `timeoutMs` or when one of them has failed or stopped.
   */
  waitFor(position: number, timeoutMs: number, names?: readonly string[]): Promise<boolean> {
    const watched = (): ProjectionStatus[] => {
      const all = this.statuses();
      if (names === undefined) return [...all];
      return names.map((name) => {
        const found = all.find((status) => status.name === name);
        if (found === undefined) throw new Error(`no projection named ${name}`);
        return found;
      });
    };
    const reached = (): boolean => watched().every((s) => s.checkpoint !== null && s.checkpoint >= position);
    const hopeless = (): boolean => watched().some((s) => s.state === 'failed' || s.state === 'stopped');
    if (reached()) return Promise.resolve(true);
    // Failed or stopped already: no change of status would come to wake the waiter before its limit.
    if (hopeless()) return Promise.resolve(false);
    return new Promise((resolve) => {
      const finish = (result: boolean): void => {
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(result);
      };
      const check = (): void => {
        if (reached()) finish(true);
        else if (hopeless()) finish(false);
      };
      const timer = setTimeout(() => {
        finish(false);
      }, timeoutMs);
      this.waiters.add(check);
    });
  }
}
