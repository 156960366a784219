import { exitOnBadConfiguration, openBlobStore, openStores } from '@creators/storage';
import { createLogger, GracefulShutdown, ThreadedProjections } from '@creators/projections';
import { readConfig } from './config.js';
import { StartUp } from './health/start-up.js';
import { mediaSettingsFrom } from './media/media-settings.js';

/**
 * The gateway's entry. Embedded (no store URLs): one process runs the gateway and the projector
 * over the SQLite file in DATA_DIR. Production: the projector runs as its own worker process.
 */
const config = exitOnBadConfiguration(() => readConfig());
const logger = createLogger({ level: config.logLevel, service: 'gateway' });
// From the first moment: SIGTERM while opening stores or seeding stops the process too.
const shutdown = new GracefulShutdown({ process: 'gateway', logger, graceMs: config.shutdownGraceSeconds * 1000 });

async function main(): Promise<void> {
  // Error reporting must be set up before the framework's modules load, so the app comes in late.
  const { initServerErrorReporting, closeServerErrorReporting } =
    await import('./platform/error-reporting/instrument.js');
  await initServerErrorReporting(config);
  shutdown.onStop('error reporting', closeServerErrorReporting);
  const { createApp } = await shutdown.during(import('./app/create-app.js'));

  const media = mediaSettingsFrom(config);
  const stores = await shutdown.during(openStores({ ...config, sealStoredEvents: true }));
  shutdown.onStop('event store', () => stores.events.close());
  shutdown.onStop('document store', () => stores.documents.close());
  // Embedded, the projector runs in a worker thread of this process: commands and reads keep the event loop.
  const runner = stores.embedded
    ? new ThreadedProjections({
        dataDir: config.dataDir,
        batchSize: config.projectorBatchSize,
        logLevel: config.logLevel,
        appSecret: config.appSecret,
        log: stores.events,
      })
    : null;
  // Stopped before the stores close, at the end of the batch it is applying.
  if (runner !== null) shutdown.onStop('projector', () => runner.stop());
  const blobs = await shutdown.during(
    openBlobStore({ dataDir: config.dataDir, s3Url: media.s3Url, s3Bucket: media.s3Bucket }),
  );
  shutdown.onStop('blob store', () => blobs.close());
  const startUp = new StartUp();
  const seeding = config.demoData && (await stores.events.headPosition()) === null;
  if (seeding) startUp.begin('seeding demo content');
  const app = await shutdown.during(
    createApp({
      config,
      events: stores.events,
      documents: stores.documents,
      blobs,
      personalKeys: stores.personalKeys,
      media,
      runner,
      logger,
      startUp,
    }),
  );
  // Closed first: no new requests, idle connections let go, requests in flight given the grace period.
  shutdown.onStop('http server', () => app.close());
  shutdown.check();
  // Listening before seeding or catching up: liveness answers at once, readiness once started.
  await app.listen({ port: config.port, host: '0.0.0.0' });
  // Started once the gateway listens: catching up a long log must not hold up its start.
  // /api/health/ready answers 503 until the read models have reached the log's head.
  await shutdown.during(runner?.start() ?? Promise.resolve());
  if (seeding) {
    logger.info('seeding demo content');
    const { seedDemoContent } = await import('./demo/seed-demo-content.js');
    const { CommandBus } = await import('@nestjs/cqrs');
    const { ReadModelClock } = await import('./platform/read-model-clock.js');
    const started = Date.now();
    // Stops by itself between two commands once the process is stopping.
    const seeded = await seedDemoContent(app.get(CommandBus), app.get(ReadModelClock), undefined, shutdown.signal);
    startUp.end();
    logger.info({ ...seeded, durationMs: Date.now() - started }, 'demo content seeded');
  }
  // Not ready until the search path is warm: the first visitors after a deploy wait no longer than the rest.
  startUp.begin('warming the read paths', 'taken');
  const { QueryBus } = await import('@nestjs/cqrs');
  const { warmReadPaths } = await import('./app/warm-read-paths.js');
  await shutdown.during(warmReadPaths(app.get(QueryBus), logger));
  startUp.end();
  logger.info(
    {
      url: `http://localhost:${config.port}/marketplace`,
      stores: stores.embedded ? 'embedded' : 'production',
      ...(stores.embedded ? { dataDir: config.dataDir } : {}),
    },
    'creators marketplace listening',
  );
}

shutdown.start(main);
