import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { jest } from '@jest/globals';
import { createLogger } from '../logging/logger.js';
import { GracefulShutdown, STOP_MARGIN_MS } from './graceful-shutdown.js';

/** A shutdown over signals the test sends, its exit codes and log messages recorded. */
function watched(graceMs = 1000): {
  shutdown: GracefulShutdown;
  signals: EventEmitter;
  exited: Promise<number>;
  codes: number[];
  messages: string[];
} {
  const signals = new EventEmitter();
  const messages: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      messages.push((JSON.parse(chunk.toString('utf8')) as { msg: string }).msg);
      done();
    },
  });
  const codes: number[] = [];
  let exit: (code: number) => void = () => undefined;
  const exited = new Promise<number>((resolve) => {
    exit = (code) => {
      codes.push(code);
      resolve(code);
    };
  });
  const logger = createLogger({ level: 'info', service: 'test', destination });
  return {
    shutdown: new GracefulShutdown({ process: 'gateway', logger, graceMs, exit, signals }),
    signals,
    exited,
    codes,
    messages,
  };
}

describe('a graceful shutdown', () => {
  it('stops the start at its next step, closes what was opened last first, and exits 0', async () => {
    const { shutdown, signals, exited, messages } = watched();
    const closed: string[] = [];
    let stepped = (): void => undefined;
    const firstStep = new Promise<void>((resolve) => {
      stepped = resolve;
    });
    const afterStop: string[] = [];
    shutdown.start(async () => {
      shutdown.onStop('stores', async () => {
        closed.push('stores');
      });
      shutdown.onStop('server', async () => {
        closed.push('server');
      });
      stepped();
      // Work that cannot stop half-way: waiting for it ends at the signal.
      await shutdown.during(new Promise(() => undefined));
      afterStop.push('a step after the signal');
    });
    await firstStep;
    signals.emit('SIGTERM');
    expect(shutdown.signal.aborted).toBe(true);
    expect(await exited).toBe(0);
    expect(closed).toEqual(['server', 'stores']);
    expect(afterStop).toEqual([]);
    expect(messages).toEqual(['gateway stopping', 'gateway stopped']);
  });

  it('ends the process with status 1 at the deadline when something hangs', async () => {
    jest.useFakeTimers();
    try {
      const { shutdown, signals, codes, messages } = watched(2000);
      shutdown.onStop('a store that never closes', () => new Promise(() => undefined));
      shutdown.start(() => Promise.resolve());
      signals.emit('SIGINT');
      await jest.advanceTimersByTimeAsync(2000 + STOP_MARGIN_MS - 1);
      expect(codes).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      expect(codes).toEqual([1]);
      expect(messages).toContain('still stopping at the deadline: exiting now');
    } finally {
      jest.useRealTimers();
    }
  });

  it('exits with status 1 at once on a second signal', async () => {
    const { shutdown, signals, codes } = watched();
    shutdown.onStop('a store that never closes', () => new Promise(() => undefined));
    shutdown.start(() => Promise.resolve());
    signals.emit('SIGTERM');
    signals.emit('SIGTERM');
    expect(codes).toEqual([1]);
  });

  it('closes what was opened and exits 1 when the start fails', async () => {
    const { shutdown, exited, messages } = watched();
    const closed: string[] = [];
    shutdown.start(async () => {
      shutdown.onStop('stores', async () => {
        closed.push('stores');
      });
      throw new Error('the store is not reachable');
    });
    expect(await exited).toBe(1);
    expect(closed).toEqual(['stores']);
    expect(messages).toEqual(['gateway failed to start']);
  });

  it('exits 1 when something fails to close, after closing the rest', async () => {
    const { shutdown, signals, exited } = watched();
    const closed: string[] = [];
    shutdown.onStop('stores', async () => {
      closed.push('stores');
    });
    shutdown.onStop('server', () => Promise.reject(new Error('refused')));
    shutdown.start(() => Promise.resolve());
    signals.emit('SIGTERM');
    expect(await exited).toBe(1);
    expect(closed).toEqual(['stores']);
  });
});
