import { Histogram, type Registry } from 'prom-client';
import { createMetricsRegistry, ProjectionMetrics, type Projections } from '@creators/projections';

type Observe = (seconds: number) => void;

/**
 * The gateway's Prometheus figures: HTTP request durations by method, matched route pattern and
 * status, the process figures, and (embedded, where the projector runs in this process) the
 * projections' figures.
 */
export class GatewayMetrics {
  readonly registry: Registry;
  /** Present when the projector runs in this process; the engine reports its batches here. */
  readonly projections: ProjectionMetrics | null;
  private readonly requestSeconds: Histogram<'method' | 'route' | 'status_code'>;
  /** One observer per label set: the hot path then skips prom-client's label hashing. */
  private readonly observers = new Map<string, Observe>();

  constructor(
    release: string,
    private readonly runner: Projections | null,
  ) {
    this.registry = createMetricsRegistry({ service: 'gateway', release });
    const projections = runner === null ? null : new ProjectionMetrics(this.registry);
    this.projections = projections;
    runner?.onBatch(({ events, durationMs }) => {
      projections?.observeBatch(events, durationMs);
    });
    this.requestSeconds = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to sending its response, by method, route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
  }

  /** `route` is the matched pattern (`/api/items/:id`), never the raw URL: its values must stay few. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let observe = this.observers.get(key);
    if (observe === undefined) {
      const child = this.requestSeconds.labels({ method, route, status_code: status });
      observe = (value) => {
        child.observe(value);
      };
      this.observers.set(key, observe);
    }
    observe(seconds);
  }

  async exposition(): Promise<{ readonly contentType: string; readonly body: string }> {
    if (this.runner !== null) await this.projections?.collect(this.runner);
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
