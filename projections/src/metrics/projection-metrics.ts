import { Gauge, Histogram, type Registry } from 'prom-client';

/** What the metrics read from a projection runner (`ProjectionRunner` is one). */
export interface ProjectionFigures {
  status(): readonly { readonly name: string; readonly state: string }[];
  lag(): Promise<{
    readonly head: number | null;
    readonly projections: readonly { readonly name: string; readonly checkpoint: number | null }[];
  }>;
}

/**
 * The projector's Prometheus figures. Positions are the log's: on SQLite they count events, on
 * EventStoreDB they are byte offsets, so a lag there is "how far", not "how many".
 */
export class ProjectionMetrics {
  private readonly head: Gauge;
  private readonly checkpoint: Gauge<'projection'>;
  private readonly lag: Gauge<'projection'>;
  private readonly failed: Gauge;
  private readonly batchEvents: Histogram;
  private readonly batchSeconds: Histogram;

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
    this.lag = new Gauge({
      name: 'projection_lag_positions',
      help: 'Log head minus each projection checkpoint',
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
  }

  /** Called by the runner after each committed batch. */
  observeBatch(events: number, durationMs: number): void {
    this.batchEvents.observe(events);
    this.batchSeconds.observe(durationMs / 1000);
  }

  /** Reads the head, checkpoints and failures from the runner; call before each scrape. */
  async collect(source: ProjectionFigures): Promise<void> {
    const { head, projections } = await source.lag();
    const top = head ?? 0;
    this.head.set(top);
    for (const { name, checkpoint } of projections) {
      this.checkpoint.set({ projection: name }, checkpoint ?? 0);
      this.lag.set({ projection: name }, Math.max(0, top - (checkpoint ?? 0)));
    }
    this.failed.set(source.status().filter((s) => s.state === 'failed').length);
  }
}
