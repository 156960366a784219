import { jest } from '@jest/globals';
import fc from 'fast-check';
import { INTEGRATION_TEST_MS, PROMPTLY_MS } from '@creators/storage/testing';
import { creatorStreamId, ITEM_KINDS } from '@creators/contracts';
import { signedInCreator } from '../testing/creators.js';
import { anEvent } from '../testing/events.js';
import { field, type HttpClient } from '../testing/http-client.js';
import { newAddress } from '../testing/rate-windows.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

jest.setTimeout(INTEGRATION_TEST_MS);

/** As much of an OpenAPI schema as the cases are made from. */
interface Schema {
  readonly type?: string;
  readonly nullable?: boolean;
  readonly $ref?: string;
  readonly enum?: readonly unknown[];
  readonly items?: Schema;
  readonly properties?: Record<string, Schema>;
}
interface BodyOperation {
  readonly requestBody?: { readonly content?: { readonly 'application/json'?: { readonly schema?: Schema } } };
}
type OpenApi = {
  readonly paths: Record<string, Partial<Record<string, BodyOperation>>>;
  readonly components: { readonly schemas: Record<string, Schema> };
};

/** A JSON endpoint: its verb and its path with the parameters filled in for a real item of the caller's. */
interface Endpoint {
  readonly verb: 'POST' | 'PUT' | 'PATCH';
  readonly path: string;
  /** The body's schema, as the document gives it. */
  readonly schema: Schema | undefined;
}

/** A body that is wrong in one field: the field a refusal must name, and the body. */
interface WrongField {
  readonly field: string;
  readonly body: Record<string, unknown>;
}

/** A value of another type than the schema's. */
function wrongTypeFor(schema: Schema): unknown {
  if (schema.$ref !== undefined || schema.type === 'object') return 'not an object';
  if (schema.type === 'array') return 'not a list';
  if (schema.type === 'integer' || schema.type === 'number') return 'not a number';
  if (schema.type === 'boolean') return 'not a yes or no';
  return 12345;
}

/**
 * From a body's schema, each field given `null` (unless the schema says it may be) and a value of
 * the wrong type; an object's fields likewise inside it, and an array of objects' inside its first
 * element.
 */
function wrongFields(schema: Schema, schemas: Record<string, Schema>, prefix = ''): WrongField[] {
  const resolved = schema.$ref === undefined ? schema : (schemas[schema.$ref.split('/').at(-1) ?? ''] ?? {});
  return Object.entries(resolved.properties ?? {}).flatMap(([name, property]): WrongField[] => {
    const field = `${prefix}${name}`;
    const own: WrongField[] = [
      ...(property.nullable === true ? [] : [{ field, body: { [name]: null } }]),
      { field, body: { [name]: wrongTypeFor(property) } },
    ];
    const nested = (into: (inner: Record<string, unknown>) => unknown, at: string, inner: Schema): WrongField[] =>
      wrongFields(inner, schemas, at).map((wrong) => ({ field: wrong.field, body: { [name]: into(wrong.body) } }));
    if (property.$ref !== undefined) return [...own, ...nested((inner) => inner, `${field}.`, property)];
    if (property.type === 'array' && property.items?.$ref !== undefined)
      return [...own, ...nested((inner) => [inner], `${field}[0].`, property.items)];
    return own;
  });
}

/**
 * Property: whatever JSON a client sends to any endpoint that takes JSON, the answer is never a
 * server error, and a refused body appends nothing to the log.
 */
describe('every JSON endpoint, fed arbitrary JSON', () => {
  let testApp: TestApp;
  let me: HttpClient;
  let endpoints: Endpoint[];
  let document: OpenApi;

  beforeAll(async () => {
    testApp = await startTestApp();
    const signedIn = await signedInCreator(testApp);
    me = signedIn.client;
    // A moderator and an analyst, so the moderation and workbench routes read their bodies rather than refusing the caller.
    const { position } = await testApp.events.append(
      creatorStreamId(signedIn.creatorId),
      [
        anEvent('ModeratorRoleGranted', { creatorId: signedIn.creatorId }),
        anEvent('AnalystRoleGranted', { creatorId: signedIn.creatorId }),
      ],
      0,
    );
    expect(await testApp.runner.waitFor(position, PROMPTLY_MS)).toBe(true);
    const created = await me.post('/api/dashboard/components', { title: 'Fuzzed', summary: 'S' });
    const itemId = field<string>(created, 'id');
    const slug = field<string>(created, 'slug');
    const link = await me.post('/api/dashboard/links', { title: 'Site', url: 'https://example.com' });
    const linkId = field<string>(link, 'id');
    const values: Record<string, string> = { kind: 'components', id: itemId, slug, orderId: itemId, itemId };
    document = (await (await fetch(`${testApp.base}/api/openapi.json`)).json()) as OpenApi;
    endpoints = Object.entries(document.paths).flatMap(([path, item]) =>
      (['post', 'put', 'patch'] as const)
        // Every change that takes JSON (or no body, which is JSON's `{}`): uploads take bytes instead.
        .filter((verb) => item[verb] !== undefined && !path.startsWith('/api/media/') && path !== '/monitoring')
        .map((verb) => ({
          verb: verb.toUpperCase() as Endpoint['verb'],
          schema: item[verb]?.requestBody?.content?.['application/json']?.schema,
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

  // Before the arbitrary JSON, which may sign the caller out.
  it('answers 400 naming the field for null and every wrong type of each field of each body, appending nothing', async () => {
    // The item bodies differ per kind (a field of another kind is unknown): each kind's are fed.
    const itemEndpoints = endpoints.filter(({ path }) => path.startsWith('/api/dashboard/components'));
    const perKind: Endpoint[] = [];
    for (const kind of ITEM_KINDS.filter((each) => each !== 'components')) {
      const created = await me.post(`/api/dashboard/${kind}`, { title: `Fuzzed ${kind}`, summary: 'S' });
      expect(created.status).toBe(201);
      const id = field<string>(created, 'id');
      for (const endpoint of itemEndpoints) {
        const path = endpoint.path.replace(/^\/api\/dashboard\/components(\/[^/]+)?$/, (_, rest?: string) =>
          rest === undefined ? `/api/dashboard/${kind}` : `/api/dashboard/${kind}/${id}`,
        );
        perKind.push({ ...endpoint, path });
      }
    }
    const cases = [...endpoints, ...perKind].flatMap((endpoint) =>
      endpoint.schema === undefined
        ? []
        : wrongFields(endpoint.schema, document.components.schemas).map((wrong) => ({ endpoint, ...wrong })),
    );
    // Every body the document describes, and the fields that answered 500 before.
    expect(new Set(cases.map(({ endpoint }) => `${endpoint.verb} ${endpoint.path}`)).size).toBeGreaterThanOrEqual(15);
    for (const field of [
      'price',
      'price.amount',
      'tags',
      'galleryImageIds',
      'files',
      'files[0].uploadId',
      'categories',
    ]) {
      expect(cases.map((each) => each.field)).toContain(field);
    }
    const before = await testApp.eventCount();
    const misses: string[] = [];
    for (const { endpoint, field, body } of cases) {
      // Each from an address of its own: the sign-up and sign-in limits count per address.
      const reply = await me.request(endpoint.verb, endpoint.path, { body, headers: newAddress() });
      // The field itself, or one it is in when that whole field is refused (another kind's `files`).
      const named = ((reply.json as { errors?: { field: string }[] } | null)?.errors ?? []).some(
        ({ field: named }) =>
          named === field ||
          field.startsWith(`${named}.`) ||
          field.startsWith(`${named}[`) ||
          named.startsWith(`${field}[`),
      );
      if (reply.status !== 400 || !named)
        misses.push(
          `${endpoint.verb} ${endpoint.path} ${JSON.stringify(body)} -> ${reply.status} ${reply.text.slice(0, 160)}`,
        );
    }
    expect(misses).toEqual([]);
    expect(await testApp.eventCount()).toBe(before);
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
