import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import {
  creatorStreamId,
  type EventCountsView,
  type ProblemDocument,
  type ReadModelProgressView,
  type RecordedEvent,
  type SqlAnswer,
} from '@creators/contracts';
import { forAnalysts } from '@creators/projections';
import { INTEGRATION_TEST_MS, PROMPTLY_MS } from '@creators/storage/testing';
import { grantRole, signedInCreator } from '../testing/creators.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

jest.setTimeout(INTEGRATION_TEST_MS);

describe("the analysts' workbench over HTTP (role analyst)", () => {
  let testApp: TestApp;
  let analyst: HttpClient;
  let maker: { client: HttpClient; creatorId: string; handle: string };

  beforeAll(async () => {
    testApp = await startTestApp();
    const signedIn = await signedInCreator(testApp);
    analyst = signedIn.client;
    maker = await signedInCreator(testApp);
    await grantRole(testApp, 'AnalystRoleGranted', signedIn.creatorId);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const all = (): Promise<RecordedEvent[]> => testApp.events.readAll({ after: null, limit: 10_000 });
  const sql = (client: HttpClient, query: string, extra: object = {}) =>
    client.post('/api/analytics/sql', { query, ...extra });

  it('answers 401 signed out and 403 without the role, on every workbench endpoint', async () => {
    const visitor = new HttpClient(testApp.base);
    const calls = [
      (c: HttpClient) => sql(c, 'SELECT 1'),
      (c: HttpClient) => c.get('/api/analytics/event-counts'),
      (c: HttpClient) => c.get('/api/analytics/read-models'),
      (c: HttpClient) => c.get(`/api/analytics/correlations/${randomUUID()}`),
    ];
    for (const call of calls) {
      expect((await call(visitor)).status).toBe(401);
      const refused = await call(maker.client);
      expect(refused.status).toBe(403);
      expect((refused.json as ProblemDocument).detail).toBe('this needs the analyst role');
    }
  });

  it('runs a SELECT over the events table: upcast rows in log order, personal values withheld', async () => {
    const reply = await sql(analyst, 'SELECT position, stream, type, data FROM events ORDER BY position');
    expect(reply.status).toBe(200);
    const answer = reply.json as SqlAnswer;
    expect(answer.columns.map((c) => [c.name, c.type])).toEqual([
      ['position', 'BIGINT'],
      ['stream', 'VARCHAR'],
      ['type', 'VARCHAR'],
      ['data', 'JSON'],
    ]);
    const log = await all();
    expect(answer.rows.map(([position, stream, type]) => [Number(position), stream, type])).toEqual(
      log.map((e) => [e.position, e.streamId, e.type]),
    );
    expect(answer.truncated).toBe(false);
    // The maker's name is in the log, never in the answer; their id and handle are.
    expect(reply.text).not.toContain(`Maker ${maker.handle}`);
    expect(reply.text).toContain(maker.handle);

    // Later events are there at the next question.
    const later = await signedInCreator(testApp);
    const again = await sql(
      analyst,
      `SELECT count(*) AS n FROM events WHERE stream = '${creatorStreamId(later.creatorId)}'`,
    );
    expect((again.json as SqlAnswer).rows).toEqual([['1']]);
  });

  it('refuses a query that writes or reads files (422), SQL it cannot parse (400), and keeps the log whole', async () => {
    const before = (await all()).length;
    for (const query of [
      'DELETE FROM events',
      'DROP TABLE events',
      "COPY events TO 'out.csv'",
      "ATTACH 'x.db'",
      'SELECT 1; DELETE FROM events',
    ]) {
      const refused = await sql(analyst, query);
      expect({ query, status: refused.status }).toEqual({ query, status: 422 });
      expect(refused.headers.get('content-type')).toContain('application/problem+json');
    }
    const unreadable = await sql(analyst, 'SELEC 1');
    expect(unreadable.status).toBe(400);
    expect((unreadable.json as ProblemDocument).detail).toMatch(/syntax error/i);
    const count = await sql(analyst, 'SELECT count(*) FROM events');
    expect((count.json as SqlAnswer).rows).toEqual([[String(before)]]);
  });

  it('stops a slow query at its time limit (422) and caps the rows it answers', async () => {
    const slow = await sql(analyst, 'SELECT count(*) FROM range(1000000000000)', { timeoutMs: 300 });
    expect(slow.status).toBe(422);
    expect((slow.json as ProblemDocument).detail).toContain('was stopped');
    const capped = await sql(analyst, 'SELECT position FROM events ORDER BY position', { maxRows: 2 });
    expect((capped.json as SqlAnswer).rows).toHaveLength(2);
    expect((capped.json as SqlAnswer).truncated).toBe(true);
    expect((await sql(analyst, 'SELECT 1', { maxRows: 1_000_000 })).status).toBe(400);
  });

  it('counts events per type per day, as the history tool does', async () => {
    const reply = await analyst.get('/api/analytics/event-counts?by=day');
    expect(reply.status).toBe(200);
    const view = reply.json as EventCountsView;
    const expected = new Map<string, number>();
    for (const e of await all()) {
      const key = `${e.metadata.occurredAt.slice(0, 10)} ${e.type}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    expect(new Map(view.counts.map((c) => [`${c.period} ${c.type}`, c.count]))).toEqual(expected);
    expect((await analyst.get('/api/analytics/event-counts?by=year')).status).toBe(400);
  });

  it('follows a correlation: every event it caused, in log order, as analysts see them', async () => {
    const correlationId = randomUUID();
    const first = randomUUID();
    const second = randomUUID();
    const event = (eventId: string, causationId: string | null) => ({
      type: 'CreatorProfileUpdated',
      version: 1,
      data: { creatorId: maker.creatorId, changes: { bio: 'A secret bio', location: 'Lyon' } },
      metadata: {
        eventId,
        occurredAt: new Date().toISOString(),
        creatorId: maker.creatorId,
        correlationId,
        causationId,
      },
    });
    await testApp.events.append(
      creatorStreamId(maker.creatorId),
      [event(first, null), event(second, first)],
      'stream_exists',
    );
    const reply = await analyst.get(`/api/analytics/correlations/${correlationId}`);
    expect(reply.status).toBe(200);
    const expected = (await all()).filter((e) => e.metadata.correlationId === correlationId).map(forAnalysts);
    expect(expected).toHaveLength(2);
    expect((reply.json as { items: RecordedEvent[] }).items).toEqual(expected);
    expect(reply.text).not.toContain('A secret bio');
  });

  it("shows each read model's checkpoint and lag against the log's head", async () => {
    const log = await all();
    const head = log.at(-1)?.position ?? 0;
    expect(await testApp.runner.waitFor(head, PROMPTLY_MS)).toBe(true);
    const reply = await analyst.get('/api/analytics/read-models');
    expect(reply.status).toBe(200);
    const view = reply.json as ReadModelProgressView;
    expect(view.head).toBe(head);
    expect(view.models.length).toBeGreaterThan(5);
    const names = testApp.runner.status().map((s) => s.name);
    expect(
      view.models.filter((m) => names.includes(m.name)).every((m) => m.checkpoint === head && m.behind === 0),
    ).toBe(true);
    expect(view.models.find((m) => m.name === 'event-stats')?.state).toBe('running');
  });
});
