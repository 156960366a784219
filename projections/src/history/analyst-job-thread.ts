import { parentPort, workerData } from 'node:worker_threads';
import { upcastEvent } from '@creators/contracts';
import { openStores, PseudonymousEventStore } from '@creators/storage';
import { ALL_PROJECTORS, readModelNamed } from '../all-projectors.js';
import { buildAsOf } from './as-of.js';
import { ProjectionRunner } from '../runner/projection-runner.js';
import type { ReadModel } from '../runner/read-model.js';
import type { AnalystJobThreadData, FromAnalystJobThread, JobProgress } from './analyst-jobs.js';

/**
 * An analyst's job (`analyst-jobs.ts`) in a worker thread of the gateway's process, or of the
 * history tool's: its own connections to the stores and its own event loop, so a replay of the
 * whole log never holds up the gateway's requests. It reports progress after each batch and ends
 * with the job's outcome.
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
      const { pseudonymous, projections, ...options } = job.options;
      const events = pseudonymous === true ? new PseudonymousEventStore(stores.events) : stores.events;
      const model = await buildAsOf({ events, documents: stores.documents }, job.asOf, {
        ...options,
        projectors: projections === undefined ? undefined : readModelsNamed(projections),
        onProgress,
      });
      const { namespace, position, events: count, built } = model;
      post({ type: 'done', built: { namespace, position, events: count, built } });
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

function readModelsNamed(names: readonly string[]): ReadModel[] {
  return names.map((name) => {
    const model = readModelNamed(name);
    if (model === undefined) throw new Error(`no read model "${name}"`);
    return model;
  });
}

if (parentPort === null) throw new Error('analyst-job-thread.js runs as a worker thread');
main(parentPort, workerData as AnalystJobThreadData).catch((error: unknown) => {
  parentPort?.postMessage({
    type: 'failed',
    message: error instanceof Error ? error.message : String(error),
  } satisfies FromAnalystJobThread);
});
