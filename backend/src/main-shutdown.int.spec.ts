import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { itemEventType } from '@creators/contracts';
import { SqliteEventStore } from '@creators/storage';
import {
  builtEntry,
  eventually,
  INTEGRATION_TEST_MS,
  PROMPTLY_MS,
  startProcess,
  tempDir,
  type ProcessExit,
  type TestProcess,
} from '@creators/storage/testing';
import { anEvent } from './testing/events.js';

jest.setTimeout(INTEGRATION_TEST_MS);

const MAIN = builtEntry(new URL('../dist/main.js', import.meta.url));

const GRACE_SECONDS = 2;
/**
 * The grace period, the margin of the hard deadline (5 s, which ends the process with status 1),
 * and generous slack for a busy machine: only a process held up by a connection, or one that
 * missed the signal, takes longer. Held connections used to hold it for the 30 s idle timeout.
 */
const EXIT_WITHIN_MS = (GRACE_SECONDS + 5) * 1000 + 15_000;

function startGateway(dataDir: string, demoData: '0' | '1'): TestProcess {
  return startProcess(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      DEMO_DATA: demoData,
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
      EVENTSTORE_URL: '',
      MONGODB_URL: '',
      SENTRY_DSN: '',
    },
  });
}

/** The port the gateway's server says it listens on (PORT=0 lets it pick a free one). */
async function portOf(gateway: TestProcess): Promise<number> {
  const [, port] = await gateway.waitForStdout(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
  return Number(port);
}

/** Waits for the exit, giving up (and failing) past the bound. */
function exitOf(gateway: TestProcess): Promise<ProcessExit> {
  return eventually(() => Promise.resolve(gateway.exitStatus()), {
    what: 'the gateway to exit after SIGTERM',
    timeoutMs: EXIT_WITHIN_MS,
  });
}

const opened = (socket: Socket): Promise<void> =>
  new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });

/** Everything the server sends until it closes the connection. */
const untilClosed = (socket: Socket): Promise<string> =>
  new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    socket.on('error', () => undefined);
    socket.once('close', () => {
      resolve(text);
    });
  });

describe('the gateway process stopped with SIGTERM', () => {
  it('lets go of held keep-alive connections, one that never sent a request too, and exits 0', async () => {
    const gateway = startGateway(tempDir('shutdown-held-'), '0');
    const port = await portOf(gateway);
    await gateway.waitForStdout(/"msg":"creators marketplace listening"/);

    // A browser's pooled connection, idle after its answer.
    const agent = new Agent({ keepAlive: true });
    const status = await new Promise<number>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: '/api/health', agent }, (answer) => {
        answer.resume();
        answer.once('end', () => {
          resolve(answer.statusCode ?? 0);
        });
      })
        .once('error', reject)
        .end();
    });
    expect(status).toBe(200);
    // A preconnected one that has not asked anything yet: Node's own sweep of idle connections skips it.
    const silent = connect(port, '127.0.0.1');
    await opened(silent);
    const silentClosed = untilClosed(silent);

    gateway.kill('SIGTERM');
    const exit = await exitOf(gateway);
    agent.destroy();
    expect({ exit, output: exit.code === 0 ? '' : gateway.describe() }).toEqual({
      exit: { code: 0, signal: null },
      output: '',
    });
    expect(await silentClosed).toBe('');
    expect(gateway.stdout()).toContain('"msg":"gateway stopped"');
  });

  it('answers a request in flight when the signal came, then exits 0', async () => {
    const gateway = startGateway(tempDir('shutdown-in-flight-'), '0');
    const port = await portOf(gateway);
    await gateway.waitForStdout(/"msg":"creators marketplace listening"/);

    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });
    const socket = connect(port, '127.0.0.1');
    await opened(socket);
    const answer = untilClosed(socket);
    // The server answers "100 Continue" once it has the request's head: from then on it is in flight.
    const continued = new Promise<void>((resolve) => {
      const heard = (chunk: Buffer): void => {
        if (!chunk.toString('utf8').includes('100 Continue')) return;
        socket.off('data', heard);
        resolve();
      };
      socket.on('data', heard);
    });
    socket.write(
      [
        'POST /api/auth/sign-in HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Expect: 100-continue',
        '',
        '',
      ].join('\r\n'),
    );
    await continued;

    gateway.kill('SIGTERM');
    await gateway.waitForStdout(/"msg":"gateway stopping"/);
    // It takes no new connection while this request is still waiting for its body.
    await eventually(
      () =>
        fetch(`http://127.0.0.1:${port}/api/health`).then(
          () => null,
          () => true,
        ),
      { what: 'the gateway to stop accepting connections', whileRunning: gateway },
    );
    socket.write(body);
    const text = await answer;
    // Its own answer (a refused sign-in), whole, and the connection closed after it.
    expect(text).toMatch(/HTTP\/1\.1 401 /);
    const sent = /\r\n\r\n(\{.*\})$/s.exec(text)?.[1] ?? '';
    expect(JSON.parse(sent)).toMatchObject({ status: 401 });
    const exit = await exitOf(gateway);
    expect({ exit, output: exit.code === 0 ? '' : gateway.describe() }).toEqual({
      exit: { code: 0, signal: null },
      output: '',
    });
  });

  it('is live but not ready while it seeds demo content, refuses commands then, and stops between two commands', async () => {
    const dataDir = tempDir('shutdown-seeding-');
    const gateway = startGateway(dataDir, '1');
    const port = await portOf(gateway);
    const base = `http://127.0.0.1:${port}`;
    await gateway.waitForStdout(/"msg":"seeding demo content"/);

    const live = await fetch(`${base}/api/health`);
    expect(live.status).toBe(200);
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ type: '/problems/starting', status: 503 });
    const command = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.com', password: 'a password' }),
    });
    expect(command.status).toBe(503);
    expect(command.headers.get('retry-after')).toBe('5');

    // Some of the demo is in the log: the signal comes in the middle of seeding.
    const events = new SqliteEventStore(join(dataDir, 'creators.db'));
    try {
      await eventually(async () => (((await events.headPosition()) ?? 0) > 0 ? true : null), {
        what: 'the first demo commands',
        whileRunning: gateway,
        timeoutMs: PROMPTLY_MS,
      });
      gateway.kill('SIGTERM');
      const exit = await exitOf(gateway);
      expect({ exit, output: exit.code === 0 ? '' : gateway.describe() }).toEqual({
        exit: { code: 0, signal: null },
        output: '',
      });
      expect(gateway.stdout()).not.toContain('demo content seeded');
    } finally {
      await events.close();
    }
  });

  it('stops while its projector still builds the read models over a full log, and starts again', async () => {
    const dataDir = tempDir('shutdown-catching-up-');
    const events = new SqliteEventStore(join(dataDir, 'creators.db'));
    try {
      const fields = {
        title: 'Grid',
        summary: 'A grid',
        description: '',
        coverImageUrl: null,
        galleryImageUrls: [],
        previewUrl: null,
        price: { amount: 0, currency: 'USD' },
      };
      for (let n = 1; n <= 2000; n += 1) {
        const itemId = `item-${n}`;
        await events.append(
          `component-${itemId}`,
          [
            anEvent(
              itemEventType('components', 'Created'),
              { itemId, kind: 'components', creatorId: 'c1', slug: `grid-${n}`, fields },
              'c1',
            ),
            anEvent(itemEventType('components', 'Published'), { itemId, kind: 'components' }, 'c1'),
          ],
          'no_stream',
        );
      }
      // Models never built over a log that holds events are built aside, after the gateway listens.
      const first = startGateway(dataDir, '0');
      await portOf(first);
      first.kill('SIGTERM');
      const exit = await exitOf(first);
      expect({ exit, output: exit.code === 0 ? '' : first.describe() }).toEqual({
        exit: { code: 0, signal: null },
        output: '',
      });

      // What the stop left is no obstacle: the next start builds the models and becomes ready.
      const second = startGateway(dataDir, '0');
      const base = `http://127.0.0.1:${await portOf(second)}`;
      await eventually(async () => ((await fetch(`${base}/api/health/ready`)).status === 200 ? true : null), {
        what: 'the restarted gateway to be ready',
        whileRunning: second,
      });
      expect(await second.stop('SIGTERM')).toMatchObject({ code: 0 });
    } finally {
      await events.close();
    }
  });
});
