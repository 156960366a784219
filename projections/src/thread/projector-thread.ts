import { parentPort, workerData } from 'node:worker_threads';
import { openStores } from '@creators/storage';
import { createLogger } from '../logging/logger.js';
import { createProjections } from '../start-projections.js';
import type { FromThread, ThreadSettings, ToThread } from './messages.js';

/**
 * The embedded projector in a worker thread of the gateway's process: its own connections to the
 * SQLite file, its own event loop, so projection work never holds up commands and reads. It tells
 * the gateway where every projection stands after each batch.
 */
async function main(port: NonNullable<typeof parentPort>, settings: ThreadSettings): Promise<void> {
  const post = (message: FromThread): void => {
    port.postMessage(message);
  };
  const logger = createLogger({ level: settings.logLevel, service: 'projector-thread' });
  const stores = await openStores({
    dataDir: settings.dataDir,
    eventStoreUrl: null,
    mongodbUrl: null,
    appSecret: settings.appSecret,
  });
  const runner = createProjections(stores.events, stores.documents, {
    batchSize: settings.batchSize,
    onBatch: (batch) => {
      post({ type: 'status', status: runner.status(), batch });
    },
    onError: (error) => {
      logger.error({ err: error }, 'a projection stopped');
      post({ type: 'status', status: runner.status() });
    },
    onConnection: (report) => {
      if (!report.connected) logger.warn({ err: report.error, retryInMs: report.retryInMs }, 'projector resubscribing');
      post({ type: 'status', status: runner.status() });
    },
  });
  post({ type: 'status', status: runner.status() });
  port.on('message', (message: ToThread) => {
    const work =
      message.type === 'start'
        ? runner.start().then(() => {
            post({ type: 'started', status: runner.status() });
          })
        : (async () => {
            await runner.stop();
            await stores.events.close();
            await stores.documents.close();
            post({ type: 'stopped' });
            port.close();
          })();
    work.catch((error: unknown) => {
      post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    });
  });
}

if (parentPort === null) throw new Error('projector-thread.js runs as a worker thread of the gateway');
main(parentPort, workerData as ThreadSettings).catch((error: unknown) => {
  parentPort?.postMessage({
    type: 'failed',
    message: error instanceof Error ? error.message : String(error),
  } satisfies FromThread);
});
