import { Worker } from 'node:worker_threads';
import type { EventStore } from '@creators/storage';
import { ALL_PROJECTORS } from '../all-projectors.js';
import { measureLag, NO_LAG, type Lag } from '../runner/lag.js';
import type { BatchReport, ProjectionStatus } from '../runner/projection-runner.js';
import { ProgressWaiters, type Projections } from '../runner/progress-waiters.js';
import { withStages } from '../runner/read-model.js';
import type { FromThread, ThreadSettings, ToThread } from './messages.js';

const THREAD = new URL('./projector-thread.js', import.meta.url);

/**
 * Every read model projected in a worker thread (the embedded default): the gateway's event loop
 * only answers requests, and sees the projections' progress through the thread's messages.
 */
export class ThreadedProjections implements Projections {
  private current: ProjectionStatus[] = withStages(ALL_PROJECTORS).map((model) => ({
    name: model.name,
    version: model.version,
    state: 'stopped',
    checkpoint: null,
    error: null,
  }));
  private readonly waiters = new ProgressWaiters(() => this.current);
  private worker: Worker | null = null;
  private readonly listeners = new Set<(message: FromThread) => void>();
  private readonly batchListeners = new Set<(report: BatchReport) => void>();

  constructor(
    private readonly settings: ThreadSettings & {
      /** The log, read on this side for `lag`. */
      readonly log: Pick<EventStore, 'headPosition' | 'readAllJson'>;
    },
  ) {}

  /** Starts the thread and its projections; resolves once every version-bump rebuild is done and they follow the log. */
  async start(): Promise<void> {
    const { dataDir, batchSize, logLevel, appSecret } = this.settings;
    const worker = new Worker(THREAD, {
      workerData: { dataDir, batchSize, logLevel, appSecret } satisfies ThreadSettings,
    });
    this.worker = worker;
    worker.on('message', (message: FromThread) => {
      if (message.type === 'status' || message.type === 'started') {
        this.current = message.status;
        this.waiters.notify();
      }
      if (message.type === 'status' && message.batch !== undefined) {
        for (const listener of this.batchListeners) listener(message.batch);
      }
      for (const listener of this.listeners) listener(message);
    });
    worker.on('error', (error) => {
      console.error(`[projections] the projector thread stopped: ${error.message}`);
      this.markStopped('failed', error.message);
    });
    worker.on('exit', () => {
      this.worker = null;
      this.markStopped('stopped', null);
    });
    await this.exchange({ type: 'start' }, 'started');
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    if (worker === null) return;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    await this.exchange({ type: 'stop' }, 'stopped').catch(() => worker.terminate());
    await exited;
  }

  status(): ProjectionStatus[] {
    return this.current;
  }

  onBatch(listener: (report: BatchReport) => void): void {
    this.batchListeners.add(listener);
  }

  async lag(): Promise<{ head: number | null; projections: (ProjectionStatus & Lag)[] }> {
    const current = this.current;
    const head = await this.settings.log.headPosition();
    const lags = await measureLag(
      this.settings.log,
      current.map((status) => status.checkpoint),
    );
    return { head, projections: current.map((status, i) => ({ ...status, ...(lags[i] ?? NO_LAG) })) };
  }

  waitFor(position: number, timeoutMs: number, names?: readonly string[]): Promise<boolean> {
    return this.waiters.waitFor(position, timeoutMs, names);
  }

  private markStopped(state: 'stopped' | 'failed', error: string | null): void {
    this.current = this.current.map((status) =>
      status.state === 'running' || status.state === 'rebuilding' ? { ...status, state, error } : status,
    );
    this.waiters.notify();
    for (const listener of this.listeners)
      listener({ type: 'failed', message: error ?? 'the projector thread exited' });
  }

  /** Sends a message and waits for the answer of the given type (or the thread's failure). */
  private exchange(message: ToThread, answer: FromThread['type']): Promise<void> {
    const worker = this.worker;
    if (worker === null) return Promise.reject(new Error('the projector thread is not running'));
    return new Promise((resolve, reject) => {
      const listener = (reply: FromThread): void => {
        if (reply.type !== answer && reply.type !== 'failed') return;
        this.listeners.delete(listener);
        if (reply.type === 'failed') reject(new Error(`the projector thread failed: ${reply.message}`));
        else resolve();
      };
      this.listeners.add(listener);
      worker.postMessage(message);
    });
  }
}
