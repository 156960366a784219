import { DomainError } from '../../platform/domain-error.js';
import { AnalystJobs, type JobProgress } from './analyst-jobs.js';

/** A job's work that ends when the test says, reporting progress as told. */
function controlledWork(): {
  work: (progress: (at: JobProgress) => void) => Promise<void>;
  report: (at: JobProgress) => void;
  finish: () => void;
  fail: (error: Error) => void;
} {
  let report: (at: JobProgress) => void = () => undefined;
  let finish: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    work: (progress) => {
      report = progress;
      return done;
    },
    report: (at) => {
      report(at);
    },
    finish: () => {
      finish();
    },
    fail: (error) => {
      fail(error);
    },
  };
}

describe('AnalystJobs: one analyst job at a time', () => {
  it('refuses a second job while one runs, and takes one again once it has ended', async () => {
    const jobs = new AnalystJobs();
    const first = controlledWork();
    expect(jobs.start('as-of', 'position 12', first.work)).toMatchObject({ kind: 'as-of', state: 'running' });
    let refusal: unknown = null;
    try {
      jobs.start('rebuild', 'public-items', controlledWork().work);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ code: 'job_running' });
    expect(jobs.view()).toMatchObject({ kind: 'as-of', label: 'position 12' });

    first.report({ position: 7, head: 12, events: 5 });
    expect(jobs.view()).toMatchObject({ state: 'running', position: 7, head: 12, events: 5 });
    first.finish();
    await jobs.onModuleDestroy();
    expect(jobs.view()).toMatchObject({ state: 'done', error: null });
    expect(jobs.view()?.finishedAt).not.toBeNull();

    const second = controlledWork();
    expect(jobs.start('rebuild', 'public-items', second.work)).toMatchObject({ kind: 'rebuild', state: 'running' });
    second.fail(new Error('the store went away'));
    await jobs.onModuleDestroy();
    expect(jobs.view()).toMatchObject({ kind: 'rebuild', state: 'failed', error: 'the store went away' });
  });

  it('stops a running job when shutting down, and waits until it has stopped', async () => {
    const jobs = new AnalystJobs();
    let given: AbortSignal | null = null;
    let stopped = false;
    jobs.start('as-of', 'position 40', (_progress, stop) => {
      given = stop;
      return new Promise((_resolve, reject) => {
        stop.addEventListener('abort', () => {
          // Its thread ends a moment later.
          setImmediate(() => {
            stopped = true;
            reject(new Error('the job was stopped before it ended'));
          });
        });
      });
    });
    expect((given as AbortSignal | null)?.aborted).toBe(false);
    expect(jobs.view()).toMatchObject({ state: 'running' });
    await jobs.onModuleDestroy();
    expect(stopped).toBe(true);
    expect(jobs.view()).toMatchObject({ state: 'failed', error: 'the job was stopped before it ended' });
  });
});
