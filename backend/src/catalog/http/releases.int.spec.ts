import { createHash } from 'node:crypto';
import { jest } from '@jest/globals';
import type { CardPage, FileUploadAnswer, ItemPageView, Library, LibraryEntry } from '@creators/contracts';
import { eventually, INTEGRATION_TEST_MS } from '@creators/storage/testing';
import { RELEASE_NOTICES_SENT, ReleaseNotices } from '../../commerce/notices/release-notices.js';
import { signedInCreator } from '../../testing/creators.js';
import { field, HttpClient, type Reply } from '../../testing/http-client.js';
import { mailTo, signUpByEmail } from '../../testing/mailbox.js';
import { awayFromWindowEnd, newAddress } from '../../testing/rate-windows.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { RELEASES_PER_ACCOUNT } from './releases.controller.js';

jest.setTimeout(INTEGRATION_TEST_MS);

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

describe('releases of an item, and the updates they bring its holders', () => {
  let testApp: TestApp;
  let maker: HttpClient;
  let makerHandle: string;
  let item: { id: string; slug: string };
  const kitV1 = Buffer.from('PK\u0003\u0004 kit, first version');
  const kitV2 = Buffer.from('PK\u0003\u0004 kit, sharper corners');
  const icons = Buffer.from('PK\u0003\u0004 icons');

  beforeAll(async () => {
    testApp = await startTestApp();
    const signedIn = await signedInCreator(testApp);
    maker = signedIn.client;
    makerHandle = signedIn.handle;
    const created = await maker.post('/api/dashboard/components', {
      title: 'Bento kit',
      summary: 'Cards in a grid',
      tags: ['grid'],
      price: { amount: 0, currency: 'USD' },
    });
    item = { id: field<string>(created, 'id'), slug: field<string>(created, 'slug') };
    const first = await release('1.0.0', 'First release', [await upload('kit.zip', kitV1)]);
    expect(first.status).toBe(201);
    await caughtUp(await maker.post(`/api/dashboard/components/${item.id}/publish`));
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function upload(name: string, bytes: Buffer, client = maker): Promise<string> {
    return ((await client.upload(`/api/media/files?name=${name}`, bytes)).json as FileUploadAnswer).id;
  }
  function release(version: string, notes: string, uploadIds: string[], client = maker): Promise<Reply> {
    return client.post(`/api/dashboard/components/${item.id}/releases`, {
      version,
      notes,
      files: uploadIds.map((uploadId) => ({ uploadId })),
    });
  }
  async function caughtUp(reply: Reply): Promise<void> {
    expect(await testApp.runner.waitFor(Number(field<string>(reply, 'position')), 10_000)).toBe(true);
  }
  async function expectRefused(send: () => Promise<Reply>, status: number, code?: RegExp): Promise<void> {
    const before = await testApp.eventCount();
    const reply = await send();
    expect(reply.status).toBe(status);
    expect(reply.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    if (code !== undefined) expect(JSON.stringify(reply.json)).toMatch(code);
    expect(await testApp.eventCount()).toBe(before);
  }
  async function holder(who: string): Promise<{ client: HttpClient; email: string }> {
    const tag = Math.random().toString(36).slice(2, 8);
    const email = `${who}.${tag}@example.com`;
    const client = new HttpClient(testApp.base);
    const body = { email, password: `pw-${tag}-correct-horse`, handle: `${who}_${tag}`, name: who };
    expect((await signUpByEmail(testApp, client, body, newAddress())).status).toBe(201);
    expect((await client.post(`/api/marketplace/components/${item.slug}/get`)).status).toBe(200);
    return { client, email };
  }
  async function entryOf(client: HttpClient): Promise<LibraryEntry> {
    const entry = ((await client.get('/api/library')).json as Library).entries.find((e) => e.itemId === item.id);
    if (entry === undefined) throw new Error('the item is not in the library');
    return entry;
  }
  const releaseMails = async (email: string) =>
    (await mailTo(testApp, email)).filter((mail) => mail.subject.includes('Bento kit'));

  it('refuses every bad release with a problem document, appending nothing', async () => {
    const stranger = (await signedInCreator(testApp)).client;
    const kit = await upload('kit.zip', kitV2);
    await expectRefused(() => release('1.1.0', 'Mine now', [], stranger), 404, /item_not_found|no such/);
    await expectRefused(() => release('1.0.0', 'Again', [kit]), 409, /greater than 1\.0\.0/);
    await expectRefused(() => release('0.9', 'Older', [kit]), 409, /greater than 1\.0\.0/);
    await expectRefused(() => release('one', 'Words', [kit]), 400, /version/);
    await expectRefused(() => release('1.1.0', '   ', [kit]), 400, /notes/);
    const many = Array.from({ length: 13 }, () => kit);
    await expectRefused(() => release('1.1.0', 'Too many', many), 400, /at most 12 files/);
    // Another account's upload is not the creator's to hand over.
    const theirs = await upload('theirs.zip', icons, stranger);
    await expectRefused(() => release('1.1.0', 'Borrowed', [theirs]), 400, /files\[0\]\.uploadId/);
    await expectRefused(
      () => new HttpClient(testApp.base).post(`/api/dashboard/components/${item.id}/releases`, {}),
      401,
    );
  });

  it('marks a holder’s item with what changed, mails them once, and unmarks it once they download the new release', async () => {
    const ada = await holder('ada');
    const before = await entryOf(ada.client);
    expect(before.releases.map((r) => r.version)).toEqual(['1.0.0']);
    expect(before.update).toBeNull();
    expect(before.downloadedVersion).toBeNull();

    const published = await release('1.1.0', 'Sharper corners; icons', [
      await upload('kit.zip', kitV2),
      await upload('icons.zip', icons),
    ]);
    expect(published.status).toBe(201);
    await caughtUp(published);

    const marked = await entryOf(ada.client);
    expect(marked.update).toEqual({
      from: '1.0.0',
      to: '1.1.0',
      added: ['icons.zip'],
      removed: [],
      changed: ['kit.zip'],
      notes: [{ version: '1.1.0', date: expect.any(String) as string, notes: 'Sharper corners; icons' }],
    });
    expect(marked.files.map((f) => f.name)).toEqual(['kit.zip', 'icons.zip']);

    // The earlier release stays downloadable, with its own bytes.
    const older = marked.releases.find((r) => r.version === '1.0.0')?.files[0];
    if (older === undefined) throw new Error('no file in 1.0.0');
    const oldBytes = await ada.client.bytes(older.downloadUrl);
    expect(oldBytes.status).toBe(200);
    expect(sha256(oldBytes.body)).toBe(sha256(kitV1));
    // Downloading an older release leaves the item marked.
    expect((await entryOf(ada.client)).update?.to).toBe('1.1.0');
    // A link is the holder's alone.
    expect((await (await signedInCreator(testApp)).client.bytes(older.downloadUrl)).status).toBe(403);

    // One e-mail per holder and release, however often the notices run.
    await testApp.app.get(ReleaseNotices).run();
    await testApp.app.get(ReleaseNotices).run();
    // A gateway that stopped after the messages but before marking the release told sends none again.
    await testApp.documents.write([{ op: 'delete', collection: RELEASE_NOTICES_SENT, id: `${item.id}@1.1.0` }]);
    expect(await testApp.app.get(ReleaseNotices).run()).toBeGreaterThanOrEqual(1);
    const mails = await releaseMails(ada.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['“Bento kit” 1.1.0 is out']);
    expect(mails[0]?.text).toContain('Sharper corners; icons');

    const latest = marked.files.find((f) => f.name === 'kit.zip');
    const newBytes = await ada.client.bytes(latest?.downloadUrl ?? '');
    expect(sha256(newBytes.body)).toBe(sha256(kitV2));
    const downloaded = await eventually(
      async () => {
        const entry = await entryOf(ada.client);
        return entry.downloadedVersion === null ? null : entry;
      },
      { what: 'the download of 1.1.0 in the library' },
    );
    expect(downloaded.downloadedVersion).toBe('1.1.0');
    expect(downloaded.update).toBeNull();
  });

  it('lets a holder mute an item’s release e-mail, and only a holder', async () => {
    const bo = await holder('bo');
    await expectRefused(() => maker.put(`/api/library/${item.id}/mute`, {}), 403);
    const muted = await bo.client.put(`/api/library/${item.id}/mute`, {});
    expect(muted.status).toBe(200);
    await caughtUp(muted);
    expect((await entryOf(bo.client)).muted).toBe(true);

    const published = await release('1.2.0', 'Dark variant', [await upload('kit.zip', kitV2)]);
    await caughtUp(published);
    await testApp.app.get(ReleaseNotices).run();
    expect(await releaseMails(bo.email)).toEqual([]);
    expect((await entryOf(bo.client)).update).toMatchObject({ from: '1.1.0', to: '1.2.0', changed: [] });

    const unmuted = await bo.client.delete(`/api/library/${item.id}/mute`);
    expect(unmuted.status).toBe(200);
    await caughtUp(unmuted);
    expect((await entryOf(bo.client)).muted).toBe(false);
  });

  it('shows the changelog on the item page and "updated" on its card', async () => {
    const described = await maker.patch(`/api/dashboard/components/${item.id}`, { description: 'Now with icons' });
    await caughtUp(described);
    const page = (await new HttpClient(testApp.base).get(`/api/marketplace/components/${item.slug}`))
      .json as ItemPageView;
    const lines = page.item.updates.map((line) => (line.type === 'release' ? line.version : line.type));
    expect(lines.slice(0, 2)).toEqual(['description', '1.2.0']);
    expect(lines).toContain('1.0.0');
    expect(page.item.updatedOn).toBe(page.item.updates[0]?.date);
    const cards = (await new HttpClient(testApp.base).get('/api/marketplace/components')).json as CardPage;
    expect(cards.items.find((card) => card.id === item.id)?.updatedOn).toBe(page.item.updatedOn);
  });

  it('brings a followed creator’s item back to the top of Following with its new release', async () => {
    const fan = (await signedInCreator(testApp)).client;
    expect((await fan.put(`/api/creators/${makerHandle}/follow`, {})).status).toBe(200);
    const later = await maker.post('/api/dashboard/components', {
      title: 'Later kit',
      summary: 'Published after the bento kit',
      tags: ['grid'],
    });
    await caughtUp(await maker.post(`/api/dashboard/components/${field<string>(later, 'id')}/publish`));
    const following = async () => ((await fan.get('/api/feed/following')).json as CardPage).items;
    expect((await following()).map((card) => card.title)).toEqual(['Later kit', 'Bento kit']);

    await caughtUp(await release('1.3.0', 'Bigger gaps', [await upload('kit.zip', kitV1)]));
    const [top] = await following();
    expect(top?.title).toBe('Bento kit');
    expect(top?.latestRelease).toEqual({ version: '1.3.0', date: expect.any(String) as string });
  });

  it('takes only so many releases an hour from one account, and a refused one appends nothing', async () => {
    const { client } = await signedInCreator(testApp);
    const created = await client.post('/api/dashboard/plugins', {
      title: 'Snap',
      summary: 'Snapping',
      version: '0.1.0',
    });
    const id = field<string>(created, 'id');
    await awayFromWindowEnd(RELEASES_PER_ACCOUNT.windowMs, 60_000);
    const send = (i: number) =>
      client.post(`/api/dashboard/plugins/${id}/releases`, { version: `1.${i}.0`, notes: `Fix ${i}` });
    for (let i = 0; i < RELEASES_PER_ACCOUNT.limit; i += 1) expect((await send(i)).status).toBe(201);
    await expectRefused(() => send(RELEASES_PER_ACCOUNT.limit), 429, /too many releases/);
  });
});
