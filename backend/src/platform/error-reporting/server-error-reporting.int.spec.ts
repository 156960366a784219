import { fileURLToPath } from 'node:url';
import { jest } from '@jest/globals';
import * as Sentry from '@sentry/nestjs';
import { builtEntry, INTEGRATION_TEST_MS, startProcess } from '@creators/storage/testing';
import { initServerErrorReporting } from './instrument.js';
import { startFakeSentry, type FakeSentry, type ReceivedRequest } from '../../testing/fake-sentry.js';

jest.setTimeout(INTEGRATION_TEST_MS);

const GATEWAY = fileURLToPath(new URL('./testing/error-reporting-gateway.mjs', import.meta.url));
// The gateway below imports the built backend.
builtEntry(new URL('../../../dist/platform/error-reporting/instrument.js', import.meta.url));

interface RunningGateway {
  readonly base: string;
  /** SIGTERM: the gateway closes and flushes its reports, then exits. */
  stop(): Promise<void>;
}

/** Sentry hooks into its whole process, so the reporting gateway runs in a child of its own. */
async function startReportingGateway(env: Record<string, string>): Promise<RunningGateway> {
  const child = startProcess(process.execPath, [GATEWAY], { env: { ...process.env, SENTRY_DSN: '', ...env } });
  const [base] = await child.waitForStdout(/^http:\/\/\S+$/m);
  return {
    base,
    stop: async () => {
      await child.stop();
    },
  };
}

/** The events (not sessions or client reports) in the envelopes Sentry's SDK sent. */
function events(requests: readonly ReceivedRequest[]): Record<string, unknown>[] {
  return requests.flatMap((request) => {
    const lines = request.body.toString('utf8').split('\n');
    return lines.flatMap((line, index) => {
      const next = lines[index + 1];
      return line.includes('"type":"event"') && next !== undefined ? [JSON.parse(next) as Record<string, unknown>] : [];
    });
  });
}

describe('server error reporting', () => {
  let sentry: FakeSentry;

  beforeAll(async () => {
    sentry = await startFakeSentry();
  });
  afterAll(async () => {
    await sentry.close();
  });
  beforeEach(() => {
    sentry.received.length = 0;
  });

  it('is off without SENTRY_DSN', async () => {
    expect(await initServerErrorReporting({ sentryDsn: null, release: 'dev', environment: 'test' })).toBe(false);
    expect(Sentry.getClient()).toBeUndefined();

    const gateway = await startReportingGateway({});
    try {
      const response = await fetch(`${gateway.base}/trouble/unexpected`);
      expect(response.status).toBe(500);
      expect(await response.text()).not.toContain('the database went away');
    } finally {
      await gateway.stop();
    }
    expect(sentry.received).toHaveLength(0);
  });

  it('reports an unexpected error with the release and environment, no client errors and nothing private', async () => {
    const dsn = `http://public@127.0.0.1:${sentry.port}/42`;
    const gateway = await startReportingGateway({ SENTRY_DSN: dsn, RELEASE: 'creators@1.2.3', NODE_ENV: 'staging' });
    try {
      expect((await fetch(`${gateway.base}/trouble/expected`)).status).toBe(404);
      const bad = await fetch(`${gateway.base}/trouble/json/first`, {
        method: 'POST',
        body: '{not json',
        headers: { 'content-type': 'application/json' },
      });
      expect(bad.status).toBe(400);
      const response = await fetch(`${gateway.base}/trouble/json/first?token=secret-query`, {
        method: 'POST',
        body: JSON.stringify({ password: 'secret-password' }),
        headers: {
          'content-type': 'application/json',
          cookie: 'creators_session=secret-session',
          authorization: 'Bearer secret-token',
          'x-forwarded-for': '198.51.100.7',
        },
      });
      expect(response.status).toBe(500);
      expect(await response.text()).not.toContain('the parser went away');
      const tunnelled = `{"dsn":"${dsn}"}\n{"type":"event"}\n{"message":"from the browser"}`;
      expect((await fetch(`${gateway.base}/monitoring`, { method: 'POST', body: tunnelled })).status).toBe(200);
    } finally {
      await gateway.stop();
    }

    // The tunnel's request is the one without the SDK's auth query; it went out untouched.
    const [forwarded, ...others] = sentry.received.filter((request) => request.url === '/api/42/envelope/');
    expect(others).toHaveLength(0);
    expect(forwarded?.body.toString('utf8')).toContain('from the browser');
    expect(Object.keys(forwarded?.headers ?? {})).not.toEqual(expect.arrayContaining(['sentry-trace']));
    expect(Object.keys(forwarded?.headers ?? {})).not.toEqual(expect.arrayContaining(['baggage']));

    const reported = events(sentry.received.filter((request) => request !== forwarded));
    expect(sentry.received.every((request) => request.url.startsWith('/api/42/envelope/'))).toBe(true);
    expect(reported).toHaveLength(1);
    // Named after its route, not its path, so reports group by route.
    expect(reported[0]).toMatchObject({
      release: 'creators@1.2.3',
      environment: 'staging',
      transaction: 'POST /trouble/json/:part',
    });
    expect(JSON.stringify(reported[0])).toContain('the parser went away');
    expect(JSON.stringify(reported[0])).not.toMatch(/secret-|198\.51\.100\.7/);
  });
});
