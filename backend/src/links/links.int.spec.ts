import { jest } from '@jest/globals';
import type { Link, ProblemDocument } from '@creators/contracts';
import { INTEGRATION_TEST_MS } from '@creators/storage/testing';
import { IDEMPOTENCY_KEYS } from '../platform/http/idempotency.interceptor.js';
import { signedInCreator } from '../testing/creators.js';
import { field, type HttpClient, type Reply } from '../testing/http-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { MAX_LINKS } from './domain/links.decider.js';

// Creating a signed-in creator waits for the read models (up to PROMPTLY_MS).
jest.setTimeout(INTEGRATION_TEST_MS);

const LINKS = '/api/dashboard/links';
const title = 'Portfolio';

/** The one element of a list that must hold exactly one. */
function only<T>(items: readonly T[]): T {
  const [item] = items;
  if (items.length !== 1 || item === undefined) throw new Error(`expected exactly one, got ${items.length}`);
  return item;
}

describe('the dashboard links API', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const newCreator = async (): Promise<HttpClient> => (await signedInCreator(testApp)).client;

  /** A read that waits until the read model holds the change that answered with `reply`. */
  const after = (reply: Reply): Record<string, string> => ({
    'x-consistent-with': reply.headers.get('x-position') ?? field<string>(reply, 'position'),
  });

  const listed = async (client: HttpClient, change: Reply): Promise<Link[]> => {
    const reply = await client.get(LINKS, after(change));
    expect(reply.status).toBe(200);
    return field<Link[]>(reply, 'items');
  };

  const add = async (client: HttpClient, title: string, url = `https://example.com/${title}`): Promise<Reply> => {
    const reply = await client.post(LINKS, { title, url });
    expect(reply.status).toBe(201);
    return reply;
  };

  it('adds three links, edits one, reorders, removes one, and the list shows each step', async () => {
    const me = await newCreator();
    const empty = await me.get(LINKS);
    expect(empty.json).toEqual({ items: [], revision: -1 });

    const site = await add(me, 'Site', 'https://me.example.com');
    expect(site.json).toEqual({ id: expect.any(String), revision: 0, position: expect.stringMatching(/^\d+$/) });
    const github = await add(me, '  GitHub  ', 'https://github.com/me');
    const blog = await add(me, 'Blog', 'http://blog.example.com/');
    const [a, b, c] = [field<string>(site, 'id'), field<string>(github, 'id'), field<string>(blog, 'id')];
    expect(new Set([a, b, c]).size).toBe(3);
    expect(await listed(me, blog)).toEqual([
      { id: a, title: 'Site', url: 'https://me.example.com' },
      { id: b, title: 'GitHub', url: 'https://github.com/me' },
      { id: c, title: 'Blog', url: 'http://blog.example.com/' },
    ]);

    const edited = await me.patch(`${LINKS}/${b}`, { title: 'Code', url: 'https://gitlab.com/me' });
    expect(edited.status).toBe(200);
    expect(edited.json).toEqual({ revision: 3, position: expect.stringMatching(/^\d+$/) });
    expect(await listed(me, edited)).toContainEqual({ id: b, title: 'Code', url: 'https://gitlab.com/me' });

    const reordered = await me.put(`${LINKS}/order`, { ids: [c, a, b] });
    expect(reordered.status).toBe(200);
    expect(reordered.json).toEqual({ revision: 4, position: expect.stringMatching(/^\d+$/) });
    expect((await listed(me, reordered)).map((link) => link.id)).toEqual([c, a, b]);

    const removed = await me.delete(`${LINKS}/${a}`);
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    expect(removed.headers.get('x-position')).toMatch(/^\d+$/);
    expect((await listed(me, removed)).map((link) => link.id)).toEqual([c, b]);

    const final = await me.get(LINKS, after(removed));
    expect(final.headers.get('etag')).toBe('"5"');
    expect(field(final, 'revision')).toBe(5);
  });

  it('takes an e-mail link as a mailto: address', async () => {
    const client = await newCreator();
    const added = await client.post(LINKS, { title: 'Write to me', url: 'mailto:hello@studio.example' });
    expect(added.status).toBe(201);
    expect((await listed(client, added)).map((link) => link.url)).toEqual(['mailto:hello@studio.example']);
  });

  it('answers a read sent with X-Consistent-With only once it includes the write', async () => {
    const me = await newCreator();
    const added = await add(me, 'Fresh');
    const position = Number(field<string>(added, 'position'));
    const read = await me.get(LINKS, after(added));
    expect(read.status).toBe(200);
    expect(Number(read.headers.get('x-read-position'))).toBeGreaterThanOrEqual(position);
    expect(field<Link[]>(read, 'items').map((link) => link.id)).toEqual([field<string>(added, 'id')]);
    expect(read.headers.get('etag')).toBe('"0"');
  });

  it(`keeps at most ${MAX_LINKS} links, and takes another once one is removed`, async () => {
    const me = await newCreator();
    const ids: string[] = [];
    for (let i = 0; i < MAX_LINKS; i += 1)
      ids.push(field(await add(me, `Link ${i}`, `https://example.com/${i}`), 'id'));
    const before = await testApp.eventCount();
    const refused = await me.post(LINKS, { title: 'One too many', url: 'https://example.com/more' });
    expect(refused.status).toBe(422);
    expect(field(refused, 'type')).toBe('/problems/too-many-links');
    expect(await testApp.eventCount()).toBe(before);

    const removed = await me.delete(`${LINKS}/${only(ids.slice(-1))}`);
    expect(removed.status).toBe(204);
    await add(me, 'Now it fits');
  });

  describe('refuses bad input with a message naming the field, appending nothing', () => {
    let me: HttpClient;
    const ids: string[] = [];

    beforeAll(async () => {
      me = await newCreator();
      // One after the other: two adds racing on one list would conflict (409) by design.
      for (const linkTitle of ['One', 'Two']) ids.push(field<string>(await add(me, linkTitle), 'id'));
    });

    /** A body sent as it stands, for what JSON.stringify cannot produce. */
    interface Raw {
      readonly raw: string;
      readonly type?: string;
    }
    type Case = readonly [
      name: string,
      method: string,
      path: string,
      body: object | Raw,
      status: number,
      field: string,
    ];
    const url = 'https://example.com';
    const badUrls = [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com/file',
      'mailto:me',
      'mailto:me@example.com?subject=hi',
      'mailto:javascript:alert(1)',
      'https://example.com/ ',
      '//example.com/no-scheme',
      'https://user:secret@example.com/',
      `https://example.com/${'x'.repeat(2000)}`,
      '',
    ];
    const ORDER = `${LINKS}/order`;
    const FIRST = `${LINKS}/ID0`;
    const cases: Case[] = [
      ['POST without a title', 'POST', LINKS, { url }, 400, 'title'],
      ['POST without a url', 'POST', LINKS, { title }, 400, 'url'],
      ['POST with an unknown field', 'POST', LINKS, { title, url, colour: 'red' }, 400, 'colour'],
      ['POST with a numeric title', 'POST', LINKS, { title: 42, url }, 400, 'title'],
      ['POST with a null title', 'POST', LINKS, { title: null, url }, 400, 'title'],
      ['POST with a url list', 'POST', LINKS, { title, url: [url] }, 400, 'url'],
      ['POST with a blank title', 'POST', LINKS, { title: '   ', url }, 400, 'title'],
      ['POST with an 81-character title', 'POST', LINKS, { title: 'x'.repeat(81), url }, 400, 'title'],
      ...badUrls.map((bad): Case => [
        `POST with the url ${JSON.stringify(bad.slice(0, 40))}`,
        'POST',
        LINKS,
        { title, url: bad },
        400,
        'url',
      ]),
      // Fastify refuses these keys while parsing, before any field is looked at: its answer names the body.
      [
        'POST with a __proto__ key',
        'POST',
        LINKS,
        { raw: `{"title":"x","url":"${url}","__proto__":{"admin":true}}` },
        400,
        'body',
      ],
      [
        'POST with a constructor.prototype key',
        'POST',
        LINKS,
        { raw: `{"title":"x","url":"${url}","constructor":{"prototype":{"admin":true}}}` },
        400,
        'body',
      ],
      ['POST with a body that is not JSON', 'POST', LINKS, { raw: `title=x&url=${url}` }, 400, 'body'],
      [
        'POST with a form body',
        'POST',
        LINKS,
        { raw: `title=x&url=${url}`, type: 'application/x-www-form-urlencoded' },
        415,
        'content-type',
      ],
      ['POST with an array body', 'POST', LINKS, { raw: `[{"title":"x","url":"${url}"}]` }, 400, 'body'],
      ['POST with a null body', 'POST', LINKS, { raw: 'null' }, 400, 'body'],
      ['PATCH with an unknown field', 'PATCH', FIRST, { position: 3 }, 400, 'position'],
      ['PATCH with a null title', 'PATCH', FIRST, { title: null }, 400, 'title'],
      ['PATCH with an emptied title', 'PATCH', FIRST, { title: '' }, 400, 'title'],
      ['PATCH with an 81-character title', 'PATCH', FIRST, { title: ` ${'x'.repeat(81)} ` }, 400, 'title'],
      ['PATCH with a javascript: url', 'PATCH', FIRST, { url: ' JavaScript:alert(1)' }, 400, 'url'],
      ['PATCH with a null url', 'PATCH', FIRST, { url: null }, 400, 'url'],
      ['PATCH with an array body', 'PATCH', FIRST, { raw: '[]' }, 400, 'body'],
      ['PATCH with a __proto__ key', 'PATCH', FIRST, { raw: '{"__proto__":{"title":"x"}}' }, 400, 'body'],
      ['PATCH with a bad If-Match', 'PATCH', FIRST, { title }, 400, 'If-Match'],
      ['PUT order without ids', 'PUT', ORDER, {}, 400, 'ids'],
      ['PUT order with ids as a string', 'PUT', ORDER, { ids: 'ID0,ID1' }, 400, 'ids'],
      ['PUT order with a numeric id', 'PUT', ORDER, { ids: ['ID0', 7] }, 400, 'ids'],
      ['PUT order with an unknown field', 'PUT', ORDER, { ids: ['ID1', 'ID0'], sort: 'asc' }, 400, 'sort'],
      ['PUT order with a duplicate id', 'PUT', ORDER, { ids: ['ID1', 'ID0', 'ID1'] }, 400, 'ids'],
      ['PUT order missing an id', 'PUT', ORDER, { ids: ['ID1'] }, 409, 'ids'],
      ['PUT order with an unknown id', 'PUT', ORDER, { ids: ['ID1', 'ID0', 'not-mine'] }, 409, 'ids'],
      ['PUT order with an array body', 'PUT', ORDER, { raw: '["ID1","ID0"]' }, 400, 'body'],
    ];

    const isRaw = (body: object | Raw): body is Raw => 'raw' in body;

    it.each(cases)('%s', async (_name, method, path, body, status, named) => {
      const withIds = (text: string): string => text.replace(/ID(\d)/g, (_, i: string) => ids[Number(i)] ?? '');
      const headers: Record<string, string> = named === 'If-Match' ? { 'if-match': 'yesterday' } : {};
      const before = await testApp.eventCount();
      const reply = isRaw(body)
        ? await me.request(method, withIds(path), {
            raw: withIds(body.raw),
            headers: { ...headers, 'content-type': body.type ?? 'application/json' },
          })
        : await me.request(method, withIds(path), {
            body: JSON.parse(withIds(JSON.stringify(body))) as unknown,
            headers,
          });

      const problem = reply.json as ProblemDocument;
      expect([reply.status, reply.headers.get('content-type')]).toEqual([
        status,
        expect.stringMatching(/^application\/problem\+json/),
      ]);
      // A validation refusal lists the fields; a refusal made before validation names it in its detail.
      if (problem.errors === undefined) expect(problem.detail.toLowerCase()).toContain(named.toLowerCase());
      else expect(problem.errors.map((error) => error.field)).toContain(named);
      expect(await testApp.eventCount()).toBe(before);
    });

    it('still holds the links it started with', async () => {
      const reply = await me.get(LINKS);
      expect(field<Link[]>(reply, 'items').map((link) => [link.id, link.title])).toEqual([
        [ids[0], 'One'],
        [ids[1], 'Two'],
      ]);
    });
  });

  it("answers another creator's link 404 to PATCH and DELETE, and changes nothing", async () => {
    const owner = await newCreator();
    const stranger = await newCreator();
    const added = await add(owner, 'Mine');
    const id = field<string>(added, 'id');
    const before = await testApp.eventCount();
    const answers = await Promise.all([
      stranger.patch(`${LINKS}/${id}`, { title: 'Stolen' }),
      stranger.delete(`${LINKS}/${id}`),
    ]);
    expect(answers.map((answer) => [answer.status, field(answer, 'type')])).toEqual([
      [404, '/problems/link-not-found'],
      [404, '/problems/link-not-found'],
    ]);
    const reorder = await stranger.put(`${LINKS}/order`, { ids: [id] });
    expect(reorder.status).toBe(409);
    expect(await testApp.eventCount()).toBe(before);
    expect(await listed(owner, added)).toEqual([{ id, title: 'Mine', url: 'https://example.com/Mine' }]);
    expect(field(await stranger.get(LINKS), 'items')).toEqual([]);
  });

  it('answers a link id that was never issued 404, and /order is not taken for an id', async () => {
    const me = await newCreator();
    await add(me, 'Only');
    expect((await me.patch(`${LINKS}/order`, { title: 'x' })).status).toBe(404);
    expect((await me.delete(`${LINKS}/no-such-link`)).status).toBe(404);
  });

  it('gives one of two edits made from the same revision a 409, and appends only the other', async () => {
    const me = await newCreator();
    const added = await add(me, 'Race');
    const id = field<string>(added, 'id');
    const etag = (await me.get(LINKS, after(added))).headers.get('etag') ?? '';
    expect(etag).toBe('"0"');
    const before = await testApp.eventCount();
    const answers = await Promise.all([
      me.patch(`${LINKS}/${id}`, { title: 'Left' }, { 'if-match': etag }),
      me.patch(`${LINKS}/${id}`, { title: 'Right' }, { 'if-match': etag }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await testApp.eventCount()).toBe(before + 1);

    const stale = await me.delete(`${LINKS}/${id}`, { 'if-match': etag });
    expect(stale.status).toBe(409);
    expect(await testApp.eventCount()).toBe(before + 1);

    const winner = only(answers.filter((answer) => answer.status === 200));
    expect(['Left', 'Right']).toContain(only(await listed(me, winner)).title);
    const current = await me.patch(`${LINKS}/${id}`, { title: 'Settled' }, { 'if-match': '"1"' });
    expect(current.status).toBe(200);
  });

  it('answers a retried POST with the same Idempotency-Key the same, appending once', async () => {
    const me = await newCreator();
    const key = { 'idempotency-key': '5d0c1e1a-links-retry-0001' };
    const before = await testApp.eventCount();
    const first = await me.post(LINKS, { title, url: 'https://example.com/retry' }, key);
    const again = await me.post(LINKS, { title, url: 'https://example.com/retry' }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(await testApp.eventCount()).toBe(before + 1);

    // Should the stored answer be lost, the events themselves still recognise the retry.
    const stored = await testApp.documents.find(IDEMPOTENCY_KEYS, { filter: {}, limit: 1000 });
    await testApp.documents.write(
      stored.items.map((doc) => ({ op: 'delete' as const, collection: IDEMPOTENCY_KEYS, id: doc.id })),
    );
    const late = await me.post(LINKS, { title, url: 'https://example.com/retry' }, key);
    expect(late.json).toEqual(first.json);
    expect(await testApp.eventCount()).toBe(before + 1);
    expect(await listed(me, first)).toHaveLength(1);

    const misuse = await me.post(LINKS, { title: 'Other', url: 'https://example.com/other' }, key);
    expect(misuse.status).toBe(422);
    expect(await testApp.eventCount()).toBe(before + 1);
  });

  it('refuses signed-out visitors on every route', async () => {
    const before = await testApp.eventCount();
    const json = { 'content-type': 'application/json' };
    const answers = await Promise.all([
      fetch(`${testApp.base}${LINKS}`),
      fetch(`${testApp.base}${LINKS}`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ title, url: 'https://a.example' }),
      }),
      fetch(`${testApp.base}${LINKS}/x`, { method: 'PATCH', headers: json, body: JSON.stringify({ title }) }),
      fetch(`${testApp.base}${LINKS}/x`, { method: 'DELETE' }),
      fetch(`${testApp.base}${LINKS}/order`, { method: 'PUT', headers: json, body: JSON.stringify({ ids: [] }) }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    expect(await testApp.eventCount()).toBe(before);
  });
});
