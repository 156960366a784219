import type { LogLevel, StoreSettings } from '@creators/storage';
import type { AsOf, BuildProgress } from '../history/as-of.js';
import type { BatchReport, ProjectionStatus } from '../runner/projection-runner.js';

/** What the projector thread is started with. */
export interface ThreadSettings {
  readonly dataDir: string;
  readonly batchSize: number;
  readonly logLevel: LogLevel;
  /** What the personal-data keys are wrapped with: the thread opens people's fields as the gateway does. */
  readonly appSecret: string | null;
}

export type ToThread = { readonly type: 'start' } | { readonly type: 'stop' };

export type FromThread =
  | { readonly type: 'status'; readonly status: ProjectionStatus[]; readonly batch?: BatchReport }
  | { readonly type: 'started'; readonly status: ProjectionStatus[] }
  | { readonly type: 'stopped' }
  | { readonly type: 'failed'; readonly message: string };

/** An analyst's job: an as-of build into a namespace, or a rebuild of live read models (aside, swapped in). */
export type AnalystJob =
  | { readonly kind: 'as-of'; readonly asOf: AsOf; readonly namespace: string }
  | { readonly kind: 'rebuild'; readonly models: readonly string[] };

/** What an analyst job's thread is started with: where the stores are, and the job. */
export interface AnalystJobThreadData {
  readonly stores: Pick<StoreSettings, 'dataDir' | 'eventStoreUrl' | 'mongodbUrl' | 'appSecret'>;
  readonly job: AnalystJob;
}

/** How far a job has read the log. */
export type JobProgress = Pick<BuildProgress, 'position' | 'head' | 'events'>;

export type FromAnalystJobThread =
  | { readonly type: 'progress'; readonly progress: JobProgress }
  /** The job ended; an as-of build says what it built. */
  | {
      readonly type: 'done';
      readonly built: { readonly position: number | null; readonly events: number; readonly built: boolean } | null;
    }
  | { readonly type: 'failed'; readonly message: string };
