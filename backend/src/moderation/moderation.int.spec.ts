import {
  type CreatorPageView,
  type ItemView,
  type MeView,
  type ProblemDocument,
  type ProfileView,
} from '@creators/contracts';
import { PROMPTLY_MS } from '@creators/storage/testing';
import { grantRole, signedInCreator } from '../testing/creators.js';
import { mailTo, signUpByEmail } from '../testing/mailbox.js';
import { newAddress } from '../testing/rate-windows.js';
import { field, HttpClient, type Reply } from '../testing/http-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import type { ModerationCaseView } from './queries/get-moderation-queue.js';

describe('moderation', () => {
  let testApp: TestApp;
  let moderator: { client: HttpClient; creatorId: string };
  let maker: { client: HttpClient; creatorId: string; handle: string };
  let reporter: { client: HttpClient; creatorId: string };
  const anonymous = () => new HttpClient(testApp.base);

  const caught = async (reply: Reply): Promise<Reply> => {
    const position = Number((reply.json as { position?: string } | null)?.position ?? 0);
    expect(await testApp.runner.waitFor(position, PROMPTLY_MS)).toBe(true);
    return reply;
  };

  async function publishedItem(title: string): Promise<{ id: string; slug: string }> {
    const created = await maker.client.post('/api/dashboard/components', { title, summary: 'S' });
    await caught(await maker.client.post(`/api/dashboard/components/${field<string>(created, 'id')}/publish`));
    return { id: field<string>(created, 'id'), slug: field<string>(created, 'slug') };
  }

  const listed = async (slug: string): Promise<boolean> => {
    const listing = (await anonymous().get('/api/marketplace/components?limit=100')).json as {
      items: { slug: string }[];
    };
    return listing.items.some((card) => card.slug === slug);
  };

  const queue = async (view = 'open'): Promise<ModerationCaseView[]> => {
    const reply = await moderator.client.get(`/api/moderation/queue?view=${view}`);
    expect(reply.status).toBe(200);
    return (reply.json as { items: ModerationCaseView[] }).items;
  };

  beforeAll(async () => {
    testApp = await startTestApp();
    moderator = await signedInCreator(testApp);
    maker = await signedInCreator(testApp);
    reporter = await signedInCreator(testApp);
    await grantRole(testApp, 'ModeratorRoleGranted', moderator.creatorId);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('takes reports from anyone signed in, and never unlists anything by them alone', async () => {
    const item = await publishedItem('Reported Kit');
    const others = await Promise.all([1, 2, 3].map(() => signedInCreator(testApp)));
    for (const someone of [reporter, ...others]) {
      const reply = await caught(
        await someone.client.post('/api/reports', { itemId: item.id, reason: 'spam', details: 'casino links' }),
      );
      expect(reply.status).toBe(201);
    }
    expect(await listed(item.slug)).toBe(true);
    const open = (await queue()).find((entry) => entry.id === `item-${item.id}`);
    expect(open).toMatchObject({
      status: 'open',
      reportCount: 4,
      hidden: false,
      subject: { type: 'item', title: 'Reported Kit', kind: 'components', creatorHandle: maker.handle },
    });
    expect(open?.openReports.map((report) => report.reason)).toEqual(['spam', 'spam', 'spam', 'spam']);
  });

  it('refuses a second report by one person, a report of one’s own work, and bad input, appending nothing', async () => {
    const item = await publishedItem('Twice Reported');
    await caught(await reporter.client.post('/api/reports', { itemId: item.id, reason: 'copyright' }));
    const before = await testApp.eventCount();
    const expectProblem = (reply: Reply, status: number): ProblemDocument => {
      expect(reply.status).toBe(status);
      return reply.json as ProblemDocument;
    };
    expectProblem(await reporter.client.post('/api/reports', { itemId: item.id, reason: 'spam' }), 409);
    expectProblem(await maker.client.post('/api/reports', { itemId: item.id, reason: 'spam' }), 422);
    expectProblem(await maker.client.post('/api/reports', { creatorId: maker.creatorId, reason: 'spam' }), 422);
    const bad = expectProblem(await reporter.client.post('/api/reports', { itemId: item.id, reason: 'boring' }), 400);
    expect(bad.errors?.map((e) => e.field)).toEqual(['reason']);
    expectProblem(await reporter.client.post('/api/reports', { reason: 'spam' }), 400);
    expectProblem(
      await reporter.client.post('/api/reports', { itemId: '00000000-0000-4000-8000-000000000000', reason: 'spam' }),
      404,
    );
    expectProblem(await anonymous().post('/api/reports', { itemId: item.id, reason: 'spam' }), 401);
    expect(await testApp.eventCount()).toBe(before);
  });

  it('keeps the queue and the steps to moderators', async () => {
    // The account menu offers the queue to those the server lets in, and to nobody else.
    expect(((await moderator.client.get('/api/auth/me')).json as MeView).roles).toEqual(['moderator']);
    expect(((await reporter.client.get('/api/auth/me')).json as MeView).roles).toEqual([]);
    const item = await publishedItem('Not Yours To Hide');
    const before = await testApp.eventCount();
    expect((await reporter.client.get('/api/moderation/queue')).status).toBe(403);
    expect((await anonymous().get('/api/moderation/queue')).status).toBe(401);
    const hide = await reporter.client.post(`/api/moderation/items/${item.id}/hide`, { reason: 'Mine now' });
    expect(hide.status).toBe(403);
    expect(await testApp.eventCount()).toBe(before);
    expect(await listed(item.slug)).toBe(true);
  });

  it('hides an item from every public page with a reason its creator sees, and restores it', async () => {
    const item = await publishedItem('Hidden Kit');
    await caught(await reporter.client.post('/api/reports', { itemId: item.id, reason: 'copyright' }));
    expect((await moderator.client.post(`/api/moderation/items/${item.id}/hide`, { reason: '  ' })).status).toBe(400);

    const hidden = await caught(
      await moderator.client.post(`/api/moderation/items/${item.id}/hide`, { reason: 'Copies another kit' }),
    );
    expect(hidden.status).toBe(200);
    expect(await listed(item.slug)).toBe(false);
    expect((await anonymous().get(`/api/marketplace/components/${item.slug}`)).status).toBe(404);
    const search = (await anonymous().get('/api/marketplace/search?q=Hidden%20Kit')).json as {
      items: { slug: string }[];
    };
    expect(search.items.map((card) => card.slug)).not.toContain(item.slug);
    const page = (await anonymous().get(`/api/creators/${maker.handle}`)).json as CreatorPageView;
    expect((page.items.components ?? []).map((card) => card.slug)).not.toContain(item.slug);

    const own = (await maker.client.get(`/api/dashboard/components/${item.id}`)).json as ItemView;
    expect(own.moderation).toEqual({ hidden: true, reason: 'Copies another kit', at: expect.any(String) });
    expect(own.status).toBe('published');
    // The hide closed the case's reports; it now shows among the hidden items.
    expect((await queue()).map((entry) => entry.id)).not.toContain(`item-${item.id}`);
    expect((await queue('hidden')).map((entry) => entry.id)).toContain(`item-${item.id}`);
    expect((await moderator.client.post(`/api/moderation/items/${item.id}/hide`, { reason: 'Again' })).status).toBe(
      409,
    );

    await caught(
      await moderator.client.post(`/api/moderation/items/${item.id}/restore`, {
        reason: 'The creator showed a licence',
      }),
    );
    expect(await listed(item.slug)).toBe(true);
    expect(((await maker.client.get(`/api/dashboard/components/${item.id}`)).json as ItemView).moderation).toBeNull();
  });

  it('tells the creator by e-mail, in text and HTML, that a moderator hid their item and why', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const email = `hidden.${tag}@example.com`;
    const creator = new HttpClient(testApp.base);
    const signedUp = await signUpByEmail(
      testApp,
      creator,
      { email, password: `pw-${tag}-correct-horse`, handle: `hid_${tag}`, name: 'Hid' },
      newAddress(),
    );
    expect(signedUp.status).toBe(201);
    const created = await creator.post('/api/dashboard/components', { title: 'Kit <b>One</b>', summary: 'S' });
    await caught(await creator.post(`/api/dashboard/components/${field<string>(created, 'id')}/publish`));
    const before = (await mailTo(testApp, email)).length;
    await caught(
      await moderator.client.post(`/api/moderation/items/${field<string>(created, 'id')}/hide`, {
        reason: 'Copies <another> kit',
      }),
    );
    const mail = await mailTo(testApp, email);
    expect(mail).toHaveLength(before + 1);
    const [notice] = mail;
    expect(notice?.subject).toBe('“Kit <b>One</b>” was hidden by a moderator');
    expect(notice?.text).toContain('The reason: Copies <another> kit');
    expect(notice?.text).toContain(`${testApp.base}/dashboard/components`);
    expect(notice?.html).toContain('The reason: Copies &lt;another&gt; kit');
    expect(notice?.html).not.toContain('<another>');
  });

  it('hides a reported creator, their page and items, telling them why; restores them all; refuses every other try', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const email = `gone.${tag}@example.com`;
    const handle = `gone${tag}`;
    const creator = new HttpClient(testApp.base);
    const signedUp = await signUpByEmail(
      testApp,
      creator,
      { email, password: `pw-${tag}-correct-horse`, handle, name: 'Gone' },
      newAddress(),
    );
    expect(signedUp.status).toBe(201);
    const creatorId = field<string>(await creator.get('/api/auth/me'), 'id');
    const title = `Shady Kit ${tag}`;
    const created = await creator.post('/api/dashboard/components', { title, summary: 'S' });
    const slug = field<string>(created, 'slug');
    await caught(await creator.post(`/api/dashboard/components/${field<string>(created, 'id')}/publish`));
    await caught(await reporter.client.post('/api/reports', { creatorId, reason: 'misleading' }));
    const found = async (): Promise<boolean> => {
      const search = (await anonymous().get(`/api/marketplace/search?q=${encodeURIComponent(title)}`)).json as {
        items: { slug: string }[];
      };
      return search.items.some((card) => card.slug === slug);
    };
    expect(await found()).toBe(true);
    const suggested = async (): Promise<boolean> => {
      const suggestions = (await anonymous().get(`/api/marketplace/suggestions?q=${handle}`)).json as {
        creators: { handle: string }[];
      };
      return suggestions.creators.some((someone) => someone.handle === handle);
    };
    expect(await suggested()).toBe(true);

    const before = await testApp.eventCount();
    const hidePath = `/api/moderation/creators/${creatorId}/hide`;
    expect((await reporter.client.post(hidePath, { reason: 'Mine now' })).status).toBe(403);
    expect((await anonymous().post(hidePath, { reason: 'Gone' })).status).toBe(401);
    expect((await moderator.client.post(hidePath, { reason: ' ' })).status).toBe(400);
    const unknown = await moderator.client.post('/api/moderation/creators/nobody/hide', { reason: 'Gone' });
    expect(unknown.status).toBe(404);
    expect((unknown.json as ProblemDocument).status).toBe(404);
    expect((await moderator.client.post(`/api/moderation/creators/${creatorId}/restore`, { reason: 'x' })).status).toBe(
      409,
    );
    expect(await testApp.eventCount()).toBe(before);

    const mailBefore = (await mailTo(testApp, email)).length;
    expect((await caught(await moderator.client.post(hidePath, { reason: 'Sells <stolen> work' }))).status).toBe(200);
    expect((await anonymous().get(`/api/creators/${handle}`)).status).toBe(404);
    expect((await anonymous().get(`/api/marketplace/components/${slug}`)).status).toBe(404);
    expect(await listed(slug)).toBe(false);
    expect(await found()).toBe(false);
    expect(await suggested()).toBe(false);
    expect((await moderator.client.post(hidePath, { reason: 'Again' })).status).toBe(409);
    expect((await queue()).map((entry) => entry.id)).not.toContain(`creator-${creatorId}`);
    expect((await queue('hidden')).map((entry) => entry.id)).toContain(`creator-${creatorId}`);
    const mail = await mailTo(testApp, email);
    expect(mail).toHaveLength(mailBefore + 1);
    expect(mail[0]?.subject).toBe('Your creator page was hidden by a moderator');
    expect(mail[0]?.text).toContain('The reason: Sells <stolen> work');
    expect(mail[0]?.html).not.toContain('<stolen>');
    // The creator sees it on their dashboard, with why.
    expect(((await creator.get('/api/dashboard/profile')).json as ProfileView).moderation).toEqual({
      hidden: true,
      reason: 'Sells <stolen> work',
      at: expect.any(String),
    });

    await caught(
      await moderator.client.post(`/api/moderation/creators/${creatorId}/restore`, { reason: 'Licences shown' }),
    );
    expect((await anonymous().get(`/api/creators/${handle}`)).status).toBe(200);
    expect((await anonymous().get(`/api/marketplace/components/${slug}`)).status).toBe(200);
    expect(await listed(slug)).toBe(true);
    expect(await found()).toBe(true);
    expect(await suggested()).toBe(true);
    expect(((await creator.get('/api/dashboard/profile')).json as ProfileView).moderation).toBeUndefined();
  });

  it('dismisses a case’s reports with a note, and keeps every step in the log: who, what and why', async () => {
    const creatorCase = `creator-${maker.creatorId}`;
    await caught(await reporter.client.post('/api/reports', { creatorId: maker.creatorId, reason: 'misleading' }));
    expect((await queue()).find((entry) => entry.id === creatorCase)).toMatchObject({
      subject: { type: 'creator', handle: maker.handle },
    });
    await caught(
      await moderator.client.post(`/api/moderation/cases/${creatorCase}/dismiss`, { note: 'Checked their page' }),
    );
    expect((await queue()).map((entry) => entry.id)).not.toContain(creatorCase);
    expect((await moderator.client.post(`/api/moderation/cases/${creatorCase}/dismiss`, { note: 'x' })).status).toBe(
      409,
    );

    const log = await testApp.events.readAll({ after: null, limit: 100_000 });
    const steps = log.filter((event) => event.streamId.startsWith('moderation-'));
    expect(steps.map((event) => event.type)).toEqual(
      expect.arrayContaining(['ContentReported', 'ItemHidden', 'ItemRestored', 'ReportsDismissed']),
    );
    const dismissed = steps.find((event) => event.type === 'ReportsDismissed');
    expect(dismissed?.data).toMatchObject({ moderatorId: moderator.creatorId, note: 'Checked their page' });
    expect(dismissed?.metadata.creatorId).toBe(moderator.creatorId);
  });

  it('lets the creator of a hidden item answer the moderators beside the case, and refuses every other answer with a problem', async () => {
    const item = await publishedItem('Answered Kit');
    const answer = (who: HttpClient, message: string) =>
      who.post(`/api/moderation/items/${item.id}/answer`, { message });
    const countAnswers = async (): Promise<number> =>
      (await testApp.events.readAll({ after: null, limit: 100_000 })).filter(
        (event) => event.type === 'ModeratorsAnswered',
      ).length;
    const before = await countAnswers();
    // Nothing to answer while the item is shown.
    const early = await answer(maker.client, 'Why?');
    expect(early.status).toBe(409);
    expect((early.json as ProblemDocument).title).toBe('Not hidden');

    await caught(await moderator.client.post(`/api/moderation/items/${item.id}/hide`, { reason: 'Copied icons' }));
    // Someone else's item is as unknown as a missing one; a blank or a long answer names its field.
    expect((await answer(reporter.client, 'It is fine')).status).toBe(404);
    expect((await maker.client.post('/api/moderation/items/no-such-item/answer', { message: 'x' })).status).toBe(404);
    const blank = await answer(maker.client, '   ');
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.json)).toContain('message');
    expect((await answer(maker.client, 'x'.repeat(1001))).status).toBe(400);
    expect(await countAnswers()).toBe(before);

    const sent = await caught(await answer(maker.client, '  I replaced the icons with my own.  '));
    expect(sent.status).toBe(201);
    const hiddenCase = (await queue('hidden')).find((entry) => entry.id === `item-${item.id}`);
    expect(hiddenCase?.answers).toEqual([
      { creatorId: maker.creatorId, message: 'I replaced the icons with my own.', at: expect.any(String) },
    ]);
    expect(await countAnswers()).toBe(before + 1);

    // A conversation, not a flood: five an hour per account, then 429 with when to retry.
    for (let sentSoFar = 1; sentSoFar < 5; sentSoFar += 1)
      expect((await answer(maker.client, `Note ${sentSoFar}`)).status).toBe(201);
    const limited = await answer(maker.client, 'One more');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
    expect(await countAnswers()).toBe(before + 5);
  });
});
