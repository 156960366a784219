import { Registry } from 'prom-client';
import { ProjectionMetrics, type ProjectionFigures } from './projection-metrics.js';

const figures = (head: number | null, projections: { name: string; state: string; checkpoint: number | null }[]) =>
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
        { name: 'item_catalog', state: 'running', checkpoint: 120 },
        { name: 'search', state: 'running', checkpoint: 95 },
        { name: 'feed', state: 'failed', checkpoint: null },
      ]),
    );
    expect(await valueOf(registry, 'projection_log_head_position')).toBe(120);
    expect(await valueOf(registry, 'projection_checkpoint_position{projection="search"}')).toBe(95);
    expect(await valueOf(registry, 'projection_lag_positions{projection="search"}')).toBe(25);
    expect(await valueOf(registry, 'projection_lag_positions{projection="item_catalog"}')).toBe(0);
    expect(await valueOf(registry, 'projection_lag_positions{projection="feed"}')).toBe(120);
    expect(await valueOf(registry, 'projections_failed')).toBe(1);

    await metrics.collect(figures(130, [{ name: 'search', state: 'running', checkpoint: 130 }]));
    expect(await valueOf(registry, 'projection_lag_positions{projection="search"}')).toBe(0);
    expect(await valueOf(registry, 'projections_failed')).toBe(0);
  });

  it('count an empty log as head 0 and nothing behind', async () => {
    const registry = new Registry();
    await new ProjectionMetrics(registry).collect(
      figures(null, [{ name: 'search', state: 'running', checkpoint: null }]),
    );
    expect(await valueOf(registry, 'projection_log_head_position')).toBe(0);
    expect(await valueOf(registry, 'projection_lag_positions{projection="search"}')).toBe(0);
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
