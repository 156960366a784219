import { openStores } from '@creators/storage';
import { startProjections } from './start-projections.js';

/**
 * The projector as its own process (production, or beside an embedded gateway on the same
 * SQLite file): follows the log into every read model until told to stop.
 */
async function main(): Promise<void> {
  const stores = await openStores({
    dataDir: process.env.DATA_DIR ?? './data',
    eventStoreUrl: process.env.EVENTSTORE_URL?.trim() || null,
    mongodbUrl: process.env.MONGODB_URL?.trim() || null,
  });
  const batchSize = Number(process.env.PROJECTOR_BATCH_SIZE ?? 1000);
  const runner = await startProjections(stores.events, stores.documents, { batchSize });
  console.log(`projector following ${runner.projectors.length} read models`);
  const shutdown = async (): Promise<void> => {
    await runner.stop();
    await stores.events.close();
    await stores.documents.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
