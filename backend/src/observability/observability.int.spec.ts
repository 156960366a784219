import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { createLogger } from '@creators/projections';
import { startTestGateway } from '../monitoring/testing/test-gateway.js';
import { newAddress } from '../testing/rate-windows.js';
import { signUpByEmail } from '../testing/mailbox.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The gateway's log lines, captured from the logger's destination. */
class CapturedLines extends Writable {
  private text = '';

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.text += chunk.toString();
    done();
  }

  get raw(): string {
    return this.text;
  }

  lines(): Record<string, unknown>[] {
    return this.text
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  forRequest(requestId: string): Record<string, unknown>[] {
    return this.lines().filter((line) => line.requestId === requestId);
  }
}

/** The values of a metric's series that carry every given label, from the text exposition. */
function samplesOf(text: string, name: string, labels: Record<string, string>): number[] {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  return text
    .split('\n')
    .map((line) => /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line))
    .filter((match) => match?.[1] === name && wanted.every((label) => (match[2] ?? '').split(',').includes(label)))
    .map((match) => Number(match?.[3]));
}

describe('the gateway observed: request ids, JSON logs and metrics', () => {
  let testApp: TestApp;
  const logs = new CapturedLines();

  beforeAll(async () => {
    // At debug the request lines carry the headers, so the redaction of cookies is exercised.
    testApp = await startTestApp({ logger: createLogger({ level: 'debug', service: 'gateway', destination: logs }) });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const someone = () => {
    const tag = randomUUID().slice(0, 8);
    return { email: `ada.${tag}@example.com`, password: `pw-${tag}-correct-horse`, handle: `ada_${tag}`, name: 'Ada' };
  };

  it('returns a sane X-Request-Id as given, makes one otherwise, and logs the request under it', async () => {
    const client = new HttpClient(testApp.base);
    const given = await client.get('/api/health', { 'x-request-id': 'edge-proxy:1234.abc' });
    expect(given.headers.get('x-request-id')).toBe('edge-proxy:1234.abc');
    const unsafe = await client.get('/api/health', { 'x-request-id': 'two words <b>' });
    expect(unsafe.headers.get('x-request-id')).toMatch(UUID);
    const none = await client.get('/api/health');
    expect(none.headers.get('x-request-id')).toMatch(UUID);
    expect(none.headers.get('x-request-id')).not.toBe(unsafe.headers.get('x-request-id'));

    expect(logs.forRequest('edge-proxy:1234.abc')).toEqual([
      expect.objectContaining({
        level: 'info',
        service: 'gateway',
        msg: 'request',
        method: 'GET',
        path: '/api/health',
        route: '/api/health',
        status: 200,
        durationMs: expect.any(Number),
      }),
    ]);
  });

  it("records the request id as the correlation id of the events the request's command appends", async () => {
    const requestId = `sign-up-${randomUUID()}`;
    const before = await testApp.eventCount();
    const reply = await signUpByEmail(testApp, new HttpClient(testApp.base), someone(), {
      ...newAddress(),
      'x-request-id': requestId,
    });
    expect(reply.status).toBe(201);
    const appended = await testApp.events.readAll({ after: before, limit: 100 });
    // The handle's claim, the address's claim and the creator's first event.
    expect(appended).toHaveLength(3);
    expect(appended.map((e) => e.metadata.correlationId)).toEqual([requestId, requestId, requestId]);

    const unnamed = await signUpByEmail(testApp, new HttpClient(testApp.base), someone(), newAddress());
    const made = unnamed.headers.get('x-request-id') ?? '';
    expect(made).toMatch(UUID);
    const next = await testApp.events.readAll({ after: before + 3, limit: 100 });
    expect(next.map((e) => e.metadata.correlationId)).toEqual([made, made, made]);
  });

  it('logs a request with a cookie and a sign-in body without either', async () => {
    const who = someone();
    expect((await signUpByEmail(testApp, new HttpClient(testApp.base), who, newAddress())).status).toBe(201);
    const cookieSecret = `cookie-secret-${randomUUID()}`;
    const requestId = `sign-in-${randomUUID()}`;
    const reply = await new HttpClient(testApp.base).post(
      '/api/auth/sign-in',
      { email: who.email, password: who.password },
      { cookie: `sid=${cookieSecret}`, authorization: 'Bearer bearer-secret-42', 'x-request-id': requestId },
    );
    expect(reply.status).toBe(200);

    const [line, ...more] = logs.forRequest(requestId);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ route: '/api/auth/sign-in', status: 200 });
    expect(line?.headers).toMatchObject({ cookie: '[redacted]', authorization: '[redacted]' });
    expect(logs.raw).not.toContain(cookieSecret);
    expect(logs.raw).not.toContain('bearer-secret-42');
    expect(logs.raw).not.toContain(who.password);
    // The session cookie the gateway set is not in the log either.
    const issued = /^sid=([^;]+)/.exec(reply.headers.get('set-cookie') ?? '')?.[1] ?? '';
    expect(issued).not.toBe('');
    expect(logs.raw).not.toContain(issued);
  });

  it("writes Nest's own log lines as JSON too, with their context", () => {
    // Every line parses (lines() would throw otherwise), Nest's included.
    const nest = logs.lines().filter((line) => line.context === 'RouterExplorer');
    expect(nest.length).toBeGreaterThan(10);
    expect(nest[0]).toMatchObject({ level: 'debug', service: 'gateway', msg: expect.stringContaining('/api/') });
  });

  it('serves Prometheus metrics to loopback: request durations by route pattern, and the projections', async () => {
    const client = new HttpClient(testApp.base);
    const slug = `no-such-item-${randomUUID()}`;
    expect((await client.get(`/api/marketplace/components/${slug}`)).status).toBe(404);
    const metrics = await client.get('/api/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(metrics.headers.get('cache-control')).toBe('no-store');
    const sample = (name: string, labels: Record<string, string> = {}): number[] =>
      samplesOf(metrics.text, name, labels);

    expect(
      sample('http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/marketplace/:kind/:slug',
        status_code: '404',
        service: 'gateway',
      }),
    ).toEqual([1]);
    expect(metrics.text).not.toContain(slug);
    expect(sample('projection_log_head_position')).toEqual([(await testApp.events.headPosition()) ?? 0]);
    expect(sample('projection_checkpoint_position', { projection: 'items' })).toHaveLength(1);
    expect(sample('projection_lag_events', { projection: 'items' })).toHaveLength(1);
    expect(sample('projections_failed')).toEqual([0]);
    expect(sample('process_resident_memory_bytes')).toHaveLength(1);
  });

  it('refuses the metrics to a client elsewhere (as X-Forwarded-For from a trusted proxy says)', async () => {
    const reply = await new HttpClient(testApp.base).get('/api/metrics', { 'x-forwarded-for': '203.0.113.9' });
    expect(reply.status).toBe(403);
    expect(reply.text).not.toContain('http_request_duration_seconds');
  });
});

describe('the gateway metrics with METRICS_TOKEN set', () => {
  it('serves them to a client elsewhere that sends the token as a bearer token, and only then', async () => {
    const token = `scrape-${randomUUID()}`;
    const gateway = await startTestGateway({ metricsToken: token });
    try {
      const elsewhere = { 'x-forwarded-for': '203.0.113.9' };
      const client = new HttpClient(gateway.base);
      expect((await client.get('/api/metrics', { ...elsewhere, authorization: `Bearer ${token}` })).status).toBe(200);
      expect((await client.get('/api/metrics', { ...elsewhere, authorization: `Bearer ${token}0` })).status).toBe(403);
      expect((await client.get('/api/metrics', elsewhere)).status).toBe(403);
      // Without an in-process projector there are no projection figures here: the worker serves them.
      const body = (await client.get('/api/metrics')).text;
      expect(body).toContain('http_request_duration_seconds');
      expect(body).not.toContain('projection_log_head_position');
    } finally {
      await gateway.close();
    }
  });
});
