import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { LAG_COUNT_LIMIT, type Lag } from '../runner/lag.js';
import type { ConnectionReport } from '../runner/projection-runner.js';

/** What the metrics read from a projection runner (`ProjectionRunner` is one). */
export interface ProjectionFigures {
  status(): readonly { readonly name: string; readonly state: string }[];
  lag(): Promise<{
    readonly head: number | null;
    readonly projections: readonly ({ readonly name: string; readonly checkpoint: number | null } & Lag)[];
  }>;
}

/**
 * The projector's Prometheus figures. Positions are the log's own (on EventStoreDB, byte offsets),
 * shown as they are; a lag is counted in events and seconds, never by subtracting positions.
 */
export class ProjectionMetrics {
  private readonly head: Gauge;
  private readonly checkpoint: Gauge<'projection'>;
  private readonly lagEvents: Gauge<'projection'>;
  private readonly lagSeconds: Gauge<'projection'>;
  private readonly failed: Gauge;
  private readonly batchEvents: Histogram;
  private readonly batchSeconds: Histogram;
  private readonly connected: Gauge;
  private readonly reconnects: Counter;

  constructor(registry: Registry) {
    const registers = [registry];
    this.head = new Gauge({
      name: 'projection_log_head_position',
      help: 'Position of the last event in the log',
      registers,
    });
    this.checkpoint = new Gauge({
      name: 'projection_checkpoint_position',
      help: 'Position of the last event each projection has applied',
      labelNames: ['projection'],
      registers,
    });
    this.lagEvents = new Gauge({
      name: 'projection_lag_events',
      help: `Events in the log after each projection's checkpoint (counted up to ${LAG_COUNT_LIMIT})`,
      labelNames: ['projection'],
      registers,
    });
    this.lagSeconds = new Gauge({
      name: 'projection_lag_seconds',
      help: 'Age of the oldest event each projection has not applied yet (0 when caught up)',
      labelNames: ['projection'],
      registers,
    });
    this.failed = new Gauge({
      name: 'projections_failed',
      help: 'How many projections have stopped on an error',
      registers,
    });
    this.batchEvents = new Histogram({
      name: 'projection_batch_events',
      help: 'Events per applied batch',
      buckets: [1, 10, 50, 100, 250, 500, 1000, 2500, 5000, 10_000, 100_000],
      registers,
    });
    this.batchSeconds = new Histogram({
      name: 'projection_batch_duration_seconds',
      help: 'Time to apply one batch and commit its documents with the checkpoint',
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.connected = new Gauge({
      name: 'projector_subscription_connected',
      help: '1 while the follower is subscribed to the log, 0 while it waits to resubscribe after a fault',
      registers,
    });
    this.connected.set(1);
    this.reconnects = new Counter({
      name: 'projector_subscription_reconnects_total',
      help: 'Subscriptions lost (a dropped stream or a store fault in a batch) and retried from the checkpoints',
      registers,
    });
  }

  /** Called when the follower loses or regains its subscription to the log. */
  observeConnection(report: ConnectionReport): void {
    this.connected.set(report.connected ? 1 : 0);
    if (!report.connected) this.reconnects.inc();
  }

  /** Called by the runner after each committed batch. */
  observeBatch(events: number, durationMs: number): void {
    this.batchEvents.observe(events);
    this.batchSeconds.observe(durationMs / 1000);
  }

  /** Reads the head, checkpoints and failures from the runner; call before each scrape. */
  async collect(source: ProjectionFigures): Promise<void> {
    const { head, projections } = await source.lag();
    this.head.set(head ?? 0);
    for (const { name, checkpoint, behind, lagSeconds } of projections) {
      this.checkpoint.set({ projection: name }, checkpoint ?? 0);
      this.lagEvents.set({ projection: name }, behind);
      this.lagSeconds.set({ projection: name }, lagSeconds);
    }
    this.failed.set(source.status().filter((s) => s.state === 'failed').length);
  }
}
