import { jest } from '@jest/globals';
import { PeriodicJob } from './periodic-job.js';

describe('a periodic job', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('runs one at a time: a tick while a run is under way starts none', async () => {
    let release = (): void => undefined;
    const runs: number[] = [];
    const job = new PeriodicJob(1000, () => {
      runs.push(runs.length);
      return new Promise<void>((resolve) => (release = resolve));
    });
    job.start();
    jest.advanceTimersByTime(3000);
    expect(runs).toHaveLength(1);
    release();
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(1000);
    expect(runs).toHaveLength(2);
    const stopped = job.stop();
    release();
    await stopped;
    jest.advanceTimersByTime(5000);
    expect(runs).toHaveLength(2);
  });

  it('never runs when its period is 0', async () => {
    const work = jest.fn(() => Promise.resolve());
    const job = new PeriodicJob(0, work);
    job.start();
    jest.advanceTimersByTime(60_000);
    await job.stop();
    expect(work).not.toHaveBeenCalled();
  });
});
