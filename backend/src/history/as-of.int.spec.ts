import { jest } from '@jest/globals';
import {
  AS_OF_HEADER,
  type AnalystJobStarted,
  type AnalystJobView,
  type AsOfBuildsView,
  type CardPage,
  type CreatorPageView,
  type ProblemDocument,
} from '@creators/contracts';
import { PUBLIC_ITEMS } from '@creators/projections';
import { eventually, INTEGRATION_TEST_MS, PROMPTLY_MS } from '@creators/storage/testing';
import { grantRole, signedInCreator } from '../testing/creators.js';
import { field, HttpClient, type Reply } from '../testing/http-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

jest.setTimeout(INTEGRATION_TEST_MS);

describe('the marketplace as it stood, and rebuilds, from the workbench (role analyst)', () => {
  let testApp: TestApp;
  let analyst: HttpClient;
  let maker: { client: HttpClient; creatorId: string; handle: string };
  let visitor: HttpClient;

  async function publish(title: string): Promise<{ id: string; slug: string; position: number }> {
    const created = await maker.client.post('/api/dashboard/components', { title, summary: `About ${title}` });
    expect(created.status).toBe(201);
    const id = field<string>(created, 'id');
    const published = await maker.client.post(`/api/dashboard/components/${id}/publish`);
    expect(published.status).toBe(200);
    const position = Number(field<string>(published, 'position'));
    expect(await testApp.runner.waitFor(position, PROMPTLY_MS)).toBe(true);
    return { id, slug: field<string>(created, 'slug'), position };
  }

  /** Waits for the gateway's analyst job to end, and answers it. */
  const finished = (): Promise<AnalystJobView> =>
    eventually(
      async () => {
        const { job } = (await analyst.get('/api/analytics/job')).json as { job: AnalystJobView | null };
        return job !== null && job.state !== 'running' ? job : null;
      },
      { what: 'the analyst job to end', timeoutMs: PROMPTLY_MS },
    );

  const asOf = (namespace: string): Record<string, string> => ({ [AS_OF_HEADER]: namespace });
  const ids = (reply: Reply): string[] => (reply.json as CardPage).items.map((card) => card.id);

  let earlier: { id: string; slug: string; position: number };
  let later: { id: string; slug: string; position: number };
  let namespace: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    const signedIn = await signedInCreator(testApp);
    analyst = signedIn.client;
    maker = await signedInCreator(testApp);
    visitor = new HttpClient(testApp.base);
    await grantRole(testApp, 'AnalystRoleGranted', signedIn.creatorId);
    earlier = await publish('Aurora Tabs');
    const started = await analyst.post('/api/analytics/as-of', { asOf: String(earlier.position) });
    expect(started.status).toBe(202);
    namespace = (started.json as AnalystJobStarted).namespace ?? '';
    expect(namespace).toBe(`p${earlier.position}`);
    later = await publish('Borealis Menu');
    expect(await finished()).toMatchObject({ kind: 'as-of', state: 'done', error: null });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers 401 signed out and 403 without the role, on the job endpoints and any read sent as of a moment', async () => {
    const calls = [
      (c: HttpClient) => c.post('/api/analytics/as-of', { asOf: '2026-01-01' }),
      (c: HttpClient) => c.get('/api/analytics/as-of'),
      (c: HttpClient) => c.post('/api/analytics/read-models/rebuild', {}),
      (c: HttpClient) => c.get('/api/analytics/job'),
      (c: HttpClient) => c.get('/api/marketplace/components', asOf(namespace)),
      (c: HttpClient) => c.get(`/api/creators/${maker.handle}`, asOf(namespace)),
    ];
    for (const call of calls) {
      expect((await call(visitor)).status).toBe(401);
      const refused = await call(maker.client);
      expect(refused.status).toBe(403);
      expect((refused.json as ProblemDocument).detail).toBe('this needs the analyst role');
    }
  });

  it('lists the build, complete, with the moment and the events it holds', async () => {
    const { items } = (await analyst.get('/api/analytics/as-of')).json as AsOfBuildsView;
    expect(items).toContainEqual(
      expect.objectContaining({
        namespace,
        asOf: `position ${earlier.position}`,
        position: earlier.position,
        complete: true,
      }),
    );
  });

  it('answers the pages as they stood: an item published later is absent there and present live', async () => {
    // Live first, so a kept live answer would be there to be wrongly given.
    const live = await visitor.get('/api/marketplace/components');
    expect(ids(live)).toEqual(expect.arrayContaining([earlier.id, later.id]));

    const past = await analyst.get('/api/marketplace/components', asOf(namespace));
    expect(past.status).toBe(200);
    expect(past.headers.get('cache-control')).toBe('no-store');
    expect(ids(past)).toContain(earlier.id);
    expect(ids(past)).not.toContain(later.id);
    expect((await analyst.get(`/api/marketplace/components/${earlier.slug}`, asOf(namespace))).status).toBe(200);
    expect((await analyst.get(`/api/marketplace/components/${later.slug}`, asOf(namespace))).status).toBe(404);
    const creator = (await analyst.get(`/api/creators/${maker.handle}`, asOf(namespace))).json as CreatorPageView;
    const shown = JSON.stringify(creator);
    expect(shown).toContain(earlier.id);
    expect(shown).not.toContain(later.id);

    // The live product is as it was: for a visitor, and for the analyst without the header.
    expect(ids(await visitor.get('/api/marketplace/components'))).toEqual(ids(live));
    expect(ids(await analyst.get('/api/marketplace/components'))).toEqual(ids(live));
    expect((await visitor.get(`/api/marketplace/components/${later.slug}`)).status).toBe(200);
  });

  it('refuses anything but a read as of a moment, appending nothing, and a build that is not there', async () => {
    const before = await testApp.eventCount();
    const write = await analyst.post('/api/dashboard/components', { title: 'Never', summary: 'x' }, asOf(namespace));
    expect(write.status).toBe(405);
    expect(await testApp.eventCount()).toBe(before);
    const unknown = await analyst.get('/api/marketplace/components', asOf('p999999'));
    expect(unknown.status).toBe(404);
    expect((unknown.json as ProblemDocument).detail).toBe('no complete as-of build is named "p999999"');
  });

  it('refuses a moment that is neither an instant nor a position, naming the field', async () => {
    const refused = await analyst.post('/api/analytics/as-of', { asOf: 'last tuesday' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain('asOf');
  });

  it('rebuilds a live read model from the log (built aside, swapped in), with its progress', async () => {
    // A model gone wrong: the document of a shown item lost from the live collection.
    await testApp.documents.write([{ op: 'delete', collection: PUBLIC_ITEMS, id: earlier.id }]);
    expect(await testApp.documents.get(PUBLIC_ITEMS, earlier.id)).toBeNull();

    expect((await analyst.post('/api/analytics/read-models/rebuild', { models: ['nothing-here'] })).status).toBe(400);
    const started = await analyst.post('/api/analytics/read-models/rebuild', { models: ['public-items'] });
    expect(started.status).toBe(202);
    expect((started.json as AnalystJobStarted).job).toMatchObject({ kind: 'rebuild', label: 'public-items' });
    const job = await finished();
    expect(job).toMatchObject({ kind: 'rebuild', state: 'done', error: null });
    expect(job.events).toBeGreaterThan(0);
    expect(job.position).toBeGreaterThanOrEqual(later.position);
    expect(await testApp.documents.get(PUBLIC_ITEMS, earlier.id)).toMatchObject({ id: earlier.id });
    // The as-of build was not touched by the live rebuild.
    expect(ids(await analyst.get('/api/marketplace/components', asOf(namespace)))).not.toContain(later.id);
  });
});
