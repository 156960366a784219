import { randomUUID } from 'node:crypto';
import type { AccountAnswer, ProblemDocument } from '@creators/contracts';
import { CREATOR_PROFILES } from '@creators/projections';
import { newAddress } from '../../testing/rate-windows.js';
import { signUpByEmail } from '../../testing/mailbox.js';
import { HttpClient, field, type Reply } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

const listing = {
  services: ['Web Design', 'branding', 'web-design'],
  hourlyRate: { min: 40, max: 90, currency: 'EUR' },
  languages: ['EN', 'fr'],
  location: 'Lyon',
  availability: 'available',
};

function expectProblem(reply: Reply, status: number): ProblemDocument {
  expect(reply.status).toBe(status);
  expect(reply.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  return reply.json as ProblemDocument;
}

/** Read-your-writes: a query that waits for the command's position (in its body, or a 204's header). */
const consistent = (reply: Reply): Record<string, string> => ({
  'x-consistent-with':
    reply.json === null ? (reply.headers.get('x-position') ?? '0') : field<string>(reply, 'position'),
});

describe("the creator's dashboard: profile and expert listing", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  interface Creator {
    readonly client: HttpClient;
    readonly id: string;
    readonly handle: string;
  }

  /** A creator signed up through the API, so their handle is claimed as in real life. */
  async function signUp(handle = `maker_${randomUUID().slice(0, 8)}`): Promise<Creator> {
    const client = new HttpClient(testApp.base);
    const reply = await signUpByEmail(
      testApp,
      client,
      {
        email: `${handle}@example.com`,
        password: 'a long enough password',
        handle,
        name: `Maker ${handle}`,
      },
      newAddress(),
    );
    expect(reply.status).toBe(201);
    return { client, id: (reply.json as AccountAnswer).creator.id, handle };
  }

  describe('GET and PATCH /api/dashboard/profile', () => {
    it('answers the profile with its ETag, changes it, and answers the change', async () => {
      const me = await signUp();
      const fresh = await me.client.get('/api/dashboard/profile');
      expect(fresh.status).toBe(200);
      expect(fresh.headers.get('etag')).toBe('"0"');
      expect(fresh.json).toEqual({
        id: me.id,
        handle: me.handle,
        name: `Maker ${me.handle}`,
        bio: '',
        avatarUrl: null,
        websiteUrl: null,
        location: '',
        expert: null,
        revision: 0,
      });

      const changed = await me.client.patch(
        '/api/dashboard/profile',
        {
          name: ' Grace Hopper ',
          bio: 'Compilers, mostly.\nAnd nanoseconds.',
          avatarUrl: '/creators-assets/avatars/grace.png',
          websiteUrl: 'https://grace.example/about',
          location: 'Arlington',
        },
        { 'if-match': '"0"' },
      );
      expect(changed.status).toBe(200);
      expect(changed.json).toEqual({ revision: 1, position: expect.stringMatching(/^\d+$/) });

      const after = await me.client.get('/api/dashboard/profile', consistent(changed));
      expect(after.headers.get('etag')).toBe('"1"');
      expect(after.json).toMatchObject({
        name: 'Grace Hopper',
        bio: 'Compilers, mostly.\nAnd nanoseconds.',
        avatarUrl: '/creators-assets/avatars/grace.png',
        websiteUrl: 'https://grace.example/about',
        location: 'Arlington',
        revision: 1,
      });
      expect(await me.client.get('/api/auth/me', consistent(changed))).toMatchObject({
        json: { name: 'Grace Hopper', avatarUrl: '/creators-assets/avatars/grace.png' },
      });

      const cleared = await me.client.patch('/api/dashboard/profile', { avatarUrl: null, websiteUrl: null });
      expect(cleared.json).toMatchObject({ revision: 2 });
      expect(await me.client.get('/api/dashboard/profile', consistent(cleared))).toMatchObject({
        json: { avatarUrl: null, websiteUrl: null },
      });
    });

    it('takes the same web addresses as a link, and refuses the same ones in the same words', async () => {
      const me = await signUp();
      for (const address of ['http://studio.example', 'https://studio.example/work?x=1#top']) {
        expect((await me.client.patch('/api/dashboard/profile', { websiteUrl: address })).status).toBe(200);
        expect((await me.client.post('/api/dashboard/links', { title: 'Work', url: address })).status).toBe(201);
      }
      for (const address of ['javascript:alert(1)', 'ftp://studio.example', 'https://u:p@studio.example', 'studio']) {
        const website = expectProblem(await me.client.patch('/api/dashboard/profile', { websiteUrl: address }), 400);
        const link = expectProblem(await me.client.post('/api/dashboard/links', { title: 'Work', url: address }), 400);
        const websiteSays = website.errors?.find((e) => e.field === 'websiteUrl')?.message;
        const linkSays = link.errors?.find((e) => e.field === 'url')?.message;
        expect(websiteSays).toBe('must be a web address starting with https:// (or http://)');
        // A link may also be an e-mail address, and says so after the same words.
        expect(linkSays).toBe(`${websiteSays}, or a mailto: e-mail address`);
      }
    });

    it('appends nothing for a change that changes nothing', async () => {
      const me = await signUp();
      const before = await testApp.eventCount();
      const same = await me.client.patch('/api/dashboard/profile', { handle: me.handle, name: `Maker ${me.handle}` });
      expect(same.status).toBe(200);
      expect(same.json).toMatchObject({ revision: 0 });
      expect(await testApp.eventCount()).toBe(before);
    });

    it('changes the handle: the session carries on, and the old handle stays this creator’s', async () => {
      const me = await signUp();
      const other = await signUp();
      const renamed = `${me.handle}_new`;
      const answer = await me.client.patch('/api/dashboard/profile', { handle: renamed });
      expect(answer.status).toBe(200);
      expect(field(await me.client.get('/api/auth/me', consistent(answer)), 'handle')).toBe(renamed);
      const doc = await testApp.documents.get(CREATOR_PROFILES, me.id);
      expect(doc?.formerHandles).toEqual([me.handle]);

      const before = await testApp.eventCount();
      for (const handle of [me.handle, me.handle.toUpperCase(), renamed.toUpperCase()]) {
        const taken = expectProblem(await other.client.patch('/api/dashboard/profile', { handle }), 409);
        expect(taken.type).toBe('/problems/handle-taken');
        expect(taken.errors).toEqual([{ field: 'handle', message: expect.any(String) }]);
      }
      expect(await testApp.eventCount()).toBe(before);

      const back = await me.client.patch('/api/dashboard/profile', { handle: me.handle.toUpperCase() });
      expect(back.status).toBe(200);
      expect(await testApp.eventCount()).toBe(before + 1); // the old claim serves again
    });

    it('refuses a reserved handle in any case, naming the field', async () => {
      const me = await signUp();
      const before = await testApp.eventCount();
      for (const handle of ['marketplace', 'Experts', 'SIGN-UP', 'monitoring']) {
        const problem = expectProblem(await me.client.patch('/api/dashboard/profile', { handle }), 400);
        expect(problem.errors).toEqual([{ field: 'handle', message: expect.any(String) }]);
      }
      expect(await testApp.eventCount()).toBe(before);
    });

    it('honours If-Match: a stale revision gets 409, changes nothing and claims no handle', async () => {
      const me = await signUp();
      await me.client.patch('/api/dashboard/profile', { bio: 'first' });
      const before = await testApp.eventCount();
      const stale = await me.client.patch(
        '/api/dashboard/profile',
        { bio: 'late', handle: `${me.handle}_x` },
        { 'if-match': '"0"' },
      );
      expect(expectProblem(stale, 409).type).toBe('/problems/stale-revision');
      expect(await testApp.eventCount()).toBe(before);
      const free = await (await signUp()).client.patch('/api/dashboard/profile', { handle: `${me.handle}_x` });
      expect(free.status).toBe(200);
    });

    it('gives one of two changes made from the same revision a 409', async () => {
      const me = await signUp();
      const answers = await Promise.all([
        me.client.patch('/api/dashboard/profile', { bio: 'left' }, { 'if-match': '"0"' }),
        me.client.patch('/api/dashboard/profile', { bio: 'right' }, { 'if-match': '"0"' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    });

    it('answers an idempotent retry the same, appending once', async () => {
      const me = await signUp();
      const key = { 'idempotency-key': randomUUID() };
      const before = await testApp.eventCount();
      const first = await me.client.patch('/api/dashboard/profile', { bio: 'once' }, key);
      const again = await me.client.patch('/api/dashboard/profile', { bio: 'once' }, key);
      expect(again.json).toEqual(first.json);
      expect(await testApp.eventCount()).toBe(before + 1);
    });
  });

  describe('PUT and DELETE /api/dashboard/expert', () => {
    it('publishes the listing (normalised), replaces it, and withdraws it', async () => {
      const me = await signUp();
      const published = await me.client.put('/api/dashboard/expert', listing);
      expect(published.status).toBe(200);
      expect(published.json).toEqual({ revision: 1, position: expect.stringMatching(/^\d+$/) });
      const profile = await me.client.get('/api/dashboard/profile', consistent(published));
      expect(field(profile, 'expert')).toEqual({
        services: ['web-design', 'branding'],
        hourlyRate: { min: 40, max: 90, currency: 'EUR' },
        languages: ['en', 'fr'],
        location: 'Lyon',
        availability: 'available',
      });
      const doc = await testApp.documents.get(CREATOR_PROFILES, me.id);
      expect(doc?.isExpert).toBe(true);

      const replaced = await me.client.put(
        '/api/dashboard/expert',
        { ...listing, availability: 'limited', location: undefined },
        { 'if-match': '"1"' },
      );
      expect(replaced.json).toMatchObject({ revision: 2 });

      const withdrawn = await me.client.delete('/api/dashboard/expert');
      expect(withdrawn.status).toBe(204);
      expect(withdrawn.text).toBe('');
      expect(withdrawn.headers.get('x-position')).toMatch(/^\d+$/);
      const after = await me.client.get('/api/dashboard/profile', consistent(withdrawn));
      expect(field(after, 'expert')).toBeNull();
      expect(after.headers.get('etag')).toBe('"3"');

      const before = await testApp.eventCount();
      const again = expectProblem(await me.client.delete('/api/dashboard/expert'), 404);
      expect(again.type).toBe('/problems/expert-not-listed');
      expect(await testApp.eventCount()).toBe(before);
    });

    it('refuses a stale If-Match and appends nothing', async () => {
      const me = await signUp();
      const before = await testApp.eventCount();
      expectProblem(await me.client.put('/api/dashboard/expert', listing, { 'if-match': '"7"' }), 409);
      expect(await testApp.eventCount()).toBe(before);
    });
  });

  it('refuses signed-out visitors on every call', async () => {
    const anonymous = new HttpClient(testApp.base);
    const answers = await Promise.all([
      anonymous.get('/api/dashboard/profile'),
      anonymous.patch('/api/dashboard/profile', { bio: 'x' }),
      anonymous.put('/api/dashboard/expert', listing),
      anonymous.delete('/api/dashboard/expert'),
    ]);
    for (const answer of answers) expectProblem(answer, 401);
  });

  describe('refuses bad input with a message naming the field, appending nothing', () => {
    const long = 'x'.repeat(5000);
    const profile = '/api/dashboard/profile';
    const expert = '/api/dashboard/expert';
    const cases: [string, string, string, object | string, string][] = [
      ['an unknown profile field', 'PATCH', profile, { role: 'admin' }, 'role'],
      ['a handle of the wrong type', 'PATCH', profile, { handle: 42 }, 'handle'],
      ['a null handle', 'PATCH', profile, { handle: null }, 'handle'],
      ['a short handle', 'PATCH', profile, { handle: 'ab' }, 'handle'],
      ['an oversize handle', 'PATCH', profile, { handle: `a${'b'.repeat(30)}` }, 'handle'],
      ['a handle with spaces', 'PATCH', profile, { handle: 'ada lovelace' }, 'handle'],
      ['a handle of a path', 'PATCH', profile, { handle: '../api' }, 'handle'],
      ['an empty name', 'PATCH', profile, { name: ' ' }, 'name'],
      ['a null name', 'PATCH', profile, { name: null }, 'name'],
      ['an oversize name', 'PATCH', profile, { name: long }, 'name'],
      ['an oversize bio', 'PATCH', profile, { bio: 'b'.repeat(2001) }, 'bio'],
      ['a bio of the wrong type', 'PATCH', profile, { bio: ['a'] }, 'bio'],
      ['an oversize location', 'PATCH', profile, { location: 'l'.repeat(101) }, 'location'],
      ['a javascript: website', 'PATCH', profile, { websiteUrl: 'javascript:alert(1)' }, 'websiteUrl'],
      ['a spaced, upper-case scheme', 'PATCH', profile, { websiteUrl: ' JAVASCRIPT:x' }, 'websiteUrl'],
      ['a data: avatar', 'PATCH', profile, { avatarUrl: 'data:image/png;base64,AAAA' }, 'avatarUrl'],
      ['a relative avatar outside the assets', 'PATCH', profile, { avatarUrl: '/etc/passwd' }, 'avatarUrl'],
      ['an avatar escaping the assets', 'PATCH', profile, { avatarUrl: '/creators-assets/../x.png' }, 'avatarUrl'],
      ['a website with credentials', 'PATCH', profile, { websiteUrl: 'https://u:p@example.com' }, 'websiteUrl'],
      ['an ftp: website', 'PATCH', profile, { websiteUrl: 'ftp://example.com' }, 'websiteUrl'],
      ['a website of the wrong type', 'PATCH', profile, { websiteUrl: 7 }, 'websiteUrl'],
      ['a profile __proto__ key', 'PATCH', profile, '{"bio":"x","__proto__":{"admin":true}}', 'body'],
      ['a profile array body', 'PATCH', profile, '[{"bio":"x"}]', 'body'],
      ['a profile non-JSON body', 'PATCH', profile, 'bio=x', 'content-type'],
      ['a bad If-Match', 'PATCH', profile, { bio: 'x' }, 'If-Match'],
      ['a listing without services', 'PUT', expert, { ...listing, services: undefined }, 'services'],
      ['a listing with no services', 'PUT', expert, { ...listing, services: [] }, 'services'],
      ['a listing with 11 services', 'PUT', expert, { ...listing, services: Array(11).fill('x') }, 'services'],
      ['a service of punctuation only', 'PUT', expert, { ...listing, services: ['design', '!!!'] }, 'services'],
      ['a service of the wrong type', 'PUT', expert, { ...listing, services: [1] }, 'services'],
      ['an oversize service', 'PUT', expert, { ...listing, services: [long] }, 'services'],
      ['a listing without a rate', 'PUT', expert, { ...listing, hourlyRate: undefined }, 'hourlyRate'],
      ['a rate of the wrong type', 'PUT', expert, { ...listing, hourlyRate: 50 }, 'hourlyRate'],
      [
        'a negative rate',
        'PUT',
        expert,
        { ...listing, hourlyRate: { min: -1, max: 10, currency: 'EUR' } },
        'hourlyRate.min',
      ],
      [
        'a rate over the maximum',
        'PUT',
        expert,
        { ...listing, hourlyRate: { min: 1, max: 10_001, currency: 'EUR' } },
        'hourlyRate.max',
      ],
      [
        'a minimum over the maximum',
        'PUT',
        expert,
        { ...listing, hourlyRate: { min: 90, max: 40, currency: 'EUR' } },
        'hourlyRate.max',
      ],
      [
        'a rate as a string',
        'PUT',
        expert,
        { ...listing, hourlyRate: { min: '40', max: 90, currency: 'EUR' } },
        'hourlyRate.min',
      ],
      [
        'a bad currency',
        'PUT',
        expert,
        { ...listing, hourlyRate: { min: 1, max: 2, currency: 'euro' } },
        'hourlyRate.currency',
      ],
      [
        'an unknown rate field',
        'PUT',
        expert,
        { ...listing, hourlyRate: { min: 1, max: 2, currency: 'EUR', tax: 1 } },
        'hourlyRate.tax',
      ],
      ['no languages', 'PUT', expert, { ...listing, languages: [] }, 'languages'],
      ['a language name', 'PUT', expert, { ...listing, languages: ['english'] }, 'languages'],
      ['11 languages', 'PUT', expert, { ...listing, languages: Array(11).fill('en') }, 'languages'],
      ['an oversize location', 'PUT', expert, { ...listing, location: 'l'.repeat(101) }, 'location'],
      ['a bad availability', 'PUT', expert, { ...listing, availability: 'sometimes' }, 'availability'],
      ['an unknown listing field', 'PUT', expert, { ...listing, featured: true }, 'featured'],
      ['a listing __proto__ key', 'PUT', expert, '{"__proto__":{"isExpert":true}}', 'body'],
      ['a listing array body', 'PUT', expert, '[]', 'body'],
      ['a listing non-JSON body', 'PUT', expert, 'services=x', 'content-type'],
    ];

    let me: Creator;
    beforeAll(async () => {
      me = await signUp();
    });

    it.each(cases)('%s', async (_name, method, path, body, named) => {
      const before = await testApp.eventCount();
      const headers: Record<string, string> = named === 'If-Match' ? { 'if-match': 'yesterday' } : {};
      const reply =
        typeof body === 'string'
          ? await me.client.request(method, path, {
              raw: body,
              headers: {
                ...headers,
                'content-type': named === 'content-type' ? 'text/plain' : 'application/json',
              },
            })
          : await me.client.request(method, path, { body, headers });
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      const problem = expectProblem(reply, reply.status);
      const wanted = named.toLowerCase();
      const mentioned =
        (problem.errors ?? []).some((e) => e.field.toLowerCase().startsWith(wanted)) ||
        problem.detail.toLowerCase().includes(wanted);
      expect(mentioned).toBe(true);
      expect(await testApp.eventCount()).toBe(before);
    });
  });
});
