import type { ConnectionReport } from '../runner/projection-runner.js';

/**
 * Watches the follower's link: once it has made no progress for `stallMs` after a fault (every
 * resubscription failing, a store that stays down), `onStall` is called, once. The worker then
 * exits non-zero so that the orchestrator starts it afresh. Progress, or the link back, stands the
 * watch down.
 */
export function stallWatch(
  stallMs: number,
  onStall: () => void,
  now: () => number = Date.now,
): (report: ConnectionReport) => void {
  let timer: NodeJS.Timeout | null = null;
  const standDown = (): void => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  return (report) => {
    const since = report.failingSince;
    if (report.connected || since === null) {
      standDown();
      return;
    }
    if (timer !== null) return;
    timer = setInterval(
      () => {
        if (now() - since < stallMs) return;
        standDown();
        onStall();
      },
      Math.min(1000, stallMs),
    );
  };
}
