import { Worker } from 'node:worker_threads';
import { threadModule } from '@creators/storage';
import { asOfCollection, type AsOfModel, type BuildProgress } from '../history/as-of.js';
import type { AsOfThreadJob, FromAsOfThread } from './messages.js';

const THREAD = threadModule('./as-of-thread.js', import.meta.url);

/**
 * The young generation of the thread's heap. A replay allocates each batch's events and documents
 * and drops them a batch later: with room for about a batch, most of them die young rather than
 * being copied by each collection of the young generation (a million events replayed about 5%
 * faster than with the default, for about 20 MB more).
 */
const YOUNG_GENERATION_MB = 96;

/**
 * `buildAsOf` in a worker thread with its own connections to the stores: what a gateway runs for
 * an analyst, whose requests keep the event loop meanwhile. Answers as `buildAsOf` does; refuses
 * with the build's error, or when the thread stops before it ends.
 */
export function buildAsOfInThread(
  job: AsOfThreadJob,
  onProgress?: (progress: BuildProgress) => void,
): Promise<AsOfModel> {
  return new Promise((resolve, reject) => {
    let outcome: FromAsOfThread | null = null;
    const worker = new Worker(THREAD, {
      workerData: job satisfies AsOfThreadJob,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    worker.on('message', (message: FromAsOfThread) => {
      if (message.type === 'progress') onProgress?.(message.progress);
      else outcome = message;
    });
    worker.on('error', (error) => {
      outcome ??= { type: 'failed', message: error.message };
    });
    // The thread has closed its stores when it exits: only then is the build over.
    worker.once('exit', (code) => {
      const ended: FromAsOfThread = outcome ?? {
        type: 'failed',
        message: `the as-of build stopped (exit code ${code})`,
      };
      if (ended.type === 'built') {
        const { position, events, built } = ended;
        const { namespace, asOf } = job;
        resolve({ namespace, asOf, position, events, built, physical: (name) => asOfCollection(namespace, name) });
      } else reject(new Error(ended.type === 'failed' ? ended.message : 'the as-of build stopped'));
    });
  });
}
