import { createHash, randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { INTEGRATION_TEST_MS } from '@creators/storage/testing';
import { creatorStreamId, type AccountAnswer, type ProblemDocument } from '@creators/contracts';
import { SIGN_IN_LIMITS } from '../commands/sign-in/sign-in-throttle.js';
import { PENDING_ACCOUNTS } from '../credentials/account-opening.js';
import { ACCOUNTS } from '../credentials/credential-store.js';
import { EmailKeys } from '../domain/email-keys.js';
import { PasswordHasher } from '../credentials/password-hasher.js';
import { anEvent } from '../../testing/events.js';
import { HttpClient, field, type Reply } from '../../testing/http-client.js';
import { confirmationToken, mailTo, signUpByEmail } from '../../testing/mailbox.js';
import { awayFromWindowEnd } from '../../testing/rate-windows.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

const PASSWORD = 'correct horse battery';

/** A fresh, unused identity: handle, name and address. */
const someone = (): { email: string; password: string; handle: string; name: string } => {
  const tag = randomUUID().slice(0, 8);
  return { email: `ada.${tag}@example.com`, password: PASSWORD, handle: `ada_${tag}`, name: `Ada ${tag}` };
};

/** Each throttling test signs in from its own address (the gateway trusts X-Forwarded-For from loopback). */
let lastAddress = 0;
const fromAddress = (): Record<string, string> => {
  lastAddress += 1;
  return { 'x-forwarded-for': `198.51.${Math.floor(lastAddress / 250)}.${lastAddress % 250}` };
};

const cookieOf = (reply: Reply): string => reply.headers.get('set-cookie') ?? '';
const tokenOf = (reply: Reply): string => /^sid=([^;]*)/.exec(cookieOf(reply))?.[1] ?? '';

function expectProblem(reply: Reply, status: number): ProblemDocument {
  expect(reply.status).toBe(status);
  expect(reply.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const problem = reply.json as ProblemDocument;
  expect(problem).toMatchObject({ status, type: expect.any(String), title: expect.any(String) });
  expect(reply.text).not.toMatch(/\bat .*\.(ts|js):\d+/);
  return problem;
}

/** Whether a problem names the field, in its errors or else in its detail. */
const names = (problem: ProblemDocument, name: string): boolean =>
  (problem.errors ?? []).some((e) => e.field.toLowerCase().startsWith(name.toLowerCase())) ||
  problem.detail.toLowerCase().includes(name.toLowerCase());

// The throttle tests may wait up to a minute to start away from a rate window's end.
jest.setTimeout(INTEGRATION_TEST_MS);

describe('the accounts API', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const client = (): HttpClient => new HttpClient(testApp.base);

  async function signedUp(who = someone()): Promise<{ client: HttpClient; answer: Reply; who: typeof who }> {
    const browser = client();
    // Each from an address of its own, as people sign up: one address may open only a few accounts an hour.
    const answer = await signUpByEmail(testApp, browser, who, fromAddress());
    expect(answer.status).toBe(201);
    return { client: browser, answer, who };
  }

  describe('sign-up', () => {
    it('e-mails a link and answers 202; opening it creates the creator, signs them in, and answers who they are', async () => {
      const who = someone();
      const before = await testApp.eventCount();
      const browser = client();
      const requested = await browser.post(
        '/api/auth/sign-up',
        { ...who, email: `  ${who.email.toUpperCase()} ` },
        fromAddress(),
      );
      expect(requested.status).toBe(202);
      expect(requested.json).toEqual({ email: who.email });
      expect(requested.headers.get('cache-control')).toBe('no-store');
      expect(cookieOf(requested)).toBe('');
      expect(await testApp.eventCount()).toBe(before);

      const [mail, ...more] = await mailTo(testApp, who.email);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe('Confirm your Creators Marketplace account');
      expect(mail?.text).toContain(`${testApp.base}/sign-up/confirm#token=`);
      expect(mail?.text).not.toContain(who.password);

      const answer = await browser.post('/api/auth/sign-up/confirm', {
        token: await confirmationToken(testApp, who.email),
      });
      expect(answer.status).toBe(201);
      expect(answer.json).toEqual({
        creator: { id: expect.any(String), handle: who.handle, name: who.name },
        position: expect.stringMatching(/^\d+$/),
      });
      expect(answer.headers.get('cache-control')).toBe('no-store');
      // the handle's claim, the address's claim, and the creator's first event
      expect(await testApp.eventCount()).toBe(before + 3);

      const me = await browser.get('/api/auth/me');
      expect(me.status).toBe(200);
      expect(me.json).toEqual({
        id: (answer.json as AccountAnswer).creator.id,
        handle: who.handle,
        name: who.name,
        avatarUrl: null,
        roles: [],
      });
    });

    it('answers an address that has an account exactly as a new one, and tells its owner by e-mail', async () => {
      const { who } = await signedUp();
      const before = await testApp.eventCount();
      const fresh = someone();
      const forNew = await client().post('/api/auth/sign-up', fresh, fromAddress());
      for (const email of [who.email, who.email.toUpperCase(), ` ${who.email}`]) {
        const again = await client().post('/api/auth/sign-up', { ...someone(), email }, fromAddress());
        expect(again.status).toBe(forNew.status);
        expect(Object.keys(again.json as object)).toEqual(Object.keys(forNew.json as object));
        expect(again.json).toEqual({ email: who.email });
        expect(cookieOf(again)).toBe('');
      }
      expect(await testApp.eventCount()).toBe(before);
      const notices = (await mailTo(testApp, who.email)).filter(
        (mail) => mail.subject === 'You already have an account',
      );
      expect(notices).toHaveLength(3);
      expect(notices[0]?.text).toContain(`${testApp.base}/sign-in`);
      expect(notices[0]?.text).not.toMatch(/confirm#token/);
    });

    it('refuses a sign-up for all its faults at once, and refusals do not use up the hour', async () => {
      const address = fromAddress();
      const before = await testApp.eventCount();
      const refused = await client().post(
        '/api/auth/sign-up',
        { ...someone(), handle: 'library', password: '1234567890' },
        address,
      );
      expect(expectProblem(refused, 400).errors).toEqual(
        expect.arrayContaining([
          { field: 'password', message: expect.stringMatching(/common/) },
          { field: 'handle', message: expect.stringMatching(/reserved/) },
        ]),
      );
      // A refusal that is not a rate limit's leaves the address as many tries as it had.
      await awayFromWindowEnd(3_600_000, 60_000);
      for (let i = 0; i < 12; i += 1)
        expect((await client().post('/api/auth/sign-up', { ...someone(), handle: 'library' }, address)).status).toBe(
          400,
        );
      const who = someone();
      expect((await client().post('/api/auth/sign-up', who, address)).status).toBe(202);
      expect(await mailTo(testApp, who.email)).toHaveLength(1);
      expect(await testApp.eventCount()).toBe(before);
    });

    it('keeps where the person was going in the link, and only a path on this site', async () => {
      const who = someone();
      const next = '/marketplace/templates/paid-kit?ref=mail&x=1';
      expect((await client().post('/api/auth/sign-up', { ...who, next }, fromAddress())).status).toBe(202);
      const [mail] = await mailTo(testApp, who.email);
      expect(mail?.text).toContain(`/sign-up/confirm?next=${encodeURIComponent(next)}#token=`);
      for (const elsewhere of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'marketplace']) {
        const refused = await client().post('/api/auth/sign-up', { ...someone(), next: elsewhere }, fromAddress());
        expect(expectProblem(refused, 400).errors).toEqual([{ field: 'next', message: expect.any(String) }]);
      }
    });

    it('opens a link once: used again, or after a day, it is refused (410), appending nothing', async () => {
      const who = someone();
      expect((await client().post('/api/auth/sign-up', who, fromAddress())).status).toBe(202);
      const token = await confirmationToken(testApp, who.email);
      expect((await client().post('/api/auth/sign-up/confirm', { token })).status).toBe(201);
      const before = await testApp.eventCount();
      const used = await client().post('/api/auth/sign-up/confirm', { token });
      expect(expectProblem(used, 410).detail).toMatch(/used already or has expired/);
      expect(cookieOf(used)).toBe('');

      const late = someone();
      expect((await client().post('/api/auth/sign-up', late, fromAddress())).status).toBe(202);
      const lateToken = await confirmationToken(testApp, late.email);
      const pending = (await testApp.documents.find(PENDING_ACCOUNTS, { limit: 1000 })).items;
      const held = pending.find((doc) => doc.account.email === late.email);
      if (held === undefined) throw new Error('the sign-up was not kept');
      const dayAgo = new Date(Date.now() - 1000).toISOString();
      await testApp.documents.write([{ op: 'put', collection: PENDING_ACCOUNTS, doc: { ...held, expiresAt: dayAgo } }]);
      expectProblem(await client().post('/api/auth/sign-up/confirm', { token: lateToken }), 410);
      expectProblem(await client().post('/api/auth/sign-up/confirm', { token: 'x'.repeat(43) }), 410);
      expectProblem(await client().post('/api/auth/sign-up/confirm', { token: 'short' }), 400);
      expect(await testApp.eventCount()).toBe(before);
      // The store keeps only a hash of the token: reading it opens nothing.
      expect(JSON.stringify(pending)).not.toContain(lateToken);
    });

    it('refuses a confirmation whose handle someone took meanwhile, appending nothing', async () => {
      const first = someone();
      const second = { ...someone(), handle: first.handle };
      expect((await client().post('/api/auth/sign-up', first, fromAddress())).status).toBe(202);
      expect((await client().post('/api/auth/sign-up', second, fromAddress())).status).toBe(202);
      const won = await client().post('/api/auth/sign-up/confirm', {
        token: await confirmationToken(testApp, first.email),
      });
      expect(won.status).toBe(201);
      const before = await testApp.eventCount();
      const lost = await client().post('/api/auth/sign-up/confirm', {
        token: await confirmationToken(testApp, second.email),
      });
      expect(expectProblem(lost, 409).errors).toEqual([{ field: 'handle', message: expect.any(String) }]);
      expect(await testApp.eventCount()).toBe(before);
    });

    it('sets an HttpOnly, SameSite=Lax cookie for 30 days, Secure only over HTTPS', async () => {
      const plain = await signedUp();
      const cookie = cookieOf(plain.answer);
      expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{40,}; /);
      expect(cookie.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=2592000', 'Path=/', 'SameSite=Lax']);

      const overHttps = await signUpByEmail(testApp, client(), someone(), {
        ...fromAddress(),
        'x-forwarded-proto': 'https',
      });
      expect(overHttps.status).toBe(201);
      expect(cookieOf(overHttps).split('; ')).toContain('Secure');
    });

    it('still signs in, and still holds the address of, an account opened under the plain hash', async () => {
      const who = someone();
      const legacyKey = createHash('sha256').update(who.email).digest('hex');
      const creatorId = randomUUID();
      await testApp.events.append(
        creatorStreamId(creatorId),
        [anEvent('CreatorSignedUp', { creatorId, handle: who.handle, name: who.name }, creatorId)],
        'no_stream',
      );
      await testApp.events.append(
        `email-${legacyKey}`,
        [anEvent('EmailClaimed', { creatorId }, creatorId)],
        'no_stream',
      );
      const passwordHash = await testApp.app.get(PasswordHasher).hash(who.password);
      await testApp.documents.write([
        {
          op: 'put',
          collection: ACCOUNTS,
          doc: { id: legacyKey, email: who.email, creatorId, passwordHash, createdAt: new Date().toISOString() },
        },
      ]);
      expect(await testApp.runner.waitFor(await testApp.eventCount(), 10_000)).toBe(true);
      const signedIn = await client().post(
        '/api/auth/sign-in',
        { email: who.email, password: who.password },
        fromAddress(),
      );
      expect(signedIn.status).toBe(200);
      const again = await client().post('/api/auth/sign-up', { ...someone(), email: who.email }, fromAddress());
      expect(again.status).toBe(202);
      expect((await mailTo(testApp, who.email)).map((mail) => mail.subject)).toEqual(['You already have an account']);
    });

    it('keeps the password hashed with argon2id, and neither the address nor the password in the log', async () => {
      const { who, answer } = await signedUp();
      const credentials = await testApp.documents.get(ACCOUNTS, await testApp.app.get(EmailKeys).keyOf(who.email));
      expect(credentials).toMatchObject({ creatorId: (answer.json as AccountAnswer).creator.id });
      expect(credentials?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=\d+,p=1,t=\d+\$/);
      const [, memory, passes] = /m=(\d+),p=1,t=(\d+)/.exec(credentials?.passwordHash ?? '') ?? [];
      expect(Number(memory)).toBeGreaterThanOrEqual(19_456);
      expect(Number(passes)).toBeGreaterThanOrEqual(2);

      const log = JSON.stringify(await testApp.events.readAll({ after: null, limit: 100_000 }));
      expect(log).not.toContain(who.email);
      expect(log).not.toContain(who.password);
      // The address's claim is named by a keyed hash: its plain SHA-256, which anyone can compute, is nowhere.
      expect(log).not.toContain(createHash('sha256').update(who.email).digest('hex'));
      expect(log).toContain(`email-${await testApp.app.get(EmailKeys).keyOf(who.email)}`);
      expect(log).not.toContain(credentials?.passwordHash ?? 'no hash');
    });

    it('refuses a handle that is taken, in any case, appending and sending nothing', async () => {
      const { who } = await signedUp();
      const before = await testApp.eventCount();
      for (const handle of [who.handle, who.handle.toUpperCase(), `A${who.handle.slice(1)}`]) {
        const other = { ...someone(), handle };
        const problem = expectProblem(await client().post('/api/auth/sign-up', other, fromAddress()), 409);
        expect(problem.errors).toEqual([{ field: 'handle', message: expect.any(String) }]);
        expect(await mailTo(testApp, other.email)).toEqual([]);
      }
      expect(await testApp.eventCount()).toBe(before);
    });

    it.each(['marketplace', 'Marketplace', 'FEED', 'experts', 'Dashboard', 'api', 'monitoring', 'creators-assets'])(
      'refuses the reserved handle %s, naming the field, appending nothing',
      async (handle) => {
        const before = await testApp.eventCount();
        const problem = expectProblem(
          await client().post('/api/auth/sign-up', { ...someone(), handle }, fromAddress()),
          400,
        );
        expect(problem.errors).toEqual([{ field: 'handle', message: expect.any(String) }]);
        expect(await testApp.eventCount()).toBe(before);
      },
    );

    it('refuses a request from another origin before it reaches the handler', async () => {
      const before = await testApp.eventCount();
      const who = someone();
      const foreign = await client().post('/api/auth/sign-up', who, {
        ...fromAddress(),
        origin: 'https://evil.example',
      });
      expectProblem(foreign, 403);
      expect(cookieOf(foreign)).toBe('');
      expect(await testApp.eventCount()).toBe(before);
      expect(await mailTo(testApp, who.email)).toEqual([]);
    });
  });

  describe('sign-in', () => {
    it('rotates the session: a new token, and the old one no longer works', async () => {
      const { client: browser, answer, who } = await signedUp();
      const first = tokenOf(answer);
      const signedIn = await browser.post('/api/auth/sign-in', { email: who.email.toUpperCase(), password: PASSWORD });
      expect(signedIn.status).toBe(200);
      expect(signedIn.json).toEqual({
        creator: (answer.json as AccountAnswer).creator,
        position: expect.stringMatching(/^\d+$/),
      });
      const second = tokenOf(signedIn);
      expect(second).not.toBe('');
      expect(second).not.toBe(first);
      expect(cookieOf(signedIn)).toMatch(/; HttpOnly/);

      expect((await client().useSession(first).get('/api/auth/me')).status).toBe(401);
      expect((await client().useSession(second).get('/api/auth/me')).status).toBe(200);
      expect((await browser.get('/api/auth/me')).status).toBe(200);
    });

    it('signs in a browser that had no session', async () => {
      const { who } = await signedUp();
      const browser = client();
      expect((await browser.post('/api/auth/sign-in', { email: who.email, password: PASSWORD })).status).toBe(200);
      expect(field(await browser.get('/api/auth/me'), 'handle')).toBe(who.handle);
    });

    it('answers an unknown address and a wrong password alike, and about as slowly', async () => {
      const { who } = await signedUp();
      const timed = async (email: string): Promise<{ reply: Reply; ms: number }> => {
        const started = performance.now();
        const reply = await client().post('/api/auth/sign-in', { email, password: 'wrong password' }, fromAddress());
        return { reply, ms: performance.now() - started };
      };
      // Taken in turns, so a machine that slows down or speeds up meanwhile weighs on both alike.
      const wrong: { reply: Reply; ms: number }[] = [];
      const unknown: { reply: Reply; ms: number }[] = [];
      for (let round = 0; round < 3; round += 1) {
        wrong.push(await timed(who.email));
        unknown.push(await timed(`nobody.${randomUUID()}@example.com`));
      }
      for (const { reply } of [...wrong, ...unknown]) {
        expect(expectProblem(reply, 401)).toEqual(expectProblem(wrong[0]?.reply ?? reply, 401));
        expect(cookieOf(reply)).toBe('');
      }
      const median = (runs: { ms: number }[]): number => runs.map((r) => r.ms).sort((a, b) => a - b)[1] ?? 0;
      // Without the dummy hash an unknown address would answer many times faster.
      expect(median(unknown)).toBeGreaterThan(median(wrong) / 2);
    });

    it('throttles an address guessing one account (429 with Retry-After), and never locks the owner out elsewhere', async () => {
      const { who } = await signedUp();
      const attacker = fromAddress();
      await awayFromWindowEnd(SIGN_IN_LIMITS.perAccountAndClient.windowMs, 60_000);
      for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndClient.limit; i += 1) {
        const wrong = await client().post(
          '/api/auth/sign-in',
          { email: who.email, password: 'wrong password' },
          attacker,
        );
        expectProblem(wrong, 401);
      }
      for (const password of ['wrong password', PASSWORD]) {
        const throttled = await client().post('/api/auth/sign-in', { email: who.email, password }, attacker);
        expectProblem(throttled, 429);
        const retryAfter = Number(throttled.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(15 * 60);
        expect(cookieOf(throttled)).toBe('');
      }
      // The owner, from their own address, signs in as ever.
      const owner = await client().post('/api/auth/sign-in', { email: who.email, password: PASSWORD }, fromAddress());
      expect(owner.status).toBe(200);
    });

    it('throttles one client guessing across addresses', async () => {
      const address = fromAddress();
      await awayFromWindowEnd(SIGN_IN_LIMITS.perClient.windowMs, 60_000);
      for (let i = 0; i < SIGN_IN_LIMITS.perClient.limit; i += 1) {
        const email = `guess.${i}.${randomUUID()}@example.com`;
        expectProblem(await client().post('/api/auth/sign-in', { email, password: 'wrong password' }, address), 401);
      }
      const { who } = await signedUp();
      const throttled = await client().post('/api/auth/sign-in', { email: who.email, password: PASSWORD }, address);
      expectProblem(throttled, 429);
      expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
      const elsewhere = await client().post(
        '/api/auth/sign-in',
        { email: who.email, password: PASSWORD },
        fromAddress(),
      );
      expect(elsewhere.status).toBe(200);
    });
  });

  describe('sign-out and me', () => {
    it('drops the session and clears the cookie', async () => {
      const { client: browser, answer } = await signedUp();
      const token = tokenOf(answer);
      const out = await browser.post('/api/auth/sign-out');
      expect(out.status).toBe(204);
      expect(out.text).toBe('');
      const cookie = cookieOf(out);
      expect(cookie).toMatch(/^sid=;/);
      expect(cookie.split('; ')).toEqual(expect.arrayContaining(['Max-Age=0', 'Path=/', 'HttpOnly']));
      expect(browser.signedIn).toBe(false);
      expectProblem(await client().useSession(token).get('/api/auth/me'), 401);
      expectProblem(await client().useSession(token).get('/api/dashboard/profile'), 401);
    });

    it('lets a visitor who is not signed in sign out all the same', async () => {
      expect((await client().post('/api/auth/sign-out')).status).toBe(204);
    });

    it('answers me 401 with a problem when signed out, or with an unknown token', async () => {
      expectProblem(await client().get('/api/auth/me'), 401);
      expectProblem(await client().useSession('not-a-session-token-at-all-0123456789').get('/api/auth/me'), 401);
    });
  });

  describe('refuses bad input with a message naming the field, appending nothing', () => {
    const good = someone();
    const long = 'x'.repeat(5000);
    const cases: [string, string, object | string, string][] = [
      ['sign-up without an email', 'sign-up', { ...good, email: undefined }, 'email'],
      ['sign-up without a password', 'sign-up', { ...good, password: undefined }, 'password'],
      ['sign-up without a handle', 'sign-up', { ...good, handle: undefined }, 'handle'],
      ['sign-up without a name', 'sign-up', { ...good, name: undefined }, 'name'],
      ['sign-up with an unknown field', 'sign-up', { ...someone(), role: 'admin' }, 'role'],
      ['sign-up with a number for an email', 'sign-up', { ...someone(), email: 42 }, 'email'],
      ['sign-up with an array for a password', 'sign-up', { ...someone(), password: ['a', 'b'] }, 'password'],
      ['sign-up with an object for a handle', 'sign-up', { ...someone(), handle: { $ne: '' } }, 'handle'],
      ['sign-up with a null name', 'sign-up', { ...someone(), name: null }, 'name'],
      ['sign-up with a malformed email', 'sign-up', { ...someone(), email: 'ada at example.com' }, 'email'],
      ['sign-up with an email without a domain', 'sign-up', { ...someone(), email: 'ada@localhost' }, 'email'],
      ['sign-up with an oversize email', 'sign-up', { ...someone(), email: `${'a'.repeat(250)}@example.com` }, 'email'],
      ['sign-up with a short password', 'sign-up', { ...someone(), password: 'short' }, 'password'],
      ['sign-up with an oversize password', 'sign-up', { ...someone(), password: 'p'.repeat(201) }, 'password'],
      ['sign-up with a short handle', 'sign-up', { ...someone(), handle: 'ab' }, 'handle'],
      ['sign-up with an oversize handle', 'sign-up', { ...someone(), handle: `a${'b'.repeat(30)}` }, 'handle'],
      ['sign-up with a handle of a digit first', 'sign-up', { ...someone(), handle: '1ada' }, 'handle'],
      ['sign-up with a handle with a slash', 'sign-up', { ...someone(), handle: 'ada/../api' }, 'handle'],
      ['sign-up with a handle with a dot', 'sign-up', { ...someone(), handle: 'favicon.ico' }, 'handle'],
      ['sign-up with a handle of a URL', 'sign-up', { ...someone(), handle: 'javascript:alert(1)' }, 'handle'],
      ['sign-up with a reserved handle', 'sign-up', { ...someone(), handle: 'Sign-In' }, 'handle'],
      ['sign-up with a blank name', 'sign-up', { ...someone(), name: '   ' }, 'name'],
      ['sign-up with an oversize name', 'sign-up', { ...someone(), name: long }, 'name'],
      ['sign-up with a __proto__ key', 'sign-up', '{"email":"x@example.com","__proto__":{"admin":true}}', 'body'],
      ['sign-up with a constructor key', 'sign-up', '{"constructor":{"prototype":{"admin":true}}}', 'body'],
      ['sign-up with an array body', 'sign-up', '[{"email":"x@example.com"}]', 'body'],
      ['sign-up with broken JSON', 'sign-up', '{"email": ', 'body'],
      ['sign-up with a non-JSON body', 'sign-up', 'email=x@example.com', 'content-type'],
      ['sign-in without a password', 'sign-in', { email: good.email }, 'password'],
      ['sign-in with a number for an email', 'sign-in', { email: 1, password: PASSWORD }, 'email'],
      ['sign-in with an unknown field', 'sign-in', { email: good.email, password: PASSWORD, remember: 1 }, 'remember'],
      ['sign-in with an oversize password', 'sign-in', { email: good.email, password: long }, 'password'],
      ['sign-in with an array body', 'sign-in', '[]', 'body'],
      ['sign-in with a __proto__ key', 'sign-in', '{"__proto__":{"email":"x@example.com"}}', 'body'],
      ['sign-in with a non-JSON body', 'sign-in', 'email=x', 'content-type'],
    ];

    it.each(cases)('%s', async (_name, route, body, named) => {
      const before = await testApp.eventCount();
      const browser = client();
      const reply =
        typeof body === 'string'
          ? await browser.request('POST', `/api/auth/${route}`, {
              raw: body,
              headers: {
                'content-type': named === 'content-type' ? 'application/x-www-form-urlencoded' : 'application/json',
              },
            })
          : await browser.post(`/api/auth/${route}`, body);
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(names(expectProblem(reply, reply.status), named)).toBe(true);
      expect(cookieOf(reply)).toBe('');
      expect(await testApp.eventCount()).toBe(before);
    });
  });
});
