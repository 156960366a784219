import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import {
  creatorStreamId,
  DELETED_CREATOR_NAME,
  HIDDEN_TEXT,
  type CreatorRoleEvent,
  type EventPage,
  type ProblemDocument,
  type RecordedEvent,
} from '@creators/contracts';
import { PseudonymousEventStore } from '@creators/storage';
import { forAnalysts } from '@creators/projections';
import { INTEGRATION_TEST_MS, PROMPTLY_MS } from '@creators/storage/testing';
import { signedInCreator } from '../testing/creators.js';
import { HttpClient, type Reply } from '../testing/http-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

jest.setTimeout(INTEGRATION_TEST_MS);

describe('event history over HTTP (role analyst)', () => {
  let testApp: TestApp;
  let analyst: HttpClient;
  let analystId: string;
  let maker: { client: HttpClient; creatorId: string; handle: string };

  /** Grants or revokes as the history CLI does: an event on the creator's stream; waits for the roles read model. */
  async function role(creatorId: string, type: CreatorRoleEvent['type']): Promise<void> {
    const eventId = randomUUID();
    const { position } = await testApp.events.append(
      creatorStreamId(creatorId),
      [
        {
          type,
          version: 1,
          data: { creatorId },
          metadata: {
            eventId,
            occurredAt: new Date().toISOString(),
            creatorId: null,
            correlationId: eventId,
            causationId: null,
          },
        },
      ],
      'stream_exists',
    );
    expect(await testApp.runner.waitFor(position, PROMPTLY_MS)).toBe(true);
  }

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ client: analyst, creatorId: analystId } = await signedInCreator(testApp));
    maker = await signedInCreator(testApp);
    await role(analystId, 'AnalystRoleGranted');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const page = (reply: Reply): EventPage => reply.json as EventPage;
  const problem = (reply: Reply): ProblemDocument => reply.json as ProblemDocument;
  // What an analyst reads: people's personal values hidden (the personal-data role shows them).
  const all = async (): Promise<RecordedEvent[]> =>
    new PseudonymousEventStore(testApp.events).readAll({ after: null, limit: 10_000 });

  it('answers 401 signed out and 403 signed in without the role, as problem documents', async () => {
    const visitor = await new HttpClient(testApp.base).get('/api/events');
    expect(visitor.status).toBe(401);
    expect(visitor.headers.get('content-type')).toContain('application/problem+json');
    for (const path of ['/api/events', `/api/events/streams/${creatorStreamId(maker.creatorId)}`]) {
      const refused = await maker.client.get(path);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('content-type')).toContain('application/problem+json');
      expect(problem(refused)).toMatchObject({
        type: '/problems/forbidden',
        status: 403,
        detail: 'this needs the analyst role',
      });
    }
  });

  it('answers an analyst with the events in log order, with positions, paged, personal values withheld', async () => {
    const reply = await analyst.get('/api/events');
    expect(reply.status).toBe(200);
    const log = await all();
    expect(page(reply).items).toEqual(log.slice(0, 24).map(forAnalysts));
    // Every creator signed up with a name; none reaches the analyst.
    const plain = await testApp.events.readAll({ after: null, limit: 10_000 });
    const names = plain.flatMap((e) => (e.type === 'CreatorSignedUp' ? [(e.data as { name: string }).name] : []));
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) expect(reply.text).not.toContain(name);
    const stream = await analyst.get(`/api/events/streams/${creatorStreamId(maker.creatorId)}`);
    expect(stream.text).not.toContain(`Maker `);
    expect(stream.text).toContain(maker.creatorId);
    expect(page(reply).nextCursor).toBeNull();

    const first = await analyst.get('/api/events?type=CreatorSignedUp&limit=1');
    expect(page(first).items.map((e) => e.type)).toEqual(['CreatorSignedUp']);
    const cursor = page(first).nextCursor;
    expect(cursor).toEqual(expect.any(String));
    const second = await analyst.get(`/api/events?type=CreatorSignedUp&limit=1&cursor=${cursor ?? ''}`);
    expect(page(second).items.map((e) => e.streamId)).toEqual([creatorStreamId(maker.creatorId)]);
    expect(page(second).nextCursor).toBeNull();
  });

  it('filters by stream prefix, type, position range and time range', async () => {
    const log = await all();
    const last = log.at(-1);
    const query = new URLSearchParams({
      streamPrefix: 'creator-',
      type: 'CreatorSignedUp,AnalystRoleGranted',
      fromPosition: '2',
      toPosition: String(last?.position ?? 0),
      from: log[0]?.metadata.occurredAt ?? '',
      to: new Date(Date.now() + 60_000).toISOString(),
    });
    const reply = await analyst.get(`/api/events?${query.toString()}`);
    expect(reply.status).toBe(200);
    expect(page(reply).items).toEqual(
      log.filter((e) => e.position >= 2 && ['CreatorSignedUp', 'AnalystRoleGranted'].includes(e.type)).map(forAnalysts),
    );
  });

  it('reads one stream in order, and answers 404 for a stream that does not exist', async () => {
    const stream = creatorStreamId(analystId);
    const reply = await analyst.get(`/api/events/streams/${stream}`);
    expect(reply.status).toBe(200);
    expect(page(reply).items.map((e) => [e.revision, e.type])).toEqual([
      [0, 'CreatorSignedUp'],
      [1, 'AnalystRoleGranted'],
    ]);
    expect((await analyst.get('/api/events/streams/creator-nobody')).status).toBe(404);
  });

  it('refuses bad parameters with a 400 naming each one', async () => {
    const bad = await analyst.get('/api/events?fromPosition=abc&from=yesterday');
    expect(bad.status).toBe(400);
    expect(problem(bad).errors?.map((e) => e.field)).toEqual(['fromPosition', 'from']);
    const unknown = await analyst.get('/api/events?colour=red');
    expect(unknown.status).toBe(400);
    expect(problem(unknown).errors?.map((e) => e.field)).toEqual(['colour']);
    const tooMany = await analyst.get('/api/events?limit=1000');
    expect(problem(tooMany).errors?.map((e) => e.field)).toEqual(['limit']);
    const cursor = await analyst.get('/api/events?cursor=forged');
    expect(problem(cursor).errors).toEqual([{ field: 'cursor', message: 'is not a cursor this list handed out' }]);
  });

  it('hides people’s personal values from an analyst, shows them with the personal-data role, and never an erased person’s', async () => {
    const bio = `Weaves tapestries in Garrowdene ${Date.now()}`;
    const updated = await maker.client.patch('/api/dashboard/profile', { bio });
    expect(updated.status).toBe(200);
    const path = `/api/events/streams/${creatorStreamId(maker.creatorId)}`;
    const profileOf = (reply: Reply) =>
      page(reply).items.find((event) => event.type === 'CreatorProfileUpdated')?.data as {
        changes: { bio?: string };
      };
    const signUpOf = (reply: Reply) =>
      page(reply).items.find((event) => event.type === 'CreatorSignedUp')?.data as { name: string; handle: string };

    const hidden = await analyst.get(path);
    expect(hidden.text).not.toContain(bio);
    expect(profileOf(hidden).changes.bio).toBe(HIDDEN_TEXT);
    expect(signUpOf(hidden)).toMatchObject({ name: HIDDEN_TEXT, handle: expect.any(String) });
    expect((await analyst.get('/api/events?type=CreatorProfileUpdated')).text).not.toContain(bio);

    await role(analystId, 'PersonalDataRoleGranted');
    const shown = await analyst.get(path);
    expect(profileOf(shown).changes.bio).toBe(bio);
    expect(signUpOf(shown).name).toBe(`Maker ${maker.handle}`);

    // Erased: no role brings the person back.
    await testApp.personalKeys.destroy(maker.creatorId, new Date().toISOString());
    const erased = await analyst.get(path);
    expect(erased.text).not.toContain(bio);
    expect(profileOf(erased).changes.bio).toBe('');
    expect(signUpOf(erased).name).toBe(DELETED_CREATOR_NAME);
    await role(analystId, 'PersonalDataRoleRevoked');
  });

  it('refuses the analyst once the role is revoked', async () => {
    const someone = await signedInCreator(testApp);
    await role(someone.creatorId, 'AnalystRoleGranted');
    expect((await someone.client.get('/api/events?limit=1')).status).toBe(200);
    await role(someone.creatorId, 'AnalystRoleRevoked');
    expect((await someone.client.get('/api/events?limit=1')).status).toBe(403);
  });
});
