import { randomBytes } from 'node:crypto';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { PROMPTLY_MS } from '@creators/storage/testing';
import { closedPort, startFakeSentry, type FakeSentry } from '../testing/fake-sentry.js';
import { startTestGateway, type TestGateway } from './testing/test-gateway.js';

/** For the upstream that never answers; the others answer at once, so their gateway waits PROMPTLY_MS. */
const SHORT_UPSTREAM_TIMEOUT_MS = 300;
const MiB = 1024 * 1024;

function envelope(dsn: string, ...items: (string | Buffer)[]): Buffer {
  const header = JSON.stringify({
    event_id: '0123456789abcdef0123456789abcdef',
    sent_at: new Date().toISOString(),
    dsn,
  });
  return Buffer.concat([Buffer.from(header), ...items.flatMap((item) => [Buffer.from('\n'), Buffer.from(item)])]);
}

const eventItem = ['{"type":"event"}', '{"message":"something broke","level":"error"}'];

async function expectProblem(response: Response, status: number): Promise<Record<string, unknown>> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const problem = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(problem).sort()).toEqual(['detail', 'status', 'title', 'type']);
  expect(problem.status).toBe(status);
  for (const field of ['type', 'title', 'detail']) expect(typeof problem[field]).toBe('string');
  return problem;
}

describe('POST /monitoring, the Sentry tunnel', () => {
  let sentry: FakeSentry;
  let slowSentry: FakeSentry;
  let gateway: TestGateway;
  let dsn: string;
  let prefixedDsn: string;
  let downDsn: string;
  let slowDsn: string;
  const sentryIoDsn = 'https://abc@o123.ingest.de.sentry.io/456';

  const post = (body: Buffer | string, query = '', headers: Record<string, string> = {}): Promise<Response> =>
    fetch(`${gateway.base}/monitoring${query}`, { method: 'POST', body, headers });

  beforeAll(async () => {
    sentry = await startFakeSentry();
    slowSentry = await startFakeSentry();
    slowSentry.mode = 'hang';
    dsn = `http://public@127.0.0.1:${sentry.port}/42`;
    prefixedDsn = `http://public@127.0.0.1:${sentry.port}/sentry/43`;
    downDsn = `http://public@127.0.0.1:${await closedPort()}/44`;
    slowDsn = `http://public@127.0.0.1:${slowSentry.port}/45`;
    gateway = await startTestGateway(
      { sentryDsn: dsn, tunnelDsns: [prefixedDsn, sentryIoDsn, downDsn] },
      { upstreamTimeoutMs: PROMPTLY_MS },
    );
  });
  afterAll(async () => {
    await gateway.close();
    await sentry.close();
    await slowSentry.close();
  });
  beforeEach(() => {
    sentry.received.length = 0;
    sentry.mode = 'accept';
  });

  describe('forwards an envelope for an accepted DSN byte for byte', () => {
    it('a text envelope as the browser sends it, to the endpoint its DSN names', async () => {
      const body = envelope(dsn, ...eventItem).toString('utf8');
      const response = await post(body, '?p=42');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ id: '0123456789abcdef0123456789abcdef' });
      const [forwarded] = await sentry.receivedCount(1);
      expect(forwarded?.method).toBe('POST');
      expect(forwarded?.url).toBe('/api/42/envelope/');
      expect(forwarded?.headers['content-type']).toBe('text/plain;charset=UTF-8');
      expect(forwarded?.body.toString('utf8')).toBe(body);
    });

    it.each([
      ['gzip', gzipSync],
      ['deflate', deflateSync],
      ['br', brotliCompressSync],
    ] as const)('a %s-compressed envelope, still compressed', async (encoding, compress) => {
      const body = compress(envelope(dsn, ...eventItem));
      const response = await post(body, '', {
        'content-type': 'application/x-sentry-envelope',
        'content-encoding': encoding,
      });
      expect(response.status).toBe(200);
      const [forwarded] = await sentry.receivedCount(1);
      expect(forwarded?.headers['content-encoding']).toBe(encoding);
      expect(forwarded?.headers['content-type']).toBe('application/x-sentry-envelope');
      expect(forwarded?.body.equals(body)).toBe(true);
    });

    it('an envelope with binary attachment bytes and no content type', async () => {
      const attachment = randomBytes(64 * 1024);
      const body = envelope(dsn, `{"type":"attachment","length":${attachment.length}}`, attachment);
      const response = await post(body);
      expect(response.status).toBe(200);
      const [forwarded] = await sentry.receivedCount(1);
      expect(forwarded?.headers['content-type']).toBeUndefined();
      expect(forwarded?.body.equals(body)).toBe(true);
    });

    it('an envelope of exactly 1 MiB', async () => {
      const head = envelope(dsn, '{"type":"attachment"}', '');
      const body = Buffer.concat([head, Buffer.alloc(MiB - head.length, 0x78)]);
      expect(body.length).toBe(MiB);
      expect((await post(body)).status).toBe(200);
      const [forwarded] = await sentry.receivedCount(1);
      expect(forwarded?.body.equals(body)).toBe(true);
    });

    it('to a self-hosted Sentry under a path prefix', async () => {
      const response = await post(envelope(prefixedDsn, ...eventItem), '?p=43');
      expect(response.status).toBe(200);
      const [forwarded] = await sentry.receivedCount(1);
      expect(forwarded?.url).toBe('/sentry/api/43/envelope/');
    });

    it('without the visitor’s cookies, credentials or address', async () => {
      const response = await post(envelope(dsn, ...eventItem), '', {
        'content-type': 'text/plain;charset=UTF-8',
        cookie: 'session=secret-session',
        authorization: 'Bearer secret-token',
        'x-forwarded-for': '198.51.100.7',
        referer: 'http://127.0.0.1/private/page',
        'x-custom': 'visitor',
      });
      expect(response.status).toBe(200);
      const [forwarded] = await sentry.receivedCount(1);
      const headers = Object.keys(forwarded?.headers ?? {});
      for (const name of ['cookie', 'authorization', 'x-forwarded-for', 'referer', 'x-custom']) {
        expect(headers).not.toContain(name);
      }
      expect(JSON.stringify(forwarded?.headers)).not.toMatch(/secret|198\.51\.100\.7/);
    });
  });

  describe('refuses, and nothing reaches the upstream', () => {
    afterEach(() => {
      expect(sentry.received).toHaveLength(0);
    });

    it.each([
      ['another project', (port: number) => `http://public@127.0.0.1:${port}/99`],
      ['another key', (port: number) => `http://other@127.0.0.1:${port}/42`],
      ['another host', () => 'http://public@10.0.0.7:9000/42'],
      ['the cloud metadata host', () => 'http://public@169.254.169.254/42'],
      ['another port of the same host', (port: number) => `http://public@127.0.0.1:${port + 1}/42`],
      ['a foreign sentry.io project', () => 'https://abc@o999.ingest.sentry.io/1'],
    ])('an envelope for %s: 403', async (_, foreign) => {
      const response = await post(envelope(foreign(sentry.port), ...eventItem));
      await expectProblem(response, 403);
    });

    it.each([
      ['a project that is not the DSN’s', () => dsn, '?p=43'],
      ['an organisation for a self-hosted DSN', () => dsn, '?o=123&p=42'],
      ['a region for a self-hosted DSN', () => dsn, '?p=42&r=de'],
      ['the wrong organisation', () => sentryIoDsn, '?o=124&p=456&r=de'],
      ['the wrong region', () => sentryIoDsn, '?o=123&p=456&r=us'],
      ['the wrong project of a sentry.io DSN', () => sentryIoDsn, '?o=123&p=457&r=de'],
      ['a repeated project', () => dsn, '?p=42&p=43'],
    ])('a query naming %s: 400', async (_, accepted, query) => {
      await expectProblem(await post(envelope(accepted(), ...eventItem), query), 400);
    });

    it.each([
      ['a header that is not JSON', Buffer.from('this is not json\n{"type":"event"}\n{}')],
      ['a header without a dsn', Buffer.from('{"event_id":"x"}\n{"type":"event"}\n{}')],
      ['a dsn that is not a DSN', Buffer.from('{"dsn":"file:///etc/passwd"}\n{}')],
      ['a body that only says it is gzip', Buffer.from('{"dsn":"x"}')],
    ])('%s: 400', async (what, body) => {
      const headers: Record<string, string> = what.includes('gzip') ? { 'content-encoding': 'gzip' } : {};
      await expectProblem(await post(body, '', headers), 400);
    });

    it('an empty body: 400', async () => {
      await expectProblem(await fetch(`${gateway.base}/monitoring`, { method: 'POST' }), 400);
      await expectProblem(await post(''), 400);
    });

    it('a body over 1 MiB: 413', async () => {
      const head = envelope(dsn, '{"type":"attachment"}', '');
      const body = Buffer.concat([head, Buffer.alloc(MiB + 1 - head.length, 0x78)]);
      await expectProblem(await post(body, '', { 'content-type': 'text/plain;charset=UTF-8' }), 413);
    });

    it('a body over 1 MiB sent without a length: 413', async () => {
      const chunk = Buffer.alloc(64 * 1024, 0x78);
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0) controller.enqueue(envelope(dsn, ''));
          if (sent > MiB) controller.close();
          else controller.enqueue(chunk);
          sent += chunk.length;
        },
      });
      const response = await fetch(`${gateway.base}/monitoring`, {
        method: 'POST',
        body: stream,
        duplex: 'half',
        headers: { 'content-type': 'text/plain' },
      });
      await expectProblem(response, 413);
    });

    it.each([
      ['JSON', 'application/json', '{"dsn":"x"}'],
      ['a form', 'application/x-www-form-urlencoded', 'dsn=x'],
      ['XML', 'application/xml', '<dsn/>'],
    ])('%s: 415, unparsed', async (_, type, body) => {
      await expectProblem(await post(body, '', { 'content-type': type }), 415);
    });

    it('a content coding it cannot read: 415', async () => {
      await expectProblem(await post(envelope(dsn, ...eventItem), '', { 'content-encoding': 'zstd' }), 415);
    });
  });

  describe('answers for the upstream', () => {
    it('passes its 429 and Retry-After back', async () => {
      sentry.mode = 'rate-limit';
      const response = await post(envelope(dsn, ...eventItem));
      await expectProblem(response, 429);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(response.headers.get('x-sentry-rate-limits')).toBe('60:error:organization');
      expect(sentry.received).toHaveLength(1);
    });

    it('502 when it fails', async () => {
      sentry.mode = 'fail';
      const problem = await expectProblem(await post(envelope(dsn, ...eventItem)), 502);
      expect(JSON.stringify(problem)).not.toContain('internal error at upstream');
    });

    it('502 when it is down', async () => {
      await expectProblem(await post(envelope(downDsn, ...eventItem)), 502);
    });

    it('504 once its timeout has passed when it never answers', async () => {
      const impatient = await startTestGateway(
        { sentryDsn: dsn, tunnelDsns: [slowDsn] },
        { upstreamTimeoutMs: SHORT_UPSTREAM_TIMEOUT_MS },
      );
      try {
        const started = Date.now();
        const response = await fetch(`${impatient.base}/monitoring`, {
          method: 'POST',
          body: envelope(slowDsn, ...eventItem),
        });
        await expectProblem(response, 504);
        // Date.now() counts whole milliseconds, hence the one of slack.
        expect(Date.now() - started).toBeGreaterThanOrEqual(SHORT_UPSTREAM_TIMEOUT_MS - 1);
        expect(slowSentry.received).toHaveLength(1);
      } finally {
        await impatient.close();
      }
    });
  });
});

describe('POST /monitoring, rate limited per client', () => {
  let sentry: FakeSentry;
  let gateway: TestGateway;
  let dsn: string;

  beforeAll(async () => {
    sentry = await startFakeSentry();
    dsn = `http://public@127.0.0.1:${sentry.port}/42`;
    gateway = await startTestGateway({ sentryDsn: dsn }, { rateLimit: { burst: 2, perSecond: 0.01 } });
  });
  afterAll(async () => {
    await gateway.close();
    await sentry.close();
  });

  it('answers 429 with Retry-After once a client spent its burst, before anything goes upstream', async () => {
    const from = (client: string): Promise<Response> =>
      fetch(`${gateway.base}/monitoring`, {
        method: 'POST',
        body: envelope(dsn, ...eventItem),
        headers: { 'x-forwarded-for': client },
      });
    expect((await from('203.0.113.1')).status).toBe(200);
    expect((await from('203.0.113.1')).status).toBe(200);
    const limited = await from('203.0.113.1');
    await expectProblem(limited, 429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(sentry.received).toHaveLength(2);

    expect((await from('203.0.113.2')).status).toBe(200);
  });
});

describe('GET /api/client-config', () => {
  it('gives the browser its DSN, release and environment, uncached', async () => {
    const gateway = await startTestGateway({ sentryDsn: 'https://abc@o1.ingest.sentry.io/2' });
    try {
      const response = await fetch(`${gateway.base}/api/client-config`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        sentryDsn: 'https://abc@o1.ingest.sentry.io/2',
        release: 'test-release',
        environment: 'test',
      });
    } finally {
      await gateway.close();
    }
  });

  it('says null when reporting is off', async () => {
    const gateway = await startTestGateway({ sentryDsn: null });
    try {
      const response = await fetch(`${gateway.base}/api/client-config`);
      expect(await response.json()).toMatchObject({ sentryDsn: null });
    } finally {
      await gateway.close();
    }
  });
});
