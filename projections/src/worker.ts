import { exitOnBadConfiguration, openStores, readConfiguration } from '@creators/storage';
import { createLogger } from './logging/logger.js';
import { createMetricsRegistry } from './metrics/metrics-registry.js';
import { ProjectionMetrics } from './metrics/projection-metrics.js';
import { createProjections } from './start-projections.js';
import { GracefulShutdown } from './shutdown/graceful-shutdown.js';
import { readinessOf } from './worker-status/readiness.js';
import { stallWatch } from './worker-status/stall-watch.js';
import { startWorkerStatusServer } from './worker-status/worker-status.server.js';

/**
 * The projector as its own process (production, or beside an embedded gateway on the same
 * SQLite file): follows the log into every read model until told to stop, and answers
 * /health, /ready and /metrics on PROJECTOR_HOST:PROJECTOR_PORT.
 */
const config = exitOnBadConfiguration(() => readConfiguration());
const logger = createLogger({ level: config.logLevel, service: 'projector' });
// From the first moment: SIGTERM while opening stores or rebuilding stops the process too.
const shutdown = new GracefulShutdown({ process: 'projector', logger, graceMs: config.shutdownGraceSeconds * 1000 });

async function main(): Promise<void> {
  const stores = await shutdown.during(openStores(config));
  shutdown.onStop('event store', () => stores.events.close());
  shutdown.onStop('document store', () => stores.documents.close());
  const registry = createMetricsRegistry({ service: 'projector', release: config.release });
  const metrics = new ProjectionMetrics(registry);
  // No progress for too long after a fault: exit, so that the orchestrator restarts the worker afresh.
  const watchStall = stallWatch(config.projectorStallSeconds * 1000, () => {
    logger.fatal({ stalledSeconds: config.projectorStallSeconds }, 'projector made no progress; exiting for a restart');
    process.exit(1);
  });
  const runner = createProjections(stores.events, stores.documents, {
    batchSize: config.projectorBatchSize,
    onError: (error) => {
      logger.error({ err: error }, 'a projection stopped');
    },
    onConnection: (report) => {
      metrics.observeConnection(report);
      watchStall(report);
      if (report.connected) logger.info({ reconnects: report.reconnects }, 'projector resubscribed to the log');
      else
        logger.warn(
          { err: report.error, reconnects: report.reconnects, retryInMs: report.retryInMs },
          'projector lost the log; resubscribing from the checkpoints',
        );
    },
  });
  // Stopped before the stores close, at the end of the batch it is applying.
  shutdown.onStop('projections', () => runner.stop());
  runner.onBatch(({ events, durationMs }) => {
    metrics.observeBatch(events, durationMs);
  });
  // Ready means caught up with the log as it was at start; later appends are ordinary lag.
  const target = await stores.events.headPosition();
  const server = await startWorkerStatusServer(
    {
      readiness: () => readinessOf(runner.status(), target),
      metrics: async () => {
        await metrics.collect(runner);
        return { contentType: registry.contentType, body: await registry.metrics() };
      },
    },
    { host: config.projectorHost, port: config.projectorPort },
  );
  shutdown.onStop('status server', () => server.close());
  logger.info({ host: config.projectorHost, port: server.port }, 'projector status on /health, /ready and /metrics');
  await shutdown.during(runner.start());
  logger.info(
    { projections: runner.projectors.length, batchSize: config.projectorBatchSize, target },
    'projector following the log',
  );
}

shutdown.start(main);
