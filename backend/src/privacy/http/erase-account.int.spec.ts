import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { strFromU8, unzipSync } from 'fflate';
import { generate } from 'otplib';
import { DELETED_CREATOR_NAME } from '@creators/contracts';
import type {
  AccountAnswer,
  ErasureReceipt,
  FileUploadAnswer,
  ImageUploadAnswer,
  Library,
  PlacedOrder,
  RecoveryCodes,
  TwoFactorSetup,
} from '@creators/contracts';
import { builtEntry, eventually, INTEGRATION_TEST_MS, runProcess } from '@creators/storage/testing';
import { signedInCreator } from '../../testing/creators.js';
import { field, HttpClient, type Reply } from '../../testing/http-client.js';
import { mailTo, signUpByEmail } from '../../testing/mailbox.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { Housekeeping, MAIL_KEPT_MS } from '../../app/housekeeping.js';
import { pngImage } from '../../media/testing/images.js';

jest.setTimeout(INTEGRATION_TEST_MS);

const HISTORY_CLI = builtEntry(new URL('../../../../projections/dist/history/cli.js', import.meta.url));
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** Every file under a folder, recursively. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('deleting an account', () => {
  let testApp: TestApp;
  const unique = randomUUID().slice(0, 8);
  // What must be forgotten: each occurs nowhere in the product once the account is deleted.
  const person = {
    name: `Zephyrine Quortle${unique}`,
    bio: `Carves tidal clocks on Quendry${unique}`,
    location: `Brindlemoor${unique}`,
    email: `zq${unique}@example.com`,
    link: `https://quortle${unique}.example`,
    collection: `Tide tables I keep${unique}`,
  };
  const forgotten = Object.values(person);
  // The address stays in one record only, the erasure receipt, until the mail's retention ends.
  const forgottenAtOnce = forgotten.filter((text) => text !== person.email);
  const password = 'a long enough password';
  let me: HttpClient;
  let myId: string;
  let myHandle: string;
  let buyerOfMine: HttpClient;
  let mySale: { slug: string; fileBytes: Buffer };
  let myCollection: string;
  let avatarHashes: string[];
  /** Someone who stays: their name shows in exports that show personal values. */
  let sellerName: string;
  /** The expert they wrote to. */
  let expertClient: HttpClient;

  const positionOf = (reply: Reply): number => Number(field<string>(reply, 'position'));
  const caughtUp = async (reply: Reply): Promise<void> => {
    expect(await testApp.runner.waitFor(positionOf(reply), 30_000)).toBe(true);
  };
  const uploadImage = async (client: HttpClient, purpose: string, color: number): Promise<ImageUploadAnswer> => {
    const reply = await client.upload(
      `/api/media/images?purpose=${purpose}`,
      await pngImage(400, 400, { r: color, g: 90, b: 30 }),
      { 'content-type': 'image/png' },
    );
    expect(reply.status).toBe(201);
    return reply.json as ImageUploadAnswer;
  };
  async function publishTemplate(
    client: HttpClient,
    title: string,
    fileBytes: Buffer,
    coverId?: string,
  ): Promise<{ id: string; slug: string }> {
    const file = (await client.upload(`/api/media/files?name=kit.zip`, fileBytes)).json as FileUploadAnswer;
    const created = await client.post('/api/dashboard/templates', {
      title,
      summary: 'A kit to start from',
      price: { amount: 1500, currency: 'USD' },
      files: [{ uploadId: file.id }],
      ...(coverId === undefined ? {} : { coverImageId: coverId }),
    });
    expect(created.status).toBe(201);
    const id = field<string>(created, 'id');
    const published = await client.post(`/api/dashboard/templates/${id}/publish`);
    expect(published.status).toBe(200);
    await caughtUp(published);
    return { id, slug: field<string>(created, 'slug') };
  }
  async function buy(client: HttpClient, itemId: string): Promise<void> {
    const placed = await client.post('/api/orders', { itemId });
    expect(placed.status).toBe(201);
    const { orderId } = placed.json as PlacedOrder;
    const paid = await client.post(`/api/test-checkout/${orderId}`, CARD);
    expect(paid.status).toBe(200);
  }
  beforeAll(async () => {
    testApp = await startTestApp({}, { builtFrontend: true });
    me = new HttpClient(testApp.base);
    myHandle = `quortle${unique}`;
    const signedUp = await signUpByEmail(testApp, me, {
      email: person.email,
      password,
      handle: myHandle,
      name: person.name,
    });
    expect(signedUp.status).toBe(201);
    myId = (signedUp.json as AccountAnswer).creator.id;

    const avatar = await uploadImage(me, 'avatar', 10);
    avatarHashes = avatar.image.variants.map((variant) => variant.hash);
    const profile = await me.patch('/api/dashboard/profile', {
      bio: person.bio,
      location: person.location,
      websiteUrl: person.link,
      avatarImageId: avatar.id,
    });
    expect(profile.status).toBe(200);
    expect((await me.post('/api/dashboard/links', { title: 'Studio', url: `${person.link}/studio` })).status).toBe(201);
    const listed = await me.put('/api/dashboard/expert', {
      services: ['Clock faces'],
      hourlyRate: { min: 40, max: 90, currency: 'EUR' },
      languages: ['en'],
      location: person.location,
      availability: 'available',
    });
    expect(listed.status).toBe(200);

    // Theirs to sell, with a cover; someone buys it.
    const cover = await uploadImage(me, 'cover', 200);
    mySale = { slug: '', fileBytes: Buffer.from(`PK\u0003\u0004 tidal clock kit ${unique}`) };
    const mine = await publishTemplate(me, 'Tidal Clock Kit', mySale.fileBytes, cover.id);
    mySale.slug = mine.slug;
    buyerOfMine = (await signedInCreator(testApp)).client;
    await buy(buyerOfMine, mine.id);

    // They buy from someone else, follow them, and write to an expert.
    const seller = await signedInCreator(testApp);
    sellerName = `Maker ${seller.handle}`;
    const theirs = await publishTemplate(seller.client, 'Harbour Kit', Buffer.from('PK\u0003\u0004 harbour kit'));
    await buy(me, theirs.id);
    expect((await me.put(`/api/creators/${seller.handle}/follow`, {})).status).toBe(200);
    const expert = await signedInCreator(testApp);
    expertClient = expert.client;
    const expertListed = await expert.client.put('/api/dashboard/expert', {
      services: ['Maps'],
      hourlyRate: { min: 50, max: 80, currency: 'EUR' },
      languages: ['en'],
      location: 'Elsewhere',
      availability: 'available',
    });
    expect(expertListed.status).toBe(200);
    await caughtUp(expertListed);
    const enquiry = await me.post(`/api/experts/${expert.handle}/enquiries`, {
      subject: `From ${person.name}`,
      message: `Write to me at ${person.email}, or see ${person.link}`,
    });
    expect(enquiry.status).toBe(201);
    await caughtUp(enquiry);
    expect((await expertClient.get('/api/dashboard/inbox')).text).toContain(`From ${person.name}`);
    // A public collection of their own, in their words.
    const collection = await me.post('/api/collections', { title: person.collection, description: person.bio });
    expect(collection.status).toBe(201);
    myCollection = `/api/creators/${myHandle}/collections/${field<string>(collection, 'slug')}`;
    await caughtUp(await me.post(`/api/collections/${field<string>(collection, 'id')}/publish`));
    expect((await new HttpClient(testApp.base).get(myCollection)).text).toContain(person.collection);
    // The product shows them before, in the API and the pages: the test would prove nothing if it did not.
    expect((await me.get(`/api/creators/${myHandle}`)).text).toContain(person.bio);
    expect((await new HttpClient(testApp.base).get(`/${myHandle}`)).text).toContain(person.bio);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('is refused without the right password, and then changes nothing', async () => {
    const before = await testApp.eventCount();
    const refused = await me.post('/api/account/erase', { password: 'not the password at all' });
    expect(refused.status).toBe(403);
    expect(await testApp.eventCount()).toBe(before);
    expect((await me.get('/api/auth/me')).status).toBe(200);
  });

  it('gives the person everything it holds about them as a ZIP built from the log, and tells them by e-mail', async () => {
    const reply = await me.bytes('/api/account/data');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/zip');
    expect(reply.headers.get('content-disposition')).toMatch(
      /^attachment; filename="creators-marketplace-data-[\d-]+\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(reply.body));
    const text = (path: string): string => strFromU8(files[path] ?? new Uint8Array(0));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['README.txt', 'account.json', 'profile.json', 'items.json', 'enquiries.json']),
    );
    expect(JSON.parse(text('account.json'))).toMatchObject({ id: myId, email: person.email, twoFactor: false });
    expect((JSON.parse(text('account.json')) as { sessions: unknown[] }).sessions.length).toBeGreaterThan(0);
    for (const detail of [person.name, person.bio, person.location, person.link])
      expect(text('profile.json')).toContain(detail);
    expect(text('enquiries.json')).toContain(`Write to me at ${person.email}`);
    const orders = JSON.parse(text('orders-and-licences.json')) as { type: string; data: { buyerId?: string } }[];
    // One bought from someone else, one sold to someone else.
    expect(orders.filter((event) => event.type === 'OrderPlaced')).toHaveLength(2);
    expect(orders.filter((event) => event.type === 'OrderPlaced' && event.data.buyerId === myId)).toHaveLength(1);
    expect(text('items.json')).toContain('Tidal Clock Kit');
    const uploads = Object.keys(files).filter((path) => path.startsWith('uploads/'));
    expect(uploads.some((path) => path.endsWith('/avatar.jpg'))).toBe(true);
    const kit = uploads.find((path) => path.endsWith('/kit.zip'));
    expect(Buffer.from(files[kit ?? ''] ?? new Uint8Array(0)).equals(mySale.fileBytes)).toBe(true);
    expect((await mailTo(testApp, person.email)).map((mail) => mail.subject)).toContain(
      'Your Creators Marketplace data was downloaded',
    );
    // Only theirs to take: signed out, nothing.
    expect((await new HttpClient(testApp.base).get('/api/account/data')).status).toBe(401);
  });

  it('forgets the person everywhere, mails a receipt, and leaves buyers their files', async () => {
    const erased = await me.post('/api/account/erase', { password });
    expect(erased.status).toBe(200);
    const receipt = erased.json as ErasureReceipt;
    expect(receipt).toMatchObject({ itemsWithdrawn: 1, filesKeptForHolders: 1 });

    // Signed out everywhere, and the address no longer signs in.
    expect((await me.get('/api/auth/me')).status).toBe(401);
    const signIn = await new HttpClient(testApp.base).post('/api/auth/sign-in', { email: person.email, password });
    expect(signIn.status).toBe(401);

    // The read models are rebuilt from the log without them; the database and its WAL keep no copy.
    const database = join(testApp.dataDir, 'creators.db');
    const databaseBytes = (): string =>
      [database, `${database}-wal`]
        .filter((path) => existsSync(path))
        .map((path) => readFileSync(path).toString('latin1'))
        .join('');
    await eventually(async () => (forgottenAtOnce.some((text) => databaseBytes().includes(text)) ? null : true), {
      what: 'the database files to hold none of the person’s details',
      timeoutMs: 60_000,
      progress: async () =>
        `still there: ${forgottenAtOnce.filter((text) => databaseBytes().includes(text)).join(', ')}`,
    });

    // Nothing the product answers names them.
    const visitor = new HttpClient(testApp.base);
    const answers = await Promise.all(
      [
        `/api/creators/${myHandle}`,
        myCollection,
        '/api/experts',
        `/api/marketplace/search?q=${encodeURIComponent('Zephyrine')}`,
        '/api/marketplace/templates',
        '/api/feed',
        '/sitemap.xml',
        '/feed.atom',
        `/${myHandle}/feed.atom`,
        `/${myHandle}`,
        '/experts',
        '/marketplace/templates',
        `/marketplace/templates/${mySale.slug}`,
        '/feed',
      ].map(async (path) => ({ path, text: (await visitor.get(path)).text })),
    );
    for (const { path, text } of answers)
      for (const detail of forgotten) expect(`${path}: ${text}`).not.toContain(detail);
    expect((await visitor.get(`/api/marketplace/templates/${mySale.slug}`)).status).toBe(404);
    // Their enquiry leaves the expert's inbox.
    expect(field<unknown[]>(await expertClient.get('/api/dashboard/inbox'), 'items')).toEqual([]);

    // Nor do the analysts' exports and an as-of build of the whole log, even with personal values shown.
    const env = { DATA_DIR: testApp.dataDir, EVENTSTORE_URL: '', MONGODB_URL: '', APP_SECRET: '' };
    for (const [name, format] of [
      ['log.ndjson', 'ndjson'],
      ['log.csv', 'csv'],
    ] as const) {
      const out = join(testApp.dataDir, name);
      const exported = await runProcess(
        process.execPath,
        [HISTORY_CLI, 'export', '--personal-data', '--format', format, '--out', out],
        {
          env,
          timeoutMs: 60_000,
        },
      );
      expect(exported.code).toBe(0);
      const text = readFileSync(out, 'utf8');
      expect(text).toContain(myId);
      expect(text).toContain(sellerName);
      for (const detail of forgotten) expect(text).not.toContain(detail);
    }
    const replayed = await runProcess(
      process.execPath,
      [
        HISTORY_CLI,
        'replay',
        '--personal-data',
        '--as-of',
        String(await testApp.eventCount()),
        '--name',
        'after',
        '--show',
        'experts',
      ],
      { env, timeoutMs: 60_000 },
    );
    expect(replayed.code).toBe(0);
    for (const detail of forgotten) expect(replayed.output).not.toContain(detail);
    for (const detail of forgottenAtOnce) expect(databaseBytes()).not.toContain(detail);

    // Their images are gone from the blob store; the file their buyer holds stays, and still downloads.
    const blobs = filesUnder(join(testApp.dataDir, 'blobs'));
    for (const blob of blobs)
      for (const detail of forgotten) expect(readFileSync(blob).toString('latin1')).not.toContain(detail);
    for (const hash of avatarHashes) expect(await testApp.blobs.exists(hash)).toBe(false);
    const library = await buyerOfMine.get('/api/library');
    const [held, ...more] = (library.json as Library).entries;
    expect(more).toEqual([]);
    expect(held).toMatchObject({ stillListed: false, creator: { name: DELETED_CREATOR_NAME } });
    for (const detail of forgotten) expect(library.text).not.toContain(detail);
    const download = await buyerOfMine.bytes(held?.files[0]?.downloadUrl ?? '');
    expect(download.status).toBe(200);
    expect(sha256(download.body)).toBe(sha256(mySale.fileBytes));

    // The receipt is the one message to the address left.
    const mail = await mailTo(testApp, person.email);
    expect(mail.map((message) => message.subject)).toEqual(['Your Creators Marketplace account was deleted']);
    // The address may open a new account: a new person, nothing of the old one.
    const again = new HttpClient(testApp.base);
    const rejoined = await signUpByEmail(testApp, again, {
      email: person.email,
      password,
      handle: `again${unique}`,
      name: 'Someone New',
    });
    expect(rejoined.status).toBe(201);
    expect((rejoined.json as AccountAnswer).creator.id).not.toBe(myId);
    expect(await mailTo(testApp, person.email)).toHaveLength(2);
    expect((await again.post('/api/account/erase', { password })).status).toBe(200);
    // Once the mail's retention has passed, the receipt goes too, and with it the last copy of the address.
    await testApp.app.get(Housekeeping).run(Date.now() + MAIL_KEPT_MS + 60_000);
    expect(await mailTo(testApp, person.email)).toEqual([]);
    for (const detail of forgotten) expect(databaseBytes()).not.toContain(detail);
  });

  it('asks for the second factor when it is on: without it nothing happens, with a recovery code the account goes', async () => {
    const other = new HttpClient(testApp.base);
    const email = `tf${unique}@example.com`;
    const joined = await signUpByEmail(testApp, other, { email, password, handle: `tf${unique}`, name: 'Two Factor' });
    expect(joined.status).toBe(201);
    const otherId = (joined.json as AccountAnswer).creator.id;
    const { secret } = (await other.post('/api/account/two-factor/setup')).json as TwoFactorSetup;
    const enabled = await other.post('/api/account/two-factor/enable', {
      code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) }),
    });
    expect(enabled.status).toBe(200);
    const [recoveryCode = ''] = (enabled.json as RecoveryCodes).recoveryCodes;

    const before = await testApp.eventCount();
    for (const body of [{ password }, { password, code: '000000' }]) {
      const refused = await other.post('/api/account/erase', body);
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.json)).toMatch(/code/);
    }
    expect(await testApp.eventCount()).toBe(before);
    expect((await other.get('/api/auth/me')).status).toBe(200);

    const erased = await other.post('/api/account/erase', { password, code: recoveryCode });
    expect(erased.status).toBe(200);
    const account = await testApp.events.readStream(`account-${otherId}`);
    expect(account.at(-1)).toMatchObject({ type: 'AccountErased', data: { creatorId: otherId } });
    expect((await other.get('/api/auth/me')).status).toBe(401);
  });
});
