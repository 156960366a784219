import { Worker } from 'node:worker_threads';
import { threadModule, type StoreSettings } from '@creators/storage';
import { asOfCollection, type AsOf, type AsOfModel, type BuildProgress } from './as-of.js';

/** How an as-of build is made: `buildAsOf`'s options that can cross to a thread, and which log it reads. */
export interface AsOfJobOptions {
  /** Default: the point's own (`defaultNamespace`). */
  readonly namespace?: string;
  readonly fresh?: boolean;
  /** The read models to build, by name (default: all). */
  readonly projections?: readonly string[];
  readonly batchSize?: number;
  /** Read the log with people's personal values hidden (`PseudonymousEventStore`), as analysts' questions do. */
  readonly pseudonymous?: boolean;
}

/** An analyst's job: an as-of build into a namespace, or a rebuild of live read models (aside, swapped in). */
export type AnalystJob =
  | { readonly kind: 'as-of'; readonly asOf: AsOf; readonly options: AsOfJobOptions }
  | { readonly kind: 'rebuild'; readonly models: readonly string[] };

/** Where the configured stores are, for a thread that opens its own connections to them. */
export type JobStores = Pick<StoreSettings, 'dataDir' | 'eventStoreUrl' | 'mongodbUrl' | 'appSecret'>;

/** What an analyst job's thread is started with: where the stores are, and the job. */
export interface AnalystJobThreadData {
  readonly stores: JobStores;
  readonly job: AnalystJob;
}

/** How far a job has read the log. */
export type JobProgress = Pick<BuildProgress, 'position' | 'head' | 'events'>;

export type FromAnalystJobThread =
  | { readonly type: 'progress'; readonly progress: JobProgress }
  /** The job ended; an as-of build says what it built. */
  | {
      readonly type: 'done';
      readonly built: Pick<AsOfModel, 'namespace' | 'position' | 'events' | 'built'> | null;
    }
  | { readonly type: 'failed'; readonly message: string };

/** How a job is followed, and stopped: aborting the signal ends its thread at once, and the job fails. */
export interface JobControl {
  readonly onProgress?: (progress: JobProgress) => void;
  readonly signal?: AbortSignal;
}

const STOPPED = 'the job was stopped before it ended';

const THREAD = threadModule('./analyst-job-thread.js', import.meta.url);

/**
 * The young generation of the thread's heap. A replay allocates each batch's events and documents
 * and drops them a batch later: with room for about a batch, most of them die young rather than
 * being copied by each collection of the young generation (a million events replayed about 5%
 * faster than with the default, for about 20 MB more).
 */
const YOUNG_GENERATION_MB = 96;

/**
 * `buildAsOf` in a worker thread with its own connections to the stores: what a gateway runs for
 * an analyst, whose requests keep the event loop meanwhile, and what the history tool's `replay`
 * runs. Answers as `buildAsOf` does; refuses with the build's error, or when the thread stops
 * before it ends.
 */
export async function buildAsOfInThread(
  stores: JobStores,
  asOf: AsOf,
  options: AsOfJobOptions & JobControl = {},
): Promise<AsOfModel> {
  const { onProgress, signal, ...crossing } = options;
  const done = await runInThread({ stores, job: { kind: 'as-of', asOf, options: crossing } }, { onProgress, signal });
  if (done.built === null) throw new Error('the as-of build ended without saying what it built');
  const { namespace } = done.built;
  return { asOf, ...done.built, physical: (name) => asOfCollection(namespace, name) };
}

/** The runner's rebuild of these live read models (built aside, swapped in), in a worker thread likewise. */
export async function rebuildInThread(
  stores: JobStores,
  models: readonly string[],
  control: JobControl = {},
): Promise<void> {
  await runInThread({ stores, job: { kind: 'rebuild', models } }, control);
}

/**
 * Runs the job in its thread. `stores` may be a whole configuration (the gateway's): the thread is
 * given only where the stores are.
 */
function runInThread(
  { stores: { dataDir, eventStoreUrl, mongodbUrl, appSecret }, job }: AnalystJobThreadData,
  { onProgress, signal }: JobControl,
): Promise<Extract<FromAnalystJobThread, { type: 'done' }>> {
  return new Promise((resolve, reject) => {
    let outcome: Exclude<FromAnalystJobThread, { type: 'progress' }> | null = null;
    if (signal?.aborted === true) {
      reject(new Error(STOPPED));
      return;
    }
    const worker = new Worker(THREAD, {
      workerData: { stores: { dataDir, eventStoreUrl, mongodbUrl, appSecret }, job } satisfies AnalystJobThreadData,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    worker.on('message', (message: FromAnalystJobThread) => {
      if (message.type === 'progress') onProgress?.(message.progress);
      else outcome = message;
    });
    worker.on('error', (error) => {
      outcome ??= { type: 'failed', message: error.message };
    });
    // Stopping ends the thread where it is: its connections go with it, their transaction undone
    // (an as-of namespace stays incomplete and is built again; an unfinished rebuild is cleared).
    const stop = (): void => {
      outcome ??= { type: 'failed', message: STOPPED };
      void worker.terminate();
    };
    signal?.addEventListener('abort', stop, { once: true });
    // The thread has closed its stores when it exits: only then is the job over.
    worker.once('exit', (code) => {
      signal?.removeEventListener('abort', stop);
      const ended = outcome ?? { type: 'failed', message: `the job's thread stopped (exit code ${code})` };
      if (ended.type === 'done') resolve(ended);
      else reject(new Error(ended.message));
    });
  });
}
