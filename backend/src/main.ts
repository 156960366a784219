import { openStores } from '@creators/storage';
import { createProjections } from '@creators/projections';
import { readConfig } from './config.js';

/**
 * The gateway's entry. Embedded (no store URLs): one process runs the gateway and the projector
 * over the SQLite file in DATA_DIR. Production: the projector runs as its own worker process.
 */
async function main(): Promise<void> {
  const config = readConfig();
  // Error reporting must be set up before the framework's modules load, so the app comes in late.
  const { initServerErrorReporting, closeServerErrorReporting } = await import('./monitoring/instrument.js');
  initServerErrorReporting(config);
  const { createApp } = await import('./app/create-app.js');

  const stores = await openStores(config);
  const runner = stores.embedded ? createProjections(stores.events, stores.documents) : null;
  const app = await createApp({ config, events: stores.events, documents: stores.documents, runner });
  const seeding = config.demoData && (await stores.events.headPosition()) === null;
  if (seeding) {
    // The demo's likes and views are commands about published items, so the read models follow along.
    await runner?.start();
    const { seedDemoContent } = await import('./demo/seed-demo-content.js');
    const { CommandBus } = await import('@nestjs/cqrs');
    const { ReadModelClock } = await import('./platform/read-model-clock.js');
    const started = Date.now();
    const seeded = await seedDemoContent(app.get(CommandBus), app.get(ReadModelClock));
    console.log(`demo content: ${seeded.creators} creators and ${seeded.items} items in ${Date.now() - started} ms`);
  }
  await app.listen({ port: config.port, host: '0.0.0.0' });
  // Otherwise started once the gateway listens: catching up a long log must not hold up its start.
  // /api/health/ready answers 503 until the read models have reached the log's head.
  if (!seeding) await runner?.start();
  console.log(
    `creators marketplace on http://localhost:${config.port}/marketplace (${stores.embedded ? `embedded, ${config.dataDir}` : 'production stores'})`,
  );

  let closing = false;
  const shutdown = async (): Promise<void> => {
    if (closing) return;
    closing = true;
    await app.close();
    await runner?.stop();
    await stores.events.close();
    await stores.documents.close();
    await closeServerErrorReporting();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void shutdown().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
