import { Worker } from 'node:worker_threads';
import { threadModule } from '@creators/storage';
import { asOfCollection, type AsOf, type AsOfModel } from '../history/as-of.js';
import type { AnalystJobThreadData, FromAnalystJobThread, JobProgress } from './messages.js';

const THREAD = threadModule('./analyst-job-thread.js', import.meta.url);

/**
 * The young generation of the thread's heap. A replay allocates each batch's events and documents
 * and drops them a batch later: with room for about a batch, most of them die young rather than
 * being copied by each collection of the young generation (a million events replayed about 5%
 * faster than with the default, for about 20 MB more).
 */
const YOUNG_GENERATION_MB = 96;

type StoreSettings = AnalystJobThreadData['stores'];

/**
 * `buildAsOf` in a worker thread with its own connections to the stores: what a gateway runs for
 * an analyst, whose requests keep the event loop meanwhile. Answers as `buildAsOf` does; refuses
 * with the build's error, or when the thread stops before it ends.
 */
export async function buildAsOfInThread(
  stores: StoreSettings,
  asOf: AsOf,
  namespace: string,
  onProgress?: (progress: JobProgress) => void,
): Promise<AsOfModel> {
  const done = await runInThread({ stores, job: { kind: 'as-of', asOf, namespace } }, onProgress);
  if (done.built === null) throw new Error('the as-of build ended without saying what it built');
  return { namespace, asOf, ...done.built, physical: (name) => asOfCollection(namespace, name) };
}

/** The runner's rebuild of these live read models (built aside, swapped in), in a worker thread likewise. */
export async function rebuildInThread(
  stores: StoreSettings,
  models: readonly string[],
  onProgress?: (progress: JobProgress) => void,
): Promise<void> {
  await runInThread({ stores, job: { kind: 'rebuild', models } }, onProgress);
}

function runInThread(
  data: AnalystJobThreadData,
  onProgress?: (progress: JobProgress) => void,
): Promise<Extract<FromAnalystJobThread, { type: 'done' }>> {
  return new Promise((resolve, reject) => {
    let outcome: FromAnalystJobThread | null = null;
    const worker = new Worker(THREAD, {
      workerData: data,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    worker.on('message', (message: FromAnalystJobThread) => {
      if (message.type === 'progress') onProgress?.(message.progress);
      else outcome = message;
    });
    worker.on('error', (error) => {
      outcome ??= { type: 'failed', message: error.message };
    });
    // The thread has closed its stores when it exits: only then is the job over.
    worker.once('exit', (code) => {
      const ended = outcome ?? { type: 'failed', message: `the job's thread stopped (exit code ${code})` };
      if (ended.type === 'done') resolve(ended);
      else reject(new Error(ended.type === 'failed' ? ended.message : `the job's thread stopped`));
    });
  });
}
