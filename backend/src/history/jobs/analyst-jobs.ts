import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { AnalystJobKind, AnalystJobView } from '@creators/contracts';
import { historyError } from '../history.errors.js';

export interface JobProgress {
  readonly position: number;
  readonly head: number;
  readonly events: number;
}

/** What a job does; it reports how far it got as it goes, and stops when `stop` is aborted. */
export type JobWork = (progress: (at: JobProgress) => void, stop: AbortSignal) => Promise<void>;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The gateway's one analyst job at a time (an as-of build or a rebuild: each reads the whole log,
 * and two at once would only halve each other), run in the background with its progress kept for
 * the workbench to show. The last one stays visible after it ends, with its outcome.
 */
@Injectable()
export class AnalystJobs implements OnModuleDestroy {
  private readonly logger = new Logger('AnalystJobs');
  private job: Mutable<AnalystJobView> | null = null;
  private running: Promise<void> | null = null;
  /** Stops the job last started (see `onModuleDestroy`). */
  private stopping: AbortController | null = null;

  view(): AnalystJobView | null {
    return this.job === null ? null : { ...this.job };
  }

  /** Starts the work, or refuses (409) while another job runs. */
  start(kind: AnalystJobKind, label: string, work: JobWork): AnalystJobView {
    if (this.job?.state === 'running')
      throw historyError('job_running', `${describe(this.job)} is running; one job at a time`);
    const job: Mutable<AnalystJobView> = {
      kind,
      label,
      state: 'running',
      position: null,
      head: null,
      events: 0,
      startedAt: new Date().toISOString(),
      finishedAt: null,
      error: null,
    };
    this.job = job;
    const progress = (at: JobProgress): void => {
      job.position = at.position;
      job.head = at.head;
      job.events = at.events;
    };
    const stopping = new AbortController();
    this.stopping = stopping;
    this.running = work(progress, stopping.signal).then(
      () => {
        job.state = 'done';
        job.finishedAt = new Date().toISOString();
      },
      (error: unknown) => {
        job.state = 'failed';
        job.error = error instanceof Error ? error.message : String(error);
        job.finishedAt = new Date().toISOString();
        // Ending as the gateway shuts down is expected (the job stops there), and it is done again when asked.
        if (stopping.signal.aborted) this.logger.warn(`${describe(job)} ended as the gateway shut down: ${job.error}`);
        else this.logger.error(`${describe(job)} failed`, error);
      },
    );
    return { ...job };
  }

  /**
   * Shutting down stops a running job (its thread ends where it is, its work undone or left
   * incomplete, to be done again) and waits until it has.
   */
  async onModuleDestroy(): Promise<void> {
    this.stopping?.abort();
    await this.running;
  }
}

const describe = (job: AnalystJobView): string =>
  job.kind === 'as-of' ? `the as-of build of ${job.label}` : `the rebuild of ${job.label}`;
