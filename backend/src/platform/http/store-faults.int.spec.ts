import { jest } from '@jest/globals';
import { DeadlineExceededError, UnavailableError } from '@eventstore/db-client';
import { itemStreamId } from '@creators/contracts';
import { INTEGRATION_TEST_MS } from '@creators/storage/testing';
import { EsdbClientDouble, EsdbEventStore } from '@creators/storage/testing/production';
import { signedInCreator } from '../../testing/creators.js';
import { field, type HttpClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

jest.setTimeout(INTEGRATION_TEST_MS);

// The gateway on EventStoreDB's adapter, over a client that fails on cue: an append that times out
// answers 503, and the client's retry with its Idempotency-Key is neither lost nor doubled.
describe('a command whose append meets a store fault', () => {
  const client = new EsdbClientDouble();
  let testApp: TestApp;
  let me: HttpClient;

  beforeAll(async () => {
    testApp = await startTestApp({ events: EsdbEventStore.over(client) });
    ({ client: me } = await signedInCreator(testApp));
  });
  afterAll(async () => {
    await testApp.close();
  });

  const creations = async (id: string): Promise<string[]> =>
    (await testApp.events.readStream(itemStreamId('tutorials', id))).map((event) => event.type);

  it('answers 503 when the write landed but its answer was lost, and the retry answers from what landed', async () => {
    const key = { 'idempotency-key': 'store-fault-after-write-0001' };
    client.failNextAppend(new DeadlineExceededError(undefined, 'deadline exceeded'), {
      afterWriting: true,
      streamPrefix: 'tutorial-',
    });
    const failed = await me.post('/api/dashboard/tutorials', { title: 'Lost answer' }, key);
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('1');
    expect(failed.json).toMatchObject({ status: 503, title: 'Storage unavailable' });

    const retried = await me.post('/api/dashboard/tutorials', { title: 'Lost answer' }, key);
    expect(retried.status).toBe(201);
    expect(await creations(field<string>(retried, 'id'))).toEqual(['TutorialCreated']);
  });

  it('answers 503 when the write never landed, and the retry makes it once', async () => {
    const key = { 'idempotency-key': 'store-fault-before-write-0001' };
    client.failNextAppend(new UnavailableError(undefined, 'the leader is being elected'), {
      streamPrefix: 'tutorial-',
    });
    const failed = await me.post('/api/dashboard/tutorials', { title: 'Never written' }, key);
    expect(failed.status).toBe(503);

    const retried = await me.post('/api/dashboard/tutorials', { title: 'Never written' }, key);
    expect(retried.status).toBe(201);
    const again = await me.post('/api/dashboard/tutorials', { title: 'Never written' }, key);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(retried.json);
    expect(await creations(field<string>(retried, 'id'))).toEqual(['TutorialCreated']);
  });
});
