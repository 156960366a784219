import { parentPort, workerData } from 'node:worker_threads';
import { openStores } from '@creators/storage';
import { buildAsOf } from '../history/as-of.js';
import type { AsOfThreadJob, FromAsOfThread } from './messages.js';

/**
 * An as-of build (`buildAsOfInThread`) in a worker thread of the gateway's process: its own
 * connections to the stores and its own event loop, so a replay of the whole log never holds up
 * the gateway's requests. It reports progress after each batch and ends with the build's outcome.
 */
async function main(port: NonNullable<typeof parentPort>, job: AsOfThreadJob): Promise<void> {
  const post = (message: FromAsOfThread): void => {
    port.postMessage(message);
  };
  const stores = await openStores(job.stores);
  try {
    const model = await buildAsOf(stores, job.asOf, {
      namespace: job.namespace,
      onProgress: (progress) => {
        post({ type: 'progress', progress });
      },
    });
    post({ type: 'built', position: model.position, events: model.events, built: model.built });
  } finally {
    await stores.events.close();
    await stores.documents.close();
  }
}

if (parentPort === null) throw new Error('as-of-thread.js runs as a worker thread');
main(parentPort, workerData as AsOfThreadJob).catch((error: unknown) => {
  parentPort?.postMessage({
    type: 'failed',
    message: error instanceof Error ? error.message : String(error),
  } satisfies FromAsOfThread);
});
