import type { CardPage, CreatorPageView, FollowAnswer } from '@creators/contracts';
import { PROMPTLY_MS } from '@creators/storage/testing';
import { signedInCreator } from '../../testing/creators.js';
import { field, HttpClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

describe('following creators', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('follows and unfollows idempotently, with the count on the creator page', async () => {
    const maker = await signedInCreator(testApp);
    const fan = await signedInCreator(testApp);
    const before = await testApp.eventCount();
    const first = await fan.client.put(`/api/creators/${maker.handle}/follow`, {});
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ following: true, followers: 1 });
    const again = await fan.client.put(`/api/creators/${maker.handle.toUpperCase()}/follow`, {});
    expect(again.json).toMatchObject({ following: true, followers: 1 });
    expect(await testApp.eventCount()).toBe(before + 1);
    expect((await fan.client.get(`/api/creators/${maker.handle}/follow`)).json).toEqual({
      following: true,
      followers: 1,
    });
    const page = (await new HttpClient(testApp.base).get(`/api/creators/${maker.handle}`)).json as CreatorPageView;
    expect(page.creator.followers).toBe(1);

    const off = (await fan.client.delete(`/api/creators/${maker.handle}/follow`)).json as FollowAnswer;
    expect(off).toMatchObject({ following: false, followers: 0 });
    expect((await fan.client.delete(`/api/creators/${maker.handle}/follow`)).json).toMatchObject({ following: false });
    expect(await testApp.eventCount()).toBe(before + 2);
  });

  it('refuses following oneself, an unknown creator, and anyone signed out, appending nothing', async () => {
    const me = await signedInCreator(testApp);
    const before = await testApp.eventCount();
    expect((await me.client.put(`/api/creators/${me.handle}/follow`, {})).status).toBe(422);
    expect((await me.client.put('/api/creators/nobody-at-all/follow', {})).status).toBe(404);
    expect((await new HttpClient(testApp.base).put(`/api/creators/${me.handle}/follow`, {})).status).toBe(401);
    expect((await new HttpClient(testApp.base).get('/api/feed/following')).status).toBe(401);
    expect(await testApp.eventCount()).toBe(before);
  });

  it('shows the new items of followed creators under Following, newest first, and no one else’s', async () => {
    const followed = await signedInCreator(testApp);
    const stranger = await signedInCreator(testApp);
    const fan = await signedInCreator(testApp);
    expect((await fan.client.get('/api/feed/following')).json).toEqual({ items: [], nextCursor: null });
    await fan.client.put(`/api/creators/${followed.handle}/follow`, {});
    let position = 0;
    for (const [client, title] of [
      [followed.client, 'Followed First'],
      [stranger.client, 'Stranger Thing'],
      [followed.client, 'Followed Second'],
    ] as const) {
      const created = await client.post('/api/dashboard/components', { title, summary: 'S' });
      const published = await client.post(`/api/dashboard/components/${field<string>(created, 'id')}/publish`);
      position = Number(field<string>(published, 'position'));
    }
    expect(await testApp.runner.waitFor(position, PROMPTLY_MS)).toBe(true);
    const feed = (await fan.client.get('/api/feed/following')).json as CardPage;
    expect(feed.items.map((card) => card.title)).toEqual(['Followed Second', 'Followed First']);
  });
});
