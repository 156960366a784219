import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import jsQRModule from 'jsqr';
import { generate } from 'otplib';
import sharp from 'sharp';
import { INTEGRATION_TEST_MS } from '@creators/storage/testing';
import {
  accountStreamId,
  type AccountAnswer,
  type AccountSessionView,
  type AccountSettingsView,
  type ProblemDocument,
  type RecoveryCodes,
  type SecondFactorRequired,
  type TwoFactorSetup,
} from '@creators/contracts';
import { CODE_LIMITS } from '../commands/sign-in/sign-in-throttle.js';
import { ACCOUNT_TOKENS } from '../credentials/account-tokens.js';
import { TWO_FACTOR } from '../credentials/two-factor-store.js';
import { HttpClient, type Reply } from '../../testing/http-client.js';
import { mailTo, signUpByEmail } from '../../testing/mailbox.js';
import { awayFromWindowEnd, newAddress } from '../../testing/rate-windows.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

// A CommonJS module whose types name its function the default export: under Node's ESM interop the
// default is the module itself, which is that function too (it carries a `default` of itself).
const jsQR = jsQRModule.default;

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';

jest.setTimeout(INTEGRATION_TEST_MS);

function expectProblem(reply: Reply, status: number, code?: RegExp): ProblemDocument {
  expect(reply.status).toBe(status);
  expect(reply.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const problem = reply.json as ProblemDocument;
  if (code !== undefined) expect(problem.detail).toMatch(code);
  return problem;
}

/** The token of the newest link of this path mailed to an address. */
async function linkToken(testApp: TestApp, email: string, path: string): Promise<string> {
  for (const mail of await mailTo(testApp, email)) {
    const token = new RegExp(`${path}#token=([\\w-]+)`).exec(mail.text)?.[1];
    if (token !== undefined) return token;
  }
  throw new Error(`no ${path} link was sent to ${email}`);
}

/** A code of the authenticator app `offsetSeconds` from now (codes are good a period either side). */
const codeAt = (secret: string, offsetSeconds = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

describe('account recovery, settings and two-factor sign-in', () => {
  let testApp: TestApp;
  /** Moved on by a test to see links expire, instead of waiting an hour. */
  let offsetMs = 0;

  beforeAll(async () => {
    testApp = await startTestApp({ clock: { now: () => Date.now() + offsetMs } });
  });
  afterEach(() => {
    offsetMs = 0;
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function member(): Promise<{
    client: HttpClient;
    email: string;
    creatorId: string;
    address: Record<string, string>;
  }> {
    const tag = randomUUID().slice(0, 8);
    const who = { email: `ann.${tag}@example.com`, password: PASSWORD, handle: `ann_${tag}`, name: `Ann ${tag}` };
    const client = new HttpClient(testApp.base);
    const address = newAddress();
    const answer = await signUpByEmail(testApp, client, who, address);
    expect(answer.status).toBe(201);
    return { client, email: who.email, creatorId: (answer.json as AccountAnswer).creator.id, address };
  }

  const signIn = (email: string, password: string, headers: Record<string, string> = newAddress()) => {
    const client = new HttpClient(testApp.base);
    return { client, reply: client.post('/api/auth/sign-in', { email, password }, headers) };
  };

  /** Every event of the account's stream, as stored. */
  const accountEvents = async (creatorId: string) => testApp.events.readStream(accountStreamId(creatorId));

  describe('forgot password', () => {
    it('answers alike for an address with or without an account; mails a link only to the account', async () => {
      const { email, creatorId } = await member();
      const nobody = `nobody.${randomUUID()}@example.com`;
      const known = await new HttpClient(testApp.base).post('/api/auth/password-reset', { email }, newAddress());
      const unknown = await new HttpClient(testApp.base).post(
        '/api/auth/password-reset',
        { email: nobody },
        newAddress(),
      );
      expect(known.status).toBe(202);
      expect(unknown.status).toBe(202);
      expect(known.json).toEqual({ email });
      expect(unknown.json).toEqual({ email: nobody });
      expect(await mailTo(testApp, nobody)).toEqual([]);
      const [mail] = await mailTo(testApp, email);
      expect(mail?.subject).toBe('Reset your Creators Marketplace password');
      expect(mail?.text).toContain(`${testApp.base}/reset-password#token=`);
      expect((await accountEvents(creatorId)).map((event) => event.type)).toEqual(['PasswordResetRequested']);
    });

    it('sends one address no more mails an hour than its limit, however many client addresses ask, answering alike', async () => {
      const { email } = await member();
      const answers = [];
      for (let i = 0; i < 8; i += 1)
        answers.push(await new HttpClient(testApp.base).post('/api/auth/password-reset', { email }, newAddress()));
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 202));
      expect(new Set(answers.map((answer) => JSON.stringify(answer.json))).size).toBe(1);
      // The sign-up's confirmation counted too: five mails to the address in all.
      expect(await mailTo(testApp, email)).toHaveLength(5);
    });

    it('sets a new password with the link, ends every session, tells the address; the token is nowhere stored', async () => {
      const { client, email, creatorId } = await member();
      const other = signIn(email, PASSWORD);
      expect((await other.reply).status).toBe(200);
      await new HttpClient(testApp.base).post('/api/auth/password-reset', { email }, newAddress());
      const token = await linkToken(testApp, email, '/reset-password');

      const common = await new HttpClient(testApp.base).post('/api/auth/password-reset/confirm', {
        token,
        password: 'password123',
      });
      expect(expectProblem(common, 400).errors).toEqual([
        { field: 'password', message: expect.stringMatching(/common/) },
      ]);

      const reset = await new HttpClient(testApp.base).post('/api/auth/password-reset/confirm', {
        token,
        password: NEW_PASSWORD,
      });
      expect(reset.status).toBe(204);
      expect((await client.get('/api/auth/me')).status).toBe(401);
      expect((await other.client.get('/api/auth/me')).status).toBe(401);
      expectProblem(await signIn(email, PASSWORD).reply, 401);
      expect((await signIn(email, NEW_PASSWORD).reply).status).toBe(200);
      const [notice] = await mailTo(testApp, email);
      expect(notice?.subject).toBe('Your Creators Marketplace password was changed');

      const events = await accountEvents(creatorId);
      expect(events.map((event) => event.type)).toEqual(['PasswordResetRequested', 'PasswordReset']);
      expect(events[1]?.data).toEqual({ creatorId, sessionsEnded: 2 });
      const stored = await testApp.documents.find(ACCOUNT_TOKENS, { limit: 10_000 });
      expect(JSON.stringify(stored.items)).not.toContain(token);
      expect(JSON.stringify(events)).not.toContain(NEW_PASSWORD);
    });

    it('refuses a used, an unknown and an expired link (410), appending nothing', async () => {
      const { email } = await member();
      await new HttpClient(testApp.base).post('/api/auth/password-reset', { email }, newAddress());
      const token = await linkToken(testApp, email, '/reset-password');
      const confirm = (body: object) => new HttpClient(testApp.base).post('/api/auth/password-reset/confirm', body);
      expect((await confirm({ token, password: NEW_PASSWORD })).status).toBe(204);
      const before = await testApp.eventCount();
      expectProblem(await confirm({ token, password: 'yet another passphrase' }), 410, /used already or has expired/);
      expectProblem(await confirm({ token: 'x'.repeat(43), password: NEW_PASSWORD }), 410);
      expectProblem(await confirm({ token: 'short', password: NEW_PASSWORD }), 400);

      await new HttpClient(testApp.base).post('/api/auth/password-reset', { email }, newAddress());
      const late = await linkToken(testApp, email, '/reset-password');
      offsetMs = 3_600_000 + 1000;
      expectProblem(await confirm({ token: late, password: 'yet another passphrase' }), 410);
      offsetMs = 0;
      expect(await testApp.eventCount()).toBe(before + 1); // the second request only
      expect((await signIn(email, NEW_PASSWORD).reply).status).toBe(200);
    });
  });

  describe('settings', () => {
    it('changes the password with the current one; a wrong one is refused (403) and ends nothing', async () => {
      const { client, email, creatorId } = await member();
      const other = signIn(email, PASSWORD);
      expect((await other.reply).status).toBe(200);
      const before = await testApp.eventCount();
      const wrong = await client.post('/api/account/password', {
        currentPassword: 'not it at all',
        newPassword: NEW_PASSWORD,
      });
      expect(expectProblem(wrong, 403).errors).toEqual([{ field: 'password', message: 'is wrong' }]);
      expect(await testApp.eventCount()).toBe(before);
      expect((await other.client.get('/api/auth/me')).status).toBe(200);

      const weak = await client.post('/api/account/password', { currentPassword: PASSWORD, newPassword: 'short' });
      expect(expectProblem(weak, 400).errors?.[0]?.field).toBe('newPassword');

      const changed = await client.post('/api/account/password', {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(changed.status).toBe(204);
      expect((await client.get('/api/auth/me')).status).toBe(200);
      expect((await other.client.get('/api/auth/me')).status).toBe(401);
      expect((await signIn(email, NEW_PASSWORD).reply).status).toBe(200);
      expect((await accountEvents(creatorId)).map((event) => event.data)).toEqual([{ creatorId, sessionsEnded: 1 }]);
      expect((await mailTo(testApp, email))[0]?.subject).toBe('Your Creators Marketplace password was changed');
    });

    it('changes the address through a link to the new one; the old one is told; the link works once', async () => {
      const { client, email, creatorId } = await member();
      const next = `new.${randomUUID().slice(0, 8)}@example.org`;
      const wrong = await client.post('/api/account/email', { password: 'not it at all', email: next });
      expectProblem(wrong, 403);
      const asked = await client.post('/api/account/email', { password: PASSWORD, email: ` ${next.toUpperCase()}` });
      expect(asked.status).toBe(202);
      expect(asked.json).toEqual({ email: next });
      expect(((await client.get('/api/account')).json as AccountSettingsView).email).toBe(email);

      const token = await linkToken(testApp, next, '/account/email/confirm');
      const confirmed = await new HttpClient(testApp.base).post('/api/account/email/confirm', { token });
      expect(confirmed.status).toBe(200);
      expect(confirmed.json).toEqual({ email: next });
      expectProblem(await new HttpClient(testApp.base).post('/api/account/email/confirm', { token }), 410);

      expect(((await client.get('/api/account')).json as AccountSettingsView).email).toBe(next);
      expect((await signIn(next, PASSWORD).reply).status).toBe(200);
      expectProblem(await signIn(email, PASSWORD).reply, 401);
      expect((await mailTo(testApp, email))[0]?.subject).toBe('Your Creators Marketplace address was changed');
      const events = await accountEvents(creatorId);
      expect(events.map((event) => event.type)).toEqual(['EmailChangeRequested', 'EmailChanged']);
      expect(JSON.stringify(events)).not.toContain(next);
    });

    it("answers a new address that has an account like any other, and tells only that address's owner", async () => {
      const { client, creatorId } = await member();
      const { email: taken } = await member();
      const asked = await client.post('/api/account/email', { password: PASSWORD, email: taken });
      expect(asked.status).toBe(202);
      expect((await mailTo(testApp, taken))[0]?.subject).toBe(
        'This address already has a Creators Marketplace account',
      );
      expect(await accountEvents(creatorId)).toEqual([]);
    });

    it('lists the sessions with where and when, and signs out the others', async () => {
      const { client, email, creatorId } = await member();
      const elsewhere = new HttpClient(testApp.base);
      const headers = { ...newAddress(), 'user-agent': 'Firefox on the other laptop' };
      expect((await elsewhere.post('/api/auth/sign-in', { email, password: PASSWORD }, headers)).status).toBe(200);

      const listed = await client.get('/api/account/sessions');
      expect(listed.status).toBe(200);
      const items = (listed.json as { items: AccountSessionView[] }).items;
      expect(items).toHaveLength(2);
      expect(items.filter((session) => session.current)).toHaveLength(1);
      const other = items.find((session) => !session.current);
      expect(other).toMatchObject({
        userAgent: 'Firefox on the other laptop',
        client: expect.stringMatching(/^100\.64\.\d+\.\*$/),
      });
      expect(Date.parse(other?.lastUsedAt ?? '')).not.toBeNaN();

      const ended = await client.post('/api/account/sessions/sign-out-others');
      expect(ended.json).toEqual({ sessionsEnded: 1 });
      expect((await elsewhere.get('/api/auth/me')).status).toBe(401);
      expect((await client.get('/api/auth/me')).status).toBe(200);
      expect(((await client.get('/api/account/sessions')).json as { items: unknown[] }).items).toHaveLength(1);
      expect((await accountEvents(creatorId)).map((event) => event.type)).toEqual(['OtherSessionsSignedOut']);
    });

    it('asks for a session on every settings route', async () => {
      const anonymous = new HttpClient(testApp.base);
      for (const reply of [
        await anonymous.get('/api/account'),
        await anonymous.get('/api/account/sessions'),
        await anonymous.post('/api/account/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }),
        await anonymous.post('/api/account/two-factor/setup'),
      ])
        expectProblem(reply, 401);
    });
  });

  describe('two-factor sign-in', () => {
    /** A member with two-factor sign-in on: its secret and recovery codes. */
    async function withTwoFactor() {
      const who = await member();
      const setup = await who.client.post('/api/account/two-factor/setup');
      expect(setup.status).toBe(201);
      const { secret, uri, qrCode } = setup.json as TwoFactorSetup;
      expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
      // The QR code a phone scans reads as that very address.
      const { data, info } = await sharp(Buffer.from(qrCode))
        .resize(400)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(uri);
      const enabled = await who.client.post('/api/account/two-factor/enable', { code: await codeAt(secret) });
      expect(enabled.status).toBe(200);
      const { recoveryCodes } = enabled.json as RecoveryCodes;
      return { ...who, secret, recoveryCodes };
    }

    it('is turned on by a code from the app, with ten recovery codes kept only hashed', async () => {
      const { client, creatorId, secret, recoveryCodes } = await withTwoFactor();
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      expect((await client.get('/api/account')).json).toMatchObject({
        twoFactor: { enabled: true, recoveryCodesLeft: 10 },
      });
      const stored = JSON.stringify(await testApp.documents.get(TWO_FACTOR, creatorId));
      for (const code of recoveryCodes) expect(stored).not.toContain(code);
      const events = JSON.stringify(await accountEvents(creatorId));
      expect(events).not.toContain(secret);
      expectProblem(await client.post('/api/account/two-factor/setup'), 409);
    });

    it('refuses a wrong code at set-up, turning nothing on', async () => {
      const { client, creatorId } = await member();
      await client.post('/api/account/two-factor/setup');
      expectProblem(await client.post('/api/account/two-factor/enable', { code: '000000' }), 403);
      expect(await accountEvents(creatorId)).toEqual([]);
      expect((await client.get('/api/account')).json).toMatchObject({ twoFactor: { enabled: false } });
    });

    it('asks for the code after the password; a code or a recovery code signs in, each once', async () => {
      const { email, secret, recoveryCodes, creatorId } = await withTwoFactor();
      const first = signIn(email, PASSWORD);
      const asked = await first.reply;
      expect(asked.status).toBe(200);
      expect(asked.headers.get('set-cookie')).toBeNull();
      const { challenge } = (asked.json as SecondFactorRequired).secondFactor;
      expect((await first.client.get('/api/auth/me')).status).toBe(401);

      expectProblem(await first.client.post('/api/auth/sign-in/second-factor', { challenge, code: '000000' }), 403);
      const code = await codeAt(secret, 30);
      const signedIn = await first.client.post('/api/auth/sign-in/second-factor', { challenge, code });
      expect(signedIn.status).toBe(200);
      expect((signedIn.json as AccountAnswer).creator.id).toBe(creatorId);
      expect((await first.client.get('/api/auth/me')).status).toBe(200);
      // The challenge is spent, and so is the code.
      expectProblem(await first.client.post('/api/auth/sign-in/second-factor', { challenge, code }), 410);
      const again = signIn(email, PASSWORD);
      const second = ((await again.reply).json as SecondFactorRequired).secondFactor.challenge;
      expectProblem(await again.client.post('/api/auth/sign-in/second-factor', { challenge: second, code }), 403);

      const recovery = recoveryCodes[0] ?? '';
      const byRecovery = await again.client.post('/api/auth/sign-in/second-factor', {
        challenge: second,
        code: recovery.toLowerCase(),
      });
      expect(byRecovery.status).toBe(200);
      const third = signIn(email, PASSWORD);
      const challenge3 = ((await third.reply).json as SecondFactorRequired).secondFactor.challenge;
      const reused = await third.client.post('/api/auth/sign-in/second-factor', {
        challenge: challenge3,
        code: recovery,
      });
      expectProblem(reused, 403, /used already/);
      const events = await accountEvents(creatorId);
      expect(events.map((event) => event.type)).toEqual(['TwoFactorEnabled', 'RecoveryCodeUsed']);
      expect(events[1]?.data).toEqual({ creatorId, codesLeft: 9 });
      expect(JSON.stringify(events)).not.toContain(recovery);
    });

    it('refuses an expired challenge (410)', async () => {
      const { email, secret } = await withTwoFactor();
      const attempt = signIn(email, PASSWORD);
      const { challenge } = ((await attempt.reply).json as SecondFactorRequired).secondFactor;
      offsetMs = 11 * 60_000;
      const code = await codeAt(secret, 11 * 60 + 30);
      expectProblem(await attempt.client.post('/api/auth/sign-in/second-factor', { challenge, code }), 410);
    });

    it('throttles code guesses like passwords (429), per account and client', async () => {
      const { email, secret } = await withTwoFactor();
      await awayFromWindowEnd(CODE_LIMITS.perAccountAndClient.windowMs, 60_000);
      const address = newAddress();
      const attempt = signIn(email, PASSWORD, address);
      const { challenge } = ((await attempt.reply).json as SecondFactorRequired).secondFactor;
      const guess = (code: string) =>
        attempt.client.post('/api/auth/sign-in/second-factor', { challenge, code }, address);
      for (let i = 0; i < CODE_LIMITS.perAccountAndClient.limit; i += 1) expectProblem(await guess('000000'), 403);
      const throttled = expectProblem(await guess(await codeAt(secret, 30)), 429);
      expect(throttled.detail).toMatch(/too many code attempts/);
      // Another client with the right code is not locked out.
      const elsewhere = newAddress();
      const other = signIn(email, PASSWORD, elsewhere);
      const otherChallenge = ((await other.reply).json as SecondFactorRequired).secondFactor.challenge;
      const ok = await other.client.post(
        '/api/auth/sign-in/second-factor',
        { challenge: otherChallenge, code: await codeAt(secret, 30) },
        elsewhere,
      );
      expect(ok.status).toBe(200);
    });

    it('is turned off only with the password and a code', async () => {
      const { client, email, secret, creatorId } = await withTwoFactor();
      const code = await codeAt(secret, 30);
      expectProblem(await client.post('/api/account/two-factor/disable', { password: 'not it at all', code }), 403);
      expectProblem(await client.post('/api/account/two-factor/disable', { password: PASSWORD, code: '000000' }), 403);
      expect((await client.post('/api/account/two-factor/disable', { password: PASSWORD, code })).status).toBe(204);
      expect((await client.get('/api/account')).json).toMatchObject({ twoFactor: { enabled: false } });
      const plain = await signIn(email, PASSWORD).reply;
      expect((plain.json as AccountAnswer).creator.id).toBe(creatorId);
      expect((await accountEvents(creatorId)).map((event) => event.type)).toEqual([
        'TwoFactorEnabled',
        'TwoFactorDisabled',
      ]);
      expect(await testApp.documents.get(TWO_FACTOR, creatorId)).toBeNull();
    });
  });
});
