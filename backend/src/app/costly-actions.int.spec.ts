import { jest } from '@jest/globals';
import { creatorStreamId, handleClaimStreamId, type StorageUsage } from '@creators/contracts';
import { INTEGRATION_TEST_MS, PROMPTLY_MS } from '@creators/storage/testing';
import { FOLLOWS_PER_ACCOUNT } from '../creators/http/follow.controller.js';
import { HANDLE_CHANGES_PER_ACCOUNT } from '../creators/http/dashboard-profile.controller.js';
import { HANDLE_RELEASE_MS } from '../creators/domain/handle-claims.js';
import { UPLOADS_PER_ACCOUNT } from '../media/http/media-uploads.controller.js';
import { DEFAULT_MEDIA_SETTINGS } from '../media/media-settings.js';
import { signedInCreator } from '../testing/creators.js';
import { anEvent } from '../testing/events.js';
import { field, HttpClient, type Reply } from '../testing/http-client.js';
import { awayFromWindowEnd } from '../testing/rate-windows.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

// Each burst may first wait (up to a minute) to start away from its rate window's end.
jest.setTimeout(INTEGRATION_TEST_MS);

/**
 * Actions that cost the product something (an event, stored bytes, an e-mail, a name held for
 * others) are each limited per account: a script repeating one is refused with 429 and appends
 * nothing more, however fast it goes.
 */
describe('costly actions, repeated by a script', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** Sends `send` until it is refused; how many were accepted, and the refusal. */
  async function untilRefused(
    send: (i: number) => Promise<Reply>,
    most: number,
  ): Promise<{ accepted: number; refused: Reply }> {
    for (let i = 0; i < most; i += 1) {
      const reply = await send(i);
      if (reply.status === 429) return { accepted: i, refused: reply };
      expect(reply.status).toBeLessThan(300);
    }
    throw new Error(`${most} requests in a row were all accepted`);
  }
  const expectRateLimited = (reply: Reply): void => {
    expect(reply.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(reply.headers.get('retry-after')).toMatch(/^\d+$/);
  };

  it('takes a follow/unfollow toggle only so often, and a refused one appends nothing', async () => {
    const maker = await signedInCreator(testApp);
    const fan = await signedInCreator(testApp);
    await awayFromWindowEnd(FOLLOWS_PER_ACCOUNT.windowMs, 60_000);
    const before = await testApp.eventCount();
    const path = `/api/creators/${maker.handle}/follow`;
    const { accepted, refused } = await untilRefused(
      (i) => (i % 2 === 0 ? fan.client.put(path, {}) : fan.client.delete(path)),
      FOLLOWS_PER_ACCOUNT.limit + 40,
    );
    expect(accepted).toBe(FOLLOWS_PER_ACCOUNT.limit);
    expectRateLimited(refused);
    expect(await testApp.eventCount()).toBe(before + FOLLOWS_PER_ACCOUNT.limit);
    // Someone else still follows freely.
    expect((await (await signedInCreator(testApp)).client.put(path, {})).status).toBe(200);
  });

  it('takes only so many uploads from one account, refused before the body is stored', async () => {
    const me = await signedInCreator(testApp);
    await awayFromWindowEnd(UPLOADS_PER_ACCOUNT.windowMs, 60_000);
    const before = await testApp.eventCount();
    const { accepted, refused } = await untilRefused(
      (i) => me.client.upload(`/api/media/files?name=notes-${i}.txt`, Buffer.from(`notes number ${i}`)),
      UPLOADS_PER_ACCOUNT.limit + 20,
    );
    expect(accepted).toBe(UPLOADS_PER_ACCOUNT.limit);
    expectRateLimited(refused);
    expect(await testApp.eventCount()).toBe(before + UPLOADS_PER_ACCOUNT.limit);
  });

  it('takes only a few handle changes a day, while the rest of the profile still saves', async () => {
    const me = await signedInCreator(testApp);
    await awayFromWindowEnd(HANDLE_CHANGES_PER_ACCOUNT.windowMs, 60_000);
    const before = await testApp.eventCount();
    const { accepted, refused } = await untilRefused(
      (i) => me.client.patch('/api/dashboard/profile', { handle: `${me.handle}-${i}` }),
      HANDLE_CHANGES_PER_ACCOUNT.limit + 12,
    );
    expect(accepted).toBe(HANDLE_CHANGES_PER_ACCOUNT.limit);
    expectRateLimited(refused);
    // Each change is the profile's event and the new handle's claim.
    expect(await testApp.eventCount()).toBe(before + 2 * HANDLE_CHANGES_PER_ACCOUNT.limit);
    // The form sends the handle it has with every save (as its read shows it): that is no change.
    expect(await testApp.runner.waitFor(await testApp.eventCount(), PROMPTLY_MS)).toBe(true);
    const current = `${me.handle}-${HANDLE_CHANGES_PER_ACCOUNT.limit - 1}`;
    const saved = await me.client.patch('/api/dashboard/profile', { handle: current, bio: 'Still here' });
    expect(saved.status).toBe(200);
  });

  describe('a handle its creator has left', () => {
    /** A creator who left `former` for `current` `agoMs` ago (written to the log as the product writes it). */
    async function leftAgo(former: string, current: string, agoMs: number): Promise<HttpClient> {
      const { creatorId, client } = await signedInCreator(testApp, former);
      const claim = (handle: string) => anEvent('HandleClaimed', { handle, creatorId }, creatorId);
      await testApp.events.append(handleClaimStreamId(former), [claim(former)], 'no_stream');
      await testApp.events.append(handleClaimStreamId(current), [claim(current)], 'no_stream');
      const moved = anEvent('CreatorProfileUpdated', { creatorId, changes: { handle: current } }, creatorId);
      const then = {
        ...moved,
        metadata: { ...moved.metadata, occurredAt: new Date(Date.now() - agoMs).toISOString() },
      };
      const { position } = await testApp.events.append(creatorStreamId(creatorId), [then], 0);
      expect(await testApp.runner.waitFor(position, PROMPTLY_MS)).toBe(true);
      return client;
    }
    const pageOf = (handle: string): Promise<Reply> => new HttpClient(testApp.base).get(`/api/creators/${handle}`);

    it('stays its creator’s for the stated period: it redirects, and nobody else may take it', async () => {
      await leftAgo('lately-left', 'lately-now', HANDLE_RELEASE_MS - 3_600_000);
      const moved = await pageOf('lately-left');
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe('/api/creators/lately-now');
      const taker = await signedInCreator(testApp);
      expect((await taker.client.patch('/api/dashboard/profile', { handle: 'lately-left' })).status).toBe(409);
    });

    it('is released after it, keeps redirecting until someone takes it, then is theirs alone', async () => {
      const former = await leftAgo('long-left', 'long-now', HANDLE_RELEASE_MS + 3_600_000);
      expect((await pageOf('long-left')).status).toBe(301);
      const taker = await signedInCreator(testApp);
      const taken = await taker.client.patch('/api/dashboard/profile', { handle: 'long-left' });
      expect(taken.status).toBe(200);
      expect(await testApp.runner.waitFor(Number(field<string>(taken, 'position')), PROMPTLY_MS)).toBe(true);
      const page = await pageOf('long-left');
      expect(page.status).toBe(200);
      expect(field<{ id: string }>(page, 'creator').id).toBe(taker.creatorId);
      // Now it is the new holder's: neither its former creator nor anyone else may take it.
      const third = await signedInCreator(testApp);
      const before = await testApp.eventCount();
      expect((await former.patch('/api/dashboard/profile', { handle: 'long-left' })).status).toBe(409);
      expect((await third.client.patch('/api/dashboard/profile', { handle: 'LONG-LEFT' })).status).toBe(409);
      expect(await testApp.eventCount()).toBe(before);
    });
  });
});

describe('an account’s storage quota', () => {
  let testApp: TestApp;
  const quotaBytes = 1000;
  beforeAll(async () => {
    testApp = await startTestApp({ media: { ...DEFAULT_MEDIA_SETTINGS, sweepEveryMs: 0, quotaBytes } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('counts what the account keeps stored, shows it, and refuses an upload that would pass it', async () => {
    const me = await signedInCreator(testApp);
    expect((await me.client.get('/api/media/usage')).json).toEqual({ usedBytes: 0, quotaBytes, uploads: 0 });
    const first = await me.client.upload('/api/media/files?name=first.bin', Buffer.alloc(600, 1));
    expect(first.status).toBe(201);
    expect(await testApp.runner.waitFor(Number(field<string>(first, 'position')), PROMPTLY_MS)).toBe(true);
    const usage = await me.client.get('/api/media/usage');
    expect(usage.json).toEqual({ usedBytes: 600, quotaBytes, uploads: 1 } satisfies StorageUsage);
    expect(usage.headers.get('cache-control')).toBe('no-store');

    const before = await testApp.eventCount();
    const over = await me.client.upload('/api/media/files?name=second.bin', Buffer.alloc(600, 2));
    expect(over.status).toBe(413);
    expect(over.json).toMatchObject({
      type: '/problems/storage-quota-exceeded',
      detail: expect.stringMatching(/keep 600 bytes of your 1 kB/),
    });
    expect(await testApp.eventCount()).toBe(before);
    // What still fits is taken, and someone else has a quota of their own.
    expect((await me.client.upload('/api/media/files?name=small.bin', Buffer.alloc(300, 3))).status).toBe(201);
    const other = await signedInCreator(testApp);
    expect((await other.client.upload('/api/media/files?name=theirs.bin', Buffer.alloc(600, 4))).status).toBe(201);
  });
});
