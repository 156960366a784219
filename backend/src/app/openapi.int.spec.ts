import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import {
  FIELD_LIMITS,
  TEMPLATE_CATEGORY_SLUGS,
  collectionStreamId,
  uploadStreamId,
  type FileRef,
} from '@creators/contracts';
import { API_EXAMPLES } from '../platform/http/openapi.js';
import { signedInCreator } from '../testing/creators.js';
import { anEvent } from '../testing/events.js';
import { field, type HttpClient } from '../testing/http-client.js';
import { Outbox } from '../platform/mail/outbox.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required?: boolean;
  readonly example?: unknown;
  readonly schema?: { readonly example?: unknown };
}
interface Operation {
  readonly parameters?: readonly Parameter[];
  readonly security?: readonly object[];
}
type OpenApi = {
  readonly paths: Record<string, Partial<Record<string, Operation>>>;
  readonly components: { readonly schemas: Record<string, { readonly properties?: Record<string, unknown> }> };
};

const VERBS: Partial<Record<RequestMethod, string>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
};

/** Every route the gateway's controllers declare, as `get /api/feed/{kind}/{slug}`. */
function declaredRoutes(testApp: TestApp): string[] {
  const routes = new Set<string>();
  for (const module of testApp.app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
      const prototype = metatype.prototype as Record<string, unknown>;
      // Routes a controller inherits (steps shared by two controllers) are its routes too.
      const names = new Set<string>();
      for (let from: object | null = prototype; from !== null && from !== Object.prototype;) {
        for (const name of Object.getOwnPropertyNames(from)) names.add(name);
        from = Object.getPrototypeOf(from) as object | null;
      }
      for (const name of names) {
        const handler = prototype[name];
        if (typeof handler !== 'function' || !Reflect.hasMetadata(PATH_METADATA, handler)) continue;
        const verb = VERBS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const path = String(Reflect.getMetadata(PATH_METADATA, handler));
        const full = `/${[base, path].filter((part) => part !== '' && part !== '/').join('/')}`;
        if (verb !== undefined && !full.includes('*')) routes.add(`${verb} ${full.replace(/:(\w+)/g, '{$1}')}`);
      }
    }
  }
  return [...routes].sort();
}

/** A parameter's example as it goes into a URL; examples here are strings, numbers or booleans. */
function exampleOf(parameter: Parameter): string | undefined {
  const example = parameter.example ?? parameter.schema?.example;
  return typeof example === 'string' || typeof example === 'number' || typeof example === 'boolean'
    ? String(example)
    : undefined;
}

/**
 * The call an operation's examples make: path parameters filled in (from `values` first, then the
 * examples), every query parameter with an example given.
 */
function exampleCall(path: string, operation: Operation, values: Record<string, string> = {}): string {
  const parameters = operation.parameters ?? [];
  let url = path;
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    const example = values[parameter.name] ?? exampleOf(parameter);
    if (example === undefined) throw new Error(`${path}: {${parameter.name}} has no example`);
    url = url.replace(`{${parameter.name}}`, encodeURIComponent(example));
  }
  const query = new URLSearchParams();
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    const example = exampleOf(parameter);
    if (example !== undefined) query.set(parameter.name, example);
    else if (parameter.required === true) throw new Error(`${path}: ?${parameter.name} is required and has no example`);
  }
  return query.size === 0 ? url : `${url}?${query.toString()}`;
}

describe('the OpenAPI document', () => {
  let testApp: TestApp;
  let document: OpenApi;

  /**
   * The file the component delivers, under the example's upload id: the bytes are uploaded as any
   * file is, and their upload recorded again under that id (upload ids are otherwise random).
   */
  async function seedExampleFile(ada: HttpClient, creatorId: string): Promise<void> {
    const stored = await ada.upload('/api/media/files?name=bento-grid.zip', Buffer.from('PK\u0003\u0004 a grid'));
    expect(stored.status).toBe(201);
    const uploadId = API_EXAMPLES.uploadId;
    const file = { ...field<FileRef>(stored, 'file'), uploadId };
    await testApp.events.append(
      uploadStreamId(uploadId),
      [anEvent('FileUploaded', { uploadId, ownerId: creatorId, file }, creatorId)],
      'no_stream',
    );
  }

  /**
   * The collections the examples name, written to the log under their example slugs (slugs are
   * otherwise made from random ids): a featured one and ada's public one, each holding the
   * component, which ada's like puts in trending.
   */
  async function seedExampleCollections(ada: HttpClient, creatorId: string, itemId: string): Promise<void> {
    const { featured, personal } = API_EXAMPLES.collection;
    for (const [scope, slug] of [
      ['Featured', featured],
      ['Personal', personal],
    ] as const) {
      const collectionId = randomUUID();
      const ids = { collectionId, curatorId: creatorId };
      await testApp.events.append(
        collectionStreamId(collectionId),
        [
          anEvent(`${scope}CollectionCreated`, { ...ids, slug, title: slug, description: '' }, creatorId),
          anEvent(`${scope}CollectionItemAdded`, { ...ids, itemId, kind: 'components' }, creatorId),
          anEvent(`${scope}CollectionPublished`, ids, creatorId),
        ],
        'no_stream',
      );
    }
    expect((await ada.post(`/api/marketplace/components/${API_EXAMPLES.component.slug}/like`)).status).toBe(200);
  }

  /** The world the document's examples name: `ada`, her published component (and its file), template and site, her expert listing. */
  async function seedExamples(ada: HttpClient, creatorId: string): Promise<void> {
    await seedExampleFile(ada, creatorId);
    const items = [
      {
        kind: 'components',
        body: {
          title: 'Bento grid',
          summary: 'A grid of cards',
          tags: [API_EXAMPLES.component.tag],
          files: [{ uploadId: API_EXAMPLES.uploadId }],
        },
      },
      {
        kind: 'templates',
        body: { title: 'Portfolio starter', summary: 'A portfolio', categories: [API_EXAMPLES.template.category] },
      },
      { kind: 'sites', body: { title: 'Lovelace studio', siteUrl: 'https://lovelace.example.com' } },
    ];
    const ids: string[] = [];
    for (const { kind, body } of items) {
      const created = await ada.post(`/api/dashboard/${kind}`, body);
      expect(created.status).toBe(201);
      ids.push(field<string>(created, 'id'));
      expect((await ada.post(`/api/dashboard/${kind}/${field<string>(created, 'id')}/publish`)).status).toBe(200);
    }
    await seedExampleCollections(ada, creatorId, ids[0] ?? '');
    const { service, language, location } = API_EXAMPLES.expert;
    const listed = await ada.put('/api/dashboard/expert', {
      services: [service.replace('-', ' ')],
      hourlyRate: { min: 40, max: 90, currency: 'EUR' },
      languages: [language],
      location,
      availability: 'available',
    });
    expect(listed.status).toBe(200);
    await testApp.runner.waitFor(Number(field<string>(listed, 'position')), 10_000);
    // A holder's review of the component, so that its reviews' example lists one.
    const reader = (await signedInCreator(testApp, 'reader')).client;
    const { kind, slug } = API_EXAMPLES.component;
    expect((await reader.post(`/api/marketplace/${kind}/${slug}/get`)).status).toBe(200);
    const reviewed = await reader.post(`/api/marketplace/${kind}/${slug}/reviews`, { rating: 5 });
    expect(reviewed.status).toBe(201);
    await testApp.runner.waitFor(Number(field<string>(reviewed, 'position')), 10_000);
  }

  beforeAll(async () => {
    testApp = await startTestApp();
    const ada = await signedInCreator(testApp, API_EXAMPLES.handle);
    await seedExamples(ada.client, ada.creatorId);
    // The local outbox's example lists what the product sent: one e-mail at least.
    await testApp.app.get(Outbox).send({ to: 'ada@example.com', subject: 'Welcome', text: 'Hello.' });
    await testApp.app.get(Outbox).settled();
    const answer = await fetch(`${testApp.base}/api/openapi.json`);
    expect(answer.status).toBe(200);
    document = (await answer.json()) as OpenApi;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('documents every route of every controller', () => {
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((verb) => `${verb} ${path}`),
    );
    expect(documented.sort()).toEqual(declaredRoutes(testApp));
  });

  it('answers every public GET called with its examples with a success or a redirect', async () => {
    const calls = Object.entries(document.paths).flatMap(([path, item]) => {
      const operation = item.get;
      return operation?.security?.length === 0 ? [exampleCall(path, operation)] : [];
    });
    expect(calls).toEqual(
      expect.arrayContaining([
        '/api/experts?limit=12&service=web-design&language=en&location=Lyon&availability=available&currency=EUR&sort=rate-asc',
      ]),
    );
    expect(calls.length).toBeGreaterThanOrEqual(14);
    const answers = await Promise.all(
      calls.map(async (call) => {
        const reply = await fetch(`${testApp.base}${call}`, { redirect: 'manual' });
        const body = await reply.text();
        // A redirect has no body of its own; an answer with one must not be an empty list.
        return { call, status: reply.status, empty: reply.status < 300 && (body === '' || /"items":\[\]/.test(body)) };
      }),
    );
    expect(answers.filter(({ status }) => status < 200 || status >= 400)).toEqual([]);
    // The examples name data that exists: the listings they ask for are not empty.
    expect(answers.filter(({ empty }) => empty)).toEqual([]);
  });

  it('sends every answer that depends on who asks with no-store: each GET called by a signed-in account', async () => {
    // A holder, a buyer with an order, and the creator whose dashboard the calls read.
    const ada = await signedInCreator(testApp, 'ada-again');
    const paid = await ada.client.post('/api/dashboard/components', {
      title: 'Paid grid',
      summary: 'A grid for money',
      price: { amount: 900, currency: 'USD' },
    });
    const paidId = field<string>(paid, 'id');
    const published = await ada.client.post(`/api/dashboard/components/${paidId}/publish`);
    expect(published.status).toBe(200);
    await testApp.runner.waitFor(Number(field<string>(published, 'position')), 10_000);
    const bea = (await signedInCreator(testApp, 'bea')).client;
    const { kind, slug } = API_EXAMPLES.component;
    expect((await bea.post(`/api/marketplace/${kind}/${slug}/get`)).status).toBeLessThan(300);
    const order = await bea.post('/api/orders', { itemId: paidId });
    expect(order.status).toBe(201);
    const token = /\/api\/downloads\/([^"?]+)/.exec((await bea.get('/api/library')).text)?.[1] ?? 'none';
    const values = { orderId: field<string>(order, 'orderId'), id: paidId, itemId: paidId, token };

    const calls = Object.entries(document.paths).flatMap(([path, item]) => {
      const operation = item.get;
      return operation === undefined
        ? []
        : [{ call: exampleCall(path, operation, values), signedIn: operation.security?.length !== 0 }];
    });
    const answers = await Promise.all(
      calls.flatMap(({ call, signedIn }) =>
        [ada.client, bea].map(async (client) => {
          const reply = await client.get(call);
          return { call, signedIn, status: reply.status, cacheControl: reply.headers.get('cache-control') ?? '' };
        }),
      ),
    );
    // The routes of the report answer, with what only their asker may see.
    for (const personal of [
      '/api/library',
      `/api/orders/${values.orderId}`,
      `/api/marketplace/${kind}/${slug}/access`,
      '/api/dashboard/components',
    ]) {
      const asked = answers.filter(({ call }) => call.split('?')[0] === personal);
      expect({ personal, ok: asked.some(({ status }) => status === 200) }).toEqual({ personal, ok: true });
    }
    expect(answers.filter(({ signedIn, cacheControl }) => signedIn && !/\bno-store\b/.test(cacheControl))).toEqual([]);
    // A public route answers the same to everyone (`public`), or says no-store.
    expect(
      answers.filter(({ cacheControl }) => !/\bno-store\b/.test(cacheControl) && !cacheControl.startsWith('public')),
    ).toEqual([]);
  });

  it('names the template categories a body may give: the list', () => {
    for (const body of ['CreateItemBody', 'EditItemBody']) {
      expect(document.components.schemas[body]?.properties?.categories).toMatchObject({
        type: 'array',
        maxItems: FIELD_LIMITS.categories,
        items: { type: 'string', enum: [...TEMPLATE_CATEGORY_SLUGS] },
      });
    }
  });

  it('serves a readable page of the document', async () => {
    const page = await fetch(`${testApp.base}/api/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger-ui-bundle.js');
    const bundle = await fetch(`${testApp.base}/api/docs/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
  });
});
