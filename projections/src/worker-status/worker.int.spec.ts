import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { SqliteEventStore } from '@creators/storage';
import { tempDir } from '@creators/storage/testing';
import { ALL_PROJECTORS } from '../all-projectors.js';
import { publicItemsStage } from '../published-items/public-items.js';
import { anEvent, itemLife } from '../testing/item-events.js';
import type { Readiness } from './readiness.js';

const WORKER = fileURLToPath(new URL('../../dist/worker.js', import.meta.url));

type Line = Record<string, unknown>;

/** The built worker, its JSON log lines, and the base URL of its status server. */
interface RunningWorker {
  readonly child: ChildProcess;
  readonly lines: Line[];
  readonly base: string;
  /** Its exit code, once it has exited and its output has been read to the end. */
  readonly closed: Promise<number | null>;
}

const running = new Set<{ readonly child: ChildProcess; readonly closed: Promise<number | null> }>();

async function startWorker(dataDir: string): Promise<RunningWorker> {
  const child = spawn(process.execPath, [WORKER], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PROJECTOR_PORT: '0',
      EVENTSTORE_URL: '',
      MONGODB_URL: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const closed = new Promise<number | null>((resolve) =>
    child.once('close', (code) => {
      resolve(code);
    }),
  );
  running.add({ child, closed });
  const lines: Line[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error('the worker did not announce its port'));
    }, 20_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the worker exited (${code}) before listening`));
    });
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (text) => {
      const line = JSON.parse(text) as Line;
      lines.push(line);
      if (typeof line.port === 'number') {
        clearTimeout(timer);
        resolve(line.port);
      }
    });
  });
  return { child, lines, base: `http://127.0.0.1:${port}`, closed };
}

async function until<T>(attempt: () => Promise<T | null>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const readiness = async (base: string): Promise<{ status: number; body: Readiness }> => {
  const response = await fetch(`${base}/ready`);
  return { status: response.status, body: (await response.json()) as Readiness };
};

/** The values of a metric's series that carry the given label, from the text exposition. */
const samples = (text: string, name: string, label = ''): number[] =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) && line.includes(label))
    .map((line) => Number(line.slice(line.lastIndexOf(' ') + 1)));

afterEach(async () => {
  // Whatever the outcome, no worker outlives its test.
  await Promise.all(
    [...running].map(async ({ child, closed }) => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await closed;
    }),
  );
  running.clear();
});

describe('the projector worker process', () => {
  it('answers health at once, ready once every projection reached the head seen at start, and metrics', async () => {
    const dataDir = tempDir('worker-');
    const events = new SqliteEventStore(join(dataDir, 'creators.db'));
    const at = '2026-03-01T10:00:00.000Z';
    for (let n = 1; n <= 60; n += 1) {
      const { itemId, events: life } = itemLife(n % 2 === 0 ? 'components' : 'templates', n, at);
      await events.append(`item-${itemId}`, life, 'no_stream');
    }
    const head = (await events.headPosition()) ?? 0;
    await events.close();

    const worker = await startWorker(dataDir);
    const health = await fetch(`${worker.base}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    const ready = await until(async () => {
      const answer = await readiness(worker.base);
      return answer.status === 200 ? answer.body : null;
    }, 'the worker to be ready');
    expect(ready.status).toBe('ready');
    expect(ready.target).toBe(head);
    // Every read model, and the shared item stage the public ones read.
    const fed = [publicItemsStage, ...ALL_PROJECTORS];
    expect(ready.projections.map((p) => p.name).sort()).toEqual(fed.map((p) => p.name).sort());
    for (const projection of ready.projections) {
      expect(projection).toMatchObject({ state: 'running', error: null });
      expect(projection.checkpoint).toBeGreaterThanOrEqual(head);
    }

    const metrics = await fetch(`${worker.base}/metrics`);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await metrics.text();
    expect(samples(text, 'projection_log_head_position', 'service="projector"')).toEqual([head]);
    expect(samples(text, 'projection_lag_events')).toEqual(fed.map(() => 0));
    expect(samples(text, 'projection_lag_seconds')).toEqual(fed.map(() => 0));
    expect(samples(text, 'projector_subscription_connected')).toEqual([1]);
    expect(samples(text, 'projection_checkpoint_position', 'projection="items"')).toEqual([head]);
    expect(samples(text, 'projections_failed')).toEqual([0]);

    expect((await fetch(`${worker.base}/elsewhere`)).status).toBe(404);
    expect((await fetch(`${worker.base}/ready`, { method: 'POST' })).status).toBe(405);

    worker.child.kill('SIGTERM');
    expect(await worker.closed).toBe(0);
    expect(worker.lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['projector following the log', 'projector stopped']),
    );
    expect(worker.lines.every((line) => line.service === 'projector')).toBe(true);
  });

  it('answers 503 naming the failed projection when one stops on an event, and says so in its log', async () => {
    const dataDir = tempDir('worker-failed-');
    const events = new SqliteEventStore(join(dataDir, 'creators.db'));
    // A sign-up without a handle: the creator profiles cannot project it.
    await events.append('creator-x', [anEvent('CreatorSignedUp', { creatorId: 'x' })], 'no_stream');
    await events.close();

    const worker = await startWorker(dataDir);
    const failed = await until(async () => {
      const answer = await readiness(worker.base);
      return answer.body.status === 'failed' ? answer : null;
    }, 'the projection to fail');
    expect(failed.status).toBe(503);
    const broken = failed.body.projections.filter((p) => p.state === 'failed');
    expect(broken).toEqual([
      expect.objectContaining({ name: 'creator-profiles', error: expect.stringContaining('position 1') }),
    ]);

    const text = await (await fetch(`${worker.base}/metrics`)).text();
    expect(samples(text, 'projections_failed')).toEqual([1]);
    expect((await fetch(`${worker.base}/health`)).status).toBe(200);
    // The log line and the HTTP answer travel on different pipes: wait for the line.
    const logged = await until(
      async () => worker.lines.find((line) => line.msg === 'a projection stopped') ?? null,
      'the failure in the log',
    );
    expect(logged).toMatchObject({ level: 'error', err: { message: expect.stringContaining('creator-profiles') } });
  });
});
