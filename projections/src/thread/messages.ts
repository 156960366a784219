import type { LogLevel } from '@creators/storage';
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
