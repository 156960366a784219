import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { AnalystJobKind, AnalystJobView } from '@creators/contracts';
import { historyError } from '../history.errors.js';

export interface JobProgress {
  readonly position: number;
  readonly head: number;
  readonly events: number;
}

/** What a job does; it reports how far it got as it goes. */
export type JobWork = (progress: (at: JobProgress) => void) => Promise<void>;

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
    this.running = work(progress).then(
      () => {
        job.state = 'done';
        job.finishedAt = new Date().toISOString();
      },
      (error: unknown) => {
        job.state = 'failed';
        job.error = error instanceof Error ? error.message : String(error);
        job.finishedAt = new Date().toISOString();
        this.logger.error(`${describe(job)} failed`, error);
      },
    );
    return { ...job };
  }

  /** A job left running would write to stores being closed: shutting down waits for it. */
  async onModuleDestroy(): Promise<void> {
    await this.running;
  }
}

const describe = (job: AnalystJobView): string =>
  job.kind === 'as-of' ? `the as-of build of ${job.label}` : `the rebuild of ${job.label}`;
