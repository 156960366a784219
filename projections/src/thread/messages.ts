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

/** What the as-of thread is started with: where the stores are, and the point to build. */
export interface AsOfThreadJob {
  readonly stores: Pick<StoreSettings, 'dataDir' | 'eventStoreUrl' | 'mongodbUrl' | 'appSecret'>;
  readonly asOf: AsOf;
  readonly namespace: string;
}

export type FromAsOfThread =
  | { readonly type: 'progress'; readonly progress: BuildProgress }
  | { readonly type: 'built'; readonly position: number | null; readonly events: number; readonly built: boolean }
  | { readonly type: 'failed'; readonly message: string };
