import { join } from 'node:path';
import { jest } from '@jest/globals';
import { SqliteEventStore } from '@creators/storage';
import {
  builtEntry,
  eventually,
  INTEGRATION_TEST_MS,
  startProcess,
  tempDir,
  type TestProcess,
} from '@creators/storage/testing';
import { itemLife } from './testing/item-events.js';

jest.setTimeout(INTEGRATION_TEST_MS);

const WORKER = builtEntry(new URL('../dist/worker.js', import.meta.url));

const GRACE_SECONDS = 2;
/** The grace period, the hard deadline's margin (5 s, status 1) and generous slack for a busy machine. */
const EXIT_WITHIN_MS = (GRACE_SECONDS + 5) * 1000 + 15_000;

const startWorker = (dataDir: string): TestProcess =>
  startProcess(process.execPath, [WORKER], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PROJECTOR_PORT: '0',
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
      EVENTSTORE_URL: '',
      MONGODB_URL: '',
      LOG_LEVEL: 'info',
    },
  });

describe('the projector worker stopped with SIGTERM', () => {
  it('stops while it still builds its read models over a full log, exits 0, and starts again where it can', async () => {
    const dataDir = tempDir('worker-shutdown-');
    const events = new SqliteEventStore(join(dataDir, 'creators.db'));
    try {
      const at = '2026-03-01T10:00:00.000Z';
      for (let n = 1; n <= 2000; n += 1) {
        const { itemId, events: life } = itemLife(n % 2 === 0 ? 'components' : 'templates', n, at);
        await events.append(`item-${itemId}`, life, 'no_stream');
      }
      const head = (await events.headPosition()) ?? 0;

      // A first start over a full log builds every model aside before following it.
      const first = startWorker(dataDir);
      await first.waitForStdout(/"msg":"projector status on \/health, \/ready and \/metrics"/);
      first.kill('SIGTERM');
      const exit = await eventually(() => Promise.resolve(first.exitStatus()), {
        what: 'the worker to exit after SIGTERM',
        timeoutMs: EXIT_WITHIN_MS,
      });
      expect({ exit, output: exit.code === 0 ? '' : first.describe() }).toEqual({
        exit: { code: 0, signal: null },
        output: '',
      });
      expect(first.stdout()).toContain('"msg":"projector stopped"');

      // Nothing half-done is left in the way: the next worker builds and follows the log to its head.
      const second = startWorker(dataDir);
      const [, port] = await second.waitForStdout(/"port":(\d+)/);
      await eventually(
        async () => {
          const ready = await fetch(`http://127.0.0.1:${port}/ready`);
          return ready.status === 200 ? ((await ready.json()) as { target: number }) : null;
        },
        { what: 'the second worker to be ready', whileRunning: second },
      );
      expect(await second.stop('SIGTERM')).toMatchObject({ code: 0 });
      expect(second.stdout()).toContain(`"target":${head}`);
    } finally {
      await events.close();
    }
  });
});
