import { Registry } from 'prom-client';
import type { Lag } from '../runner/lag.js';
import { ProjectionMetrics, type ProjectionFigures } from './projection-metrics.js';

type Figure = { name: string; state: string; checkpoint: number | null } & Lag;
const at = (name: string, state: string, checkpoint: number | null, behind = 0, lagSeconds = 0): Figure => ({
  name,
  state,
  checkpoint,
  behind,
  atLeast: false,
  lagSeconds,
});

const figures = (head: number | null, projections: Figure[]) =>
  ({
    status: () => projections,
    lag: async () => ({ head, projections }),
  }) satisfies ProjectionFigures;

/** One series' value from the text exposition, or undefined when absent. */
async function valueOf(registry: Registry, series: string): Promise<number | undefined> {
  const text = await registry.metrics();
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the projection metrics', () => {
  it('report the log head, each checkpoint and its lag, and the failed projections', async () => {
    const registry = new Registry();
    const metrics = new ProjectionMetrics(registry);
    await metrics.collect(
      figures(120, [
        at('item_catalog', 'running', 120),
        at('search', 'running', 95, 25, 3.5),
        at('feed', 'failed', null, 120, 60),
      ]),
    );
    expect(await valueOf(registry, 'projection_log_head_position')).toBe(120);
    expect(await valueOf(registry, 'projection_checkpoint_position{projection="search"}')).toBe(95);
    expect(await valueOf(registry, 'projection_lag_events{projection="search"}')).toBe(25);
    expect(await valueOf(registry, 'projection_lag_seconds{projection="search"}')).toBe(3.5);
    expect(await valueOf(registry, 'projection_lag_events{projection="item_catalog"}')).toBe(0);
    expect(await valueOf(registry, 'projection_lag_events{projection="feed"}')).toBe(120);
    expect(await valueOf(registry, 'projections_failed')).toBe(1);

    await metrics.collect(figures(130, [at('search', 'running', 130)]));
    expect(await valueOf(registry, 'projection_lag_events{projection="search"}')).toBe(0);
    expect(await valueOf(registry, 'projection_lag_seconds{projection="search"}')).toBe(0);
    expect(await valueOf(registry, 'projections_failed')).toBe(0);
  });

  it('count an empty log as head 0 and nothing behind', async () => {
    const registry = new Registry();
    await new ProjectionMetrics(registry).collect(figures(null, [at('search', 'running', null)]));
    expect(await valueOf(registry, 'projection_log_head_position')).toBe(0);
    expect(await valueOf(registry, 'projection_lag_events{projection="search"}')).toBe(0);
  });

  it('count subscriptions lost and show whether the follower is subscribed', async () => {
    const registry = new Registry();
    const metrics = new ProjectionMetrics(registry);
    expect(await valueOf(registry, 'projector_subscription_connected')).toBe(1);
    const lost = { connected: false, reconnects: 1, failingSince: 1, error: new Error('down'), retryInMs: 10 };
    metrics.observeConnection(lost);
    metrics.observeConnection({ ...lost, reconnects: 2 });
    expect(await valueOf(registry, 'projector_subscription_connected')).toBe(0);
    expect(await valueOf(registry, 'projector_subscription_reconnects_total')).toBe(2);
    metrics.observeConnection({ connected: true, reconnects: 2, failingSince: null, error: null, retryInMs: null });
    expect(await valueOf(registry, 'projector_subscription_connected')).toBe(1);
    expect(await valueOf(registry, 'projector_subscription_reconnects_total')).toBe(2);
  });

  it('put batch sizes and durations (in seconds) into histograms', async () => {
    const registry = new Registry();
    const metrics = new ProjectionMetrics(registry);
    metrics.observeBatch(250, 40);
    metrics.observeBatch(1000, 300);
    expect(await valueOf(registry, 'projection_batch_events_count')).toBe(2);
    expect(await valueOf(registry, 'projection_batch_events_sum')).toBe(1250);
    expect(await valueOf(registry, 'projection_batch_events_bucket{le="250"}')).toBe(1);
    expect(await valueOf(registry, 'projection_batch_duration_seconds_sum')).toBeCloseTo(0.34);
    expect(await valueOf(registry, 'projection_batch_duration_seconds_bucket{le="0.05"}')).toBe(1);
    expect(await valueOf(registry, 'projection_batch_duration_seconds_bucket{le="0.5"}')).toBe(2);
  });
});
