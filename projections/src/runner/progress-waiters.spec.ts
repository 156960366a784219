import { jest } from '@jest/globals';
import type { ProjectionStatus } from './projection-runner.js';
import { ProgressWaiters } from './progress-waiters.js';

/** A waiter's limit: on the fake clock below, reached only when the test moves it on. */
const HOUR_MS = 60 * 60_000;

const status = (name: string, state: ProjectionStatus['state'], checkpoint: number | null): ProjectionStatus => ({
  name,
  version: 1,
  state,
  checkpoint,
  error: null,
});

/** What a wait has come to once every pending callback has run: its answer, or still waiting. */
const settled = <T>(waiting: Promise<T>): Promise<T | 'waiting'> =>
  Promise.race([waiting, new Promise<'waiting'>((resolve) => setImmediate(resolve, 'waiting'))]);

describe('ProgressWaiters', () => {
  // A waiter's timer on a fake clock: it never fires by itself, and never holds the runner open.
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('answers at once for a position reached, and for a projection already failed or stopped', async () => {
    let statuses = [status('a', 'running', 5), status('b', 'failed', 2)];
    const waiters = new ProgressWaiters(() => statuses);
    expect(await settled(waiters.waitFor(5, HOUR_MS, ['a']))).toBe(true);
    expect(await settled(waiters.waitFor(5, HOUR_MS, ['b']))).toBe(false);
    expect(await settled(waiters.waitFor(5, HOUR_MS))).toBe(false);
    statuses = [status('a', 'stopped', 1)];
    expect(await settled(waiters.waitFor(5, HOUR_MS, ['a']))).toBe(false);
  });

  it('wakes a waiter when its projections reach the position or fail, and not before', async () => {
    let statuses = [status('a', 'running', 1), status('b', 'running', 1)];
    const waiters = new ProgressWaiters(() => statuses);
    const reaching = waiters.waitFor(3, HOUR_MS, ['a']);
    const failing = waiters.waitFor(3, HOUR_MS, ['b']);
    waiters.notify();
    expect(await settled(reaching)).toBe('waiting');
    statuses = [status('a', 'running', 3), status('b', 'failed', 1)];
    waiters.notify();
    expect(await settled(reaching)).toBe(true);
    expect(await settled(failing)).toBe(false);
  });

  it('gives up at its limit', async () => {
    const waiters = new ProgressWaiters(() => [status('a', 'running', 1)]);
    const waiting = waiters.waitFor(2, HOUR_MS);
    jest.advanceTimersByTime(HOUR_MS - 1);
    expect(await settled(waiting)).toBe('waiting');
    jest.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(false);
  });
});
