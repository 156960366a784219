import type { ProjectionStatus } from '../runner/projection-runner.js';

export interface Readiness {
  readonly status: 'ready' | 'catching_up' | 'reconnecting' | 'failed';
  /** The log's head when the worker started: the position every projection must reach first. */
  readonly target: number | null;
  readonly projections: readonly ProjectionStatus[];
}

/**
 * Whether the worker is ready: every projection follows the log and has reached the head seen at
 * start. One failed projection makes it unready whatever the others do, so an orchestrator that
 * restarts unready workers retries it. A follower that lost its subscription is unready until it
 * has resubscribed.
 */
export function readinessOf(projections: readonly ProjectionStatus[], target: number | null): Readiness {
  const failed = projections.some((p) => p.state === 'failed');
  const caughtUp = projections.every((p) => p.state === 'running' && (p.checkpoint ?? 0) >= (target ?? 0));
  const reconnecting = projections.some((p) => p.state === 'reconnecting');
  const status = failed ? 'failed' : reconnecting ? 'reconnecting' : caughtUp ? 'ready' : 'catching_up';
  return { status, target, projections };
}
