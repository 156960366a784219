import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { INTEGRATION_TEST_MS } from '@creators/storage/testing';
import type { ProblemDocument } from '@creators/contracts';
import { MAILS_TO_AN_ADDRESS } from '../platform/rate-limits.js';
import { signedInCreator } from '../testing/creators.js';
import { HttpClient, postWithHeaders, type Reply } from '../testing/http-client.js';
import { confirmationToken, mailTo, signUpByEmail } from '../testing/mailbox.js';
import { awayFromWindowEnd, newAddress } from '../testing/rate-windows.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

// The mail-limit test waits to start away from the end of an hour's window.
jest.setTimeout(INTEGRATION_TEST_MS);

const PASSWORD = 'correct horse battery';

const someone = (): { email: string; password: string; handle: string; name: string } => {
  const tag = randomUUID().slice(0, 8);
  return { email: `bea.${tag}@example.com`, password: PASSWORD, handle: `bea_${tag}`, name: `Bea ${tag}` };
};

/** The links in a mail's text. */
const linksIn = (text: string): string[] => text.match(/https?:\/\/\S+/g) ?? [];

const problemOf = (reply: Reply, status: number): ProblemDocument => {
  expect(reply.status).toBe(status);
  return reply.json as ProblemDocument;
};

/** Each test is a finding of a probe of the accounts, and asserts the safe outcome. */
describe('accounts people can trust', () => {
  let testApp: TestApp;
  const client = (): HttpClient => new HttpClient(testApp.base);

  beforeAll(async () => {
    // Pages' heads come from the frontend's own routes and loaders, as the product's do.
    testApp = await startTestApp({}, { builtFrontend: true });
  });
  afterAll(async () => {
    await testApp.close();
  });

  describe('links in e-mail', () => {
    it.each([
      ['Host', { host: 'evil.example' }],
      ['X-Forwarded-Host (from a trusted proxy)', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }],
    ])('come from the product, whatever %s the request names', async (_, forged) => {
      const newcomer = someone();
      const asked = await postWithHeaders(testApp.base, '/api/auth/sign-up', newcomer, { ...newAddress(), ...forged });
      expect(asked.status).toBe(202);
      const [confirm] = await mailTo(testApp, newcomer.email);
      expect(linksIn(confirm?.text ?? '')).toEqual([expect.stringMatching(/\/sign-up\/confirm#token=/)]);
      for (const link of linksIn(confirm?.text ?? '')) expect(link.startsWith(`${testApp.base}/`)).toBe(true);

      // The address that already has an account is told where to sign in: the product, too.
      expect((await signUpByEmail(testApp, client(), newcomer, newAddress())).status).toBe(201);
      const sameAddress = { ...someone(), email: newcomer.email };
      const again = await postWithHeaders(testApp.base, '/api/auth/sign-up', sameAddress, {
        ...newAddress(),
        ...forged,
      });
      expect(again.status).toBe(202);
      const [notice] = await mailTo(testApp, newcomer.email);
      expect(notice?.subject).toBe('You already have an account');
      expect(linksIn(notice?.text ?? '')).toEqual([`${testApp.base}/sign-in`]);
    });
  });

  describe('the return path mailed at sign-up', () => {
    it.each([
      '/.//evil.example',
      '/dashboard/../..//evil.example',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
    ])('is refused when %p would leave the site once normalised, and nothing is mailed', async (next) => {
      const who = someone();
      const refused = problemOf(await client().post('/api/auth/sign-up', { ...who, next }, newAddress()), 400);
      expect(refused.errors).toEqual([{ field: 'next', message: expect.any(String) }]);
      expect(await mailTo(testApp, who.email)).toEqual([]);
    });

    it('keeps a path on this site, normalised as the browser will follow it', async () => {
      const who = someone();
      const next = '/marketplace/templates/kit?from=mail';
      expect((await client().post('/api/auth/sign-up', { ...who, next }, newAddress())).status).toBe(202);
      const [mail] = await mailTo(testApp, who.email);
      expect(linksIn(mail?.text ?? '')).toEqual([
        `${testApp.base}/sign-up/confirm?next=${encodeURIComponent(next)}#token=${await confirmationToken(testApp, who.email)}`,
      ]);
    });
  });

  describe('mail to one address', () => {
    it('is sent a few times an hour however many client addresses ask', async () => {
      await awayFromWindowEnd(MAILS_TO_AN_ADDRESS.windowMs, 60_000);
      const victim = someone();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 15; attempt += 1) {
        const asked = await client().post(
          '/api/auth/sign-up',
          { ...victim, handle: `bea_${attempt}_${randomUUID().slice(0, 6)}` },
          newAddress(),
        );
        statuses.push(asked.status);
      }
      expect(statuses.filter((status) => status === 202)).toHaveLength(MAILS_TO_AN_ADDRESS.limit);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15 - MAILS_TO_AN_ADDRESS.limit);
      expect(await mailTo(testApp, victim.email)).toHaveLength(MAILS_TO_AN_ADDRESS.limit);
      // Another address is not held up by it.
      const other = someone();
      expect((await client().post('/api/auth/sign-up', other, newAddress())).status).toBe(202);
    });

    it('repeats nothing the requester typed but the handle', async () => {
      const who = { ...someone(), name: 'Ann Hacker http://phish.example/login' };
      expect((await client().post('/api/auth/sign-up', who, newAddress())).status).toBe(202);
      const [mail] = await mailTo(testApp, who.email);
      expect(mail?.text).toContain(`@${who.handle}`);
      expect(mail?.text).not.toContain('Ann Hacker');
      expect(mail?.text).not.toContain('phish.example');
      expect(await confirmationToken(testApp, who.email)).toMatch(/^[\w-]{43}$/);
    });
  });

  describe('display names', () => {
    it.each(['Ann\r\n\r\nYour account is locked: http://evil.example', 'Ann\u0007', 'Ann\u2028Bob', 'Ann\tLee'])(
      'are one line without control characters: %p is refused at sign-up and in the profile',
      async (name) => {
        const who = { ...someone(), name };
        const before = await testApp.eventCount();
        const refused = problemOf(await client().post('/api/auth/sign-up', who, newAddress()), 400);
        expect(refused.errors).toEqual([{ field: 'name', message: expect.any(String) }]);
        expect(await mailTo(testApp, who.email)).toEqual([]);

        const { client: creator } = await signedInCreator(testApp);
        const afterCreator = await testApp.eventCount();
        expect(afterCreator).toBe(before + 1);
        const edited = problemOf(await creator.patch('/api/dashboard/profile', { name }), 400);
        expect(edited.errors).toEqual([{ field: 'name', message: expect.any(String) }]);
        expect(await testApp.eventCount()).toBe(afterCreator);
      },
    );
  });

  describe('handles', () => {
    it.each(['library', 'checkout', 'creators', 'Library'])(
      'may not be %p, the address of one of the product’s pages',
      async (handle) => {
        const who = { ...someone(), handle };
        const before = await testApp.eventCount();
        const refused = problemOf(await client().post('/api/auth/sign-up', who, newAddress()), 400);
        expect(refused.errors).toEqual([{ field: 'handle', message: expect.any(String) }]);
        const { client: creator } = await signedInCreator(testApp);
        expect(problemOf(await creator.patch('/api/dashboard/profile', { handle }), 400).errors).toEqual([
          { field: 'handle', message: expect.any(String) },
        ]);
        expect(await testApp.eventCount()).toBe(before + 1);
      },
    );

    it('taken before it was reserved, keeps its page at /creators/{handle}, and its owner edits the profile', async () => {
      const { client: owner } = await signedInCreator(testApp, 'library');
      const page = await client().get('/creators/library');
      expect(page.status).toBe(200);
      expect(page.text).toContain('(@library)');
      expect(page.text).toContain(`<link rel="canonical" href="${testApp.base}/creators/library" />`);
      expect((await client().get('/api/creators/library')).status).toBe(200);

      const edited = await owner.patch('/api/dashboard/profile', { handle: 'library', name: 'Libby' });
      expect(edited.status).toBe(200);
      expect((await owner.patch('/api/dashboard/profile', { handle: 'libby-books' })).status).toBe(200);
    });
  });

  describe('the session cookie', () => {
    const overHttps = { 'x-forwarded-proto': 'https' };

    it('is __Host-sid over HTTPS (as a trusted proxy says): Secure, for the whole site, this host only', async () => {
      const browser = client();
      const signedUp = await signUpByEmail(testApp, browser, someone(), { ...newAddress(), ...overHttps });
      expect(signedUp.status).toBe(201);
      const cookie = signedUp.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^__Host-sid=[\w-]{40,}; /);
      const attributes = cookie.split('; ').slice(1);
      expect(attributes).toEqual(expect.arrayContaining(['Secure', 'Path=/', 'HttpOnly', 'SameSite=Lax']));
      expect(attributes.some((attribute) => /^Domain=/i.test(attribute))).toBe(false);

      expect((await browser.get('/api/auth/me', overHttps)).status).toBe(200);
      // A plain `sid` (which a sibling domain or plain HTTP could plant) is no session over HTTPS.
      const token = /^__Host-sid=([^;]+)/.exec(cookie)?.[1] ?? '';
      expect((await client().get('/api/auth/me', { ...overHttps, cookie: `sid=${token}` })).status).toBe(401);

      const out = await browser.post('/api/auth/sign-out', undefined, overHttps);
      expect(out.status).toBe(204);
      expect(out.headers.get('set-cookie')).toMatch(/^__Host-sid=; .*Max-Age=0/);
      expect((await client().get('/api/auth/me', { ...overHttps, cookie: `__Host-sid=${token}` })).status).toBe(401);
    });

    it('stays sid over plain HTTP (a developer on localhost)', async () => {
      const signedUp = await signUpByEmail(testApp, client(), someone(), newAddress());
      expect(signedUp.headers.get('set-cookie')).toMatch(/^sid=[\w-]{40,}; /);
      expect(signedUp.headers.get('set-cookie')?.split('; ')).not.toContain('Secure');
    });
  });
});
