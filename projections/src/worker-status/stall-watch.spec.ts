import { jest } from '@jest/globals';
import type { ConnectionReport } from '../runner/projection-runner.js';
import { stallWatch } from './stall-watch.js';

const lost = (failingSince: number): ConnectionReport => ({
  connected: false,
  reconnects: 1,
  failingSince,
  error: new Error('down'),
  retryInMs: 100,
});
const back: ConnectionReport = { connected: true, reconnects: 1, failingSince: null, error: null, retryInMs: null };

describe('the stall watch', () => {
  let clock = 0;
  beforeEach(() => {
    jest.useFakeTimers();
    clock = 0;
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('calls for an exit once the follower has made no progress for the whole limit since the first fault', () => {
    const stalled = jest.fn();
    const watch = stallWatch(10_000, stalled, () => clock);
    watch(lost(0));
    clock = 6_000;
    watch(lost(0));
    jest.advanceTimersByTime(6_000);
    expect(stalled).not.toHaveBeenCalled();
    clock = 10_000;
    jest.advanceTimersByTime(1_000);
    expect(stalled).toHaveBeenCalledTimes(1);
    clock = 30_000;
    jest.advanceTimersByTime(5_000);
    expect(stalled).toHaveBeenCalledTimes(1);
  });

  it('stands down when the link is back', () => {
    const stalled = jest.fn();
    const watch = stallWatch(10_000, stalled, () => clock);
    watch(lost(0));
    clock = 5_000;
    jest.advanceTimersByTime(5_000);
    watch(back);
    clock = 60_000;
    jest.advanceTimersByTime(60_000);
    expect(stalled).not.toHaveBeenCalled();
  });
});
