import { parentPort, workerData } from 'node:worker_threads';
import { upcastEvent } from '@creators/contracts';
import { openStores } from '@creators/storage';
import { ALL_PROJECTORS } from '../all-projectors.js';
import { buildAsOf } from '../history/as-of.js';
import { ProjectionRunner } from '../runner/projection-runner.js';
import type { AnalystJobThreadData, FromAnalystJobThread, JobProgress } from './messages.js';

/**
 * An analyst's job (`analyst-jobs-in-thread.ts`) in a worker thread of the gateway's process: its
 * own connections to the stores and its own event loop, so a replay of the whole log never holds
 * up the gateway's requests. It reports progress after each batch and ends with the job's outcome.
 */
async function main(
  port: NonNullable<typeof parentPort>,
  { stores: settings, job }: AnalystJobThreadData,
): Promise<void> {
  const post = (message: FromAnalystJobThread): void => {
    port.postMessage(message);
  };
  const onProgress = ({ position, head, events }: JobProgress): void => {
    post({ type: 'progress', progress: { position, head, events } });
  };
  const stores = await openStores(settings);
  try {
    if (job.kind === 'as-of') {
      const model = await buildAsOf(stores, job.asOf, { namespace: job.namespace, onProgress });
      post({ type: 'done', built: { position: model.position, events: model.events, built: model.built } });
    } else {
      const runner = new ProjectionRunner(stores.events, stores.documents, ALL_PROJECTORS, { upcast: upcastEvent });
      await runner.rebuild(job.models, { follow: false, onProgress });
      post({ type: 'done', built: null });
    }
  } finally {
    await stores.events.close();
    await stores.documents.close();
  }
}

if (parentPort === null) throw new Error('analyst-job-thread.js runs as a worker thread');
main(parentPort, workerData as AnalystJobThreadData).catch((error: unknown) => {
  parentPort?.postMessage({
    type: 'failed',
    message: error instanceof Error ? error.message : String(error),
  } satisfies FromAnalystJobThread);
});
