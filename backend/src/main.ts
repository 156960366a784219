import { exitOnBadConfiguration, openBlobStore, openStores } from '@creators/storage';
import { createLogger, ThreadedProjections } from '@creators/projections';
import { readConfig } from './config.js';
import { mediaSettingsFrom } from './media/media-settings.js';

/**
 * The gateway's entry. Embedded (no store URLs): one process runs the gateway and the projector
 * over the SQLite file in DATA_DIR. Production: the projector runs as its own worker process.
 */
const config = exitOnBadConfiguration(() => readConfig());
const logger = createLogger({ level: config.logLevel, service: 'gateway' });

async function main(): Promise<void> {
  // Error reporting must be set up before the framework's modules load, so the app comes in late.
  const { initServerErrorReporting, closeServerErrorReporting } =
    await import('./platform/error-reporting/instrument.js');
  await initServerErrorReporting(config);
  const { createApp } = await import('./app/create-app.js');

  const media = mediaSettingsFrom(config);
  const stores = await openStores(config);
  // Embedded, the projector runs in a worker thread of this process: commands and reads keep the event loop.
  const runner = stores.embedded
    ? new ThreadedProjections({
        dataDir: config.dataDir,
        batchSize: config.projectorBatchSize,
        logLevel: config.logLevel,
        log: stores.events,
      })
    : null;
  const blobs = await openBlobStore({ dataDir: config.dataDir, s3Url: media.s3Url, s3Bucket: media.s3Bucket });
  const app = await createApp({
    config,
    events: stores.events,
    documents: stores.documents,
    blobs,
    media,
    runner,
    logger,
  });
  const seeding = config.demoData && (await stores.events.headPosition()) === null;
  if (seeding) {
    // The demo's likes and views are commands about published items, so the read models follow along.
    await runner?.start();
    const { seedDemoContent } = await import('./demo/seed-demo-content.js');
    const { CommandBus } = await import('@nestjs/cqrs');
    const { ReadModelClock } = await import('./platform/read-model-clock.js');
    const started = Date.now();
    const seeded = await seedDemoContent(app.get(CommandBus), app.get(ReadModelClock));
    logger.info({ ...seeded, durationMs: Date.now() - started }, 'demo content seeded');
  }
  await app.listen({ port: config.port, host: '0.0.0.0' });
  // Otherwise started once the gateway listens: catching up a long log must not hold up its start.
  // /api/health/ready answers 503 until the read models have reached the log's head.
  if (!seeding) await runner?.start();
  logger.info(
    {
      url: `http://localhost:${config.port}/marketplace`,
      stores: stores.embedded ? 'embedded' : 'production',
      ...(stores.embedded ? { dataDir: config.dataDir } : {}),
    },
    'creators marketplace listening',
  );

  let closing = false;
  const shutdown = async (): Promise<void> => {
    if (closing) return;
    closing = true;
    await app.close();
    await runner?.stop();
    await stores.events.close();
    await stores.documents.close();
    await blobs.close();
    await closeServerErrorReporting();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void shutdown().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'gateway failed to start');
  process.exit(1);
});
