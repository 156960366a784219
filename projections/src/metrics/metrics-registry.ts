import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * A process's own Prometheus registry (never prom-client's global one, so two apps in one test
 * process do not collide), with the process figures (CPU, memory, event-loop delay) and a
 * `service` and `release` label on every series.
 */
export function createMetricsRegistry(labels: { readonly service: string; readonly release: string }): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ ...labels });
  collectDefaultMetrics({ register: registry });
  return registry;
}
