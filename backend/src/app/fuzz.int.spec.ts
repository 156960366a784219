import { jest } from '@jest/globals';
import fc from 'fast-check';
import { INTEGRATION_TEST_MS } from '@creators/storage/testing';
import { signedInCreator } from '../testing/creators.js';
import { field, type HttpClient } from '../testing/http-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

jest.setTimeout(INTEGRATION_TEST_MS);

type OpenApi = { readonly paths: Record<string, Partial<Record<string, object>>> };

/** A JSON endpoint: its verb and its path with the parameters filled in for a real item of the caller's. */
interface Endpoint {
  readonly verb: 'POST' | 'PUT' | 'PATCH';
  readonly path: string;
}

/**
 * Property: whatever JSON a client sends to any endpoint that takes JSON, the answer is never a
 * server error, and a refused body appends nothing to the log.
 */
describe('every JSON endpoint, fed arbitrary JSON', () => {
  let testApp: TestApp;
  let me: HttpClient;
  let endpoints: Endpoint[];

  beforeAll(async () => {
    testApp = await startTestApp();
    me = (await signedInCreator(testApp)).client;
    const created = await me.post('/api/dashboard/components', { title: 'Fuzzed', summary: 'S' });
    const itemId = field<string>(created, 'id');
    const slug = field<string>(created, 'slug');
    const link = await me.post('/api/dashboard/links', { title: 'Site', url: 'https://example.com' });
    const linkId = field<string>(link, 'id');
    const values: Record<string, string> = { kind: 'components', id: itemId, slug, orderId: itemId, itemId };
    const document = (await (await fetch(`${testApp.base}/api/openapi.json`)).json()) as OpenApi;
    endpoints = Object.entries(document.paths).flatMap(([path, item]) =>
      (['post', 'put', 'patch'] as const)
        // Every change that takes JSON (or no body, which is JSON's `{}`): uploads take bytes instead.
        .filter((verb) => item[verb] !== undefined && !path.startsWith('/api/media/') && path !== '/monitoring')
        .map((verb) => ({
          verb: verb.toUpperCase() as Endpoint['verb'],
          path: path
            .replace('/api/dashboard/links/{id}', `/api/dashboard/links/${linkId}`)
            .replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x'),
        })),
    );
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('finds the JSON endpoints to feed', () => {
    const names = endpoints.map((e) => `${e.verb} ${e.path.replace(/\/[0-9a-f-]{36}/g, '/{id}')}`);
    for (const known of [
      'POST /api/orders',
      'POST /api/auth/sign-up',
      'PATCH /api/dashboard/profile',
      'PUT /api/dashboard/expert',
    ]) {
      expect(names).toContain(known);
    }
    expect(endpoints.length).toBeGreaterThanOrEqual(15);
  });

  it('never answers with a server error, and appends nothing for a refused body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        fc.oneof(fc.jsonValue({ maxDepth: 4 }), fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 }))),
        async ({ verb, path }, body) => {
          const before = await testApp.eventCount();
          const reply = await me.request(verb, path, { body });
          expect(reply.status).toBeLessThan(500);
          if (reply.status >= 400) {
            expect(reply.headers.get('content-type')).toMatch(/^application\/problem\+json/);
            expect(await testApp.eventCount()).toBe(before);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
