import { createHash } from 'node:crypto';
import { jest } from '@jest/globals';
import type {
  Earnings,
  FileUploadAnswer,
  FunnelTotals,
  ItemAccess,
  Library,
  OrderView,
  PayoutAccountAnswer,
  PlacedOrder,
  SalesPage,
} from '@creators/contracts';
import { creatorStreamId, orderNumber, orderStreamId, type RecordedEvent } from '@creators/contracts';
import { SessionStore } from '../accounts/sessions/session-store.js';
import { INTEGRATION_TEST_MS } from '@creators/storage/testing';
import { signedInCreator } from '../testing/creators.js';
import { mailTo, signUpByEmail } from '../testing/mailbox.js';
import { newAddress } from '../testing/rate-windows.js';
import { anEvent } from '../testing/events.js';
import { awayFromWindowEnd } from '../testing/rate-windows.js';
import { DOWNLOAD_COUNT_WINDOW_MS } from './commands/record-download/record-download.handler.js';
import { CompleteOrderFollowUps } from './commands/complete-order-follow-ups/complete-order-follow-ups.command.js';
import { GrantUnansweredRefunds } from './commands/grant-unanswered-refunds/grant-unanswered-refunds.command.js';
import { PayOutBalances } from './commands/pay-out-balances/pay-out-balances.command.js';
import { DownloadLinks } from './downloads/download-links.js';
import { StripePayments } from './payments/stripe-payments.js';
import { paidSession, PEER_SECRET_KEY, PEER_WEBHOOK_SECRET, signedNotice, StripePeer } from './testing/stripe-peer.js';
import { field, HttpClient, postWithHeaders, type Reply } from '../testing/http-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { CommandBus } from '@nestjs/cqrs';

// A burst of downloads may first wait for the start of a window.
jest.setTimeout(INTEGRATION_TEST_MS);

const SUCCESS = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
const DECLINED = { cardNumber: '4000 0000 0000 0002', expiry: '12/39', cvc: '123' };
const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

describe('getting and buying', () => {
  let testApp: TestApp;
  let seller: HttpClient;
  let buyer: HttpClient;
  let other: HttpClient;
  let sellerId: string;
  const zipBytes = Buffer.from('PK\u0003\u0004 a small template kit');
  const svgBytes = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>');
  let paid: { id: string; slug: string; fileId: string };
  let free: { id: string; slug: string; fileId: string };

  beforeAll(async () => {
    testApp = await startTestApp();
    const me = await signedInCreator(testApp);
    seller = me.client;
    sellerId = me.creatorId;
    buyer = (await signedInCreator(testApp)).client;
    other = (await signedInCreator(testApp)).client;
    paid = await publish('templates', 'Paid Kit', { amount: 3000, currency: 'USD' }, 'kit.zip', zipBytes);
    free = await publish('vectors', 'Free Shapes', { amount: 0, currency: 'USD' }, 'shapes.svg', svgBytes, 'svg');
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function publish(
    kind: 'templates' | 'vectors',
    title: string,
    price: { amount: number; currency: string },
    name: string,
    bytes: Buffer,
    format?: string,
  ): Promise<{ id: string; slug: string; fileId: string }> {
    const upload = (await seller.upload(`/api/media/files?name=${name}`, bytes)).json as FileUploadAnswer;
    const created = await seller.post(`/api/dashboard/${kind}`, {
      title,
      summary: 'For the tests',
      price,
      ...(kind === 'vectors' ? { formats: ['svg'] } : {}),
      files: [{ uploadId: upload.id, ...(format === undefined ? {} : { format }) }],
    });
    expect(created.status).toBe(201);
    const id = field<string>(created, 'id');
    const published = await seller.post(`/api/dashboard/${kind}/${id}/publish`);
    expect(published.status).toBe(200);
    await caughtUp(published);
    return { id, slug: field<string>(created, 'slug'), fileId: upload.id };
  }
  async function caughtUp(reply: Reply): Promise<void> {
    expect(await testApp.runner.waitFor(Number(field<string>(reply, 'position')), 10_000)).toBe(true);
  }
  /** A refusal: the status, a problem document, and nothing appended to the log. */
  async function expectRefused(send: () => Promise<Reply>, status: number, code?: RegExp): Promise<Reply> {
    const before = await testApp.eventCount();
    const reply = await send();
    expect(reply.status).toBe(status);
    expect(reply.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    if (code !== undefined) expect(JSON.stringify(reply.json)).toMatch(code);
    expect(await testApp.eventCount()).toBe(before);
    return reply;
  }
  const access = async (client: HttpClient, kind: string, slug: string): Promise<ItemAccess> => {
    const reply = await client.get(`/api/marketplace/${kind}/${slug}/access`);
    expect(reply.status).toBe(200);
    return reply.json as ItemAccess;
  };
  async function buy(client: HttpClient, itemId: string): Promise<string> {
    const placed = await client.post('/api/orders', { itemId });
    expect(placed.status).toBe(201);
    const { orderId, checkoutUrl } = placed.json as PlacedOrder;
    expect(checkoutUrl).toBe(`/checkout/${orderId}`);
    const paidReply = await client.post(`/api/test-checkout/${orderId}`, SUCCESS);
    expect(paidReply.status).toBe(200);
    return orderId;
  }

  describe('a free item', () => {
    it('shows what it includes to visitors without links, and counts gets', async () => {
      const anonymous = new HttpClient(testApp.base);
      const seen = await access(anonymous, 'vectors', free.slug);
      expect(seen).toMatchObject({ itemId: free.id, own: false, entitled: false, files: [], way: null });
    });

    it('needs a signed-in account to get, and getting twice records one get', async () => {
      const anonymous = new HttpClient(testApp.base);
      await expectRefused(() => anonymous.post(`/api/marketplace/vectors/${free.slug}/get`), 401);
      const before = await testApp.eventCount();
      const first = await buyer.post(`/api/marketplace/vectors/${free.slug}/get`);
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({ entitled: true, way: 'get', acquisitions: 1, gets: 1, sales: 0 });
      expect(await testApp.eventCount()).toBe(before + 1);
      const again = await buyer.post(`/api/marketplace/vectors/${free.slug}/get`);
      expect(again.json).toMatchObject({ entitled: true, acquisitions: 1 });
      expect(await testApp.eventCount()).toBe(before + 1);
    });

    it('downloads through a signed link bound to the account, with ranges, and counts the download', async () => {
      const held = await access(buyer, 'vectors', free.slug);
      const [file] = held.files;
      if (file === undefined) throw new Error('no file');
      expect(file.downloadUrl).toMatch(/^\/api\/downloads\/[\w-]+\.[\w-]+$/);
      const before = await testApp.eventCount();
      const whole = await buyer.bytes(file.downloadUrl);
      expect(whole.status).toBe(200);
      expect(sha256(whole.body)).toBe(sha256(svgBytes));
      expect(whole.headers.get('content-disposition')).toMatch(/^attachment; filename="shapes\.svg"/);
      expect(whole.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
      expect(await testApp.eventCount()).toBe(before + 1);
      // Resuming (a range past the start) is the same download: not counted again.
      const rest = await buyer.bytes(file.downloadUrl, { range: 'bytes=10-' });
      expect(rest.status).toBe(206);
      expect(rest.body.equals(svgBytes.subarray(10))).toBe(true);
      expect(await testApp.eventCount()).toBe(before + 1);
    });

    it('counts a file once per account in its window, however often a script asks for its first byte', async () => {
      const pumper = (await signedInCreator(testApp)).client;
      expect((await pumper.post(`/api/marketplace/vectors/${free.slug}/get`)).status).toBeLessThan(300);
      const [file] = (await access(pumper, 'vectors', free.slug)).files;
      if (file === undefined) throw new Error('no file');
      const downloads = async (): Promise<number> => {
        expect(await testApp.runner.waitFor(await testApp.eventCount(), 10_000)).toBe(true);
        return field<FunnelTotals>(await seller.get('/api/dashboard/insights?days=7'), 'totals').downloads;
      };
      const counted = await downloads();
      const before = await testApp.eventCount();
      // At a window's end the burst would be two downloads, rightly: keep it inside one.
      await awayFromWindowEnd(DOWNLOAD_COUNT_WINDOW_MS, 60_000);
      for (let i = 0; i < 30; i += 1) {
        const first = await pumper.bytes(file.downloadUrl, { range: 'bytes=0-0' });
        expect(first.status).toBe(206);
      }
      expect(await testApp.eventCount()).toBe(before + 1);
      expect(await downloads()).toBe(counted + 1);
    });

    it('refuses the link to another account, to nobody signed in, and when altered', async () => {
      const [file] = (await access(buyer, 'vectors', free.slug)).files;
      if (file === undefined) throw new Error('no file');
      expect((await other.bytes(file.downloadUrl)).status).toBe(403);
      expect((await new HttpClient(testApp.base).bytes(file.downloadUrl)).status).toBe(401);
      const [payload = '', mac = ''] = file.downloadUrl.slice('/api/downloads/'.length).split('.');
      const forged = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), e: Date.now() + 10 ** 9 }),
      ).toString('base64url');
      expect((await buyer.bytes(`/api/downloads/${forged}.${mac}`)).status).toBe(403);
      expect((await buyer.bytes(`/api/downloads/${payload}.${mac.slice(1)}x`)).status).toBe(403);
    });
  });

  it('refuses a link once it has expired, and says to ask for a new one', async () => {
    const held = await access(buyer, 'vectors', free.slug);
    const accountId = JSON.parse(
      Buffer.from(held.files[0]?.downloadUrl.split('/').at(-1)?.split('.')[0] ?? '', 'base64url').toString(),
    ) as { a: string };
    // Signed by the gateway's own key an hour ago: genuine, and expired.
    const old = await testApp.app
      .get(DownloadLinks)
      .sign({ accountId: accountId.a, itemId: free.id, uploadId: free.fileId }, Date.now() - 60 * 60 * 1000);
    const expired = await buyer.request('GET', old);
    expect(expired.status).toBe(410);
    expect(expired.text).toMatch(/expired/);
  });

  describe('refunds', () => {
    let maker: { client: HttpClient; email: string };
    let fan: { client: HttpClient; email: string };
    let kit: { id: string; slug: string };
    const DAY = 24 * 60 * 60 * 1000;

    const person = async (who: string) => {
      const tag = Math.random().toString(36).slice(2, 8);
      const email = `${who}.${tag}@example.com`;
      const client = new HttpClient(testApp.base);
      const body = { email, password: `pw-${tag}-correct-horse`, handle: `${who}_${tag}`, name: who };
      expect((await signUpByEmail(testApp, client, body, newAddress())).status).toBe(201);
      return { client, email };
    };
    const libraryOf = async (client: HttpClient) => ((await client.get('/api/library')).json as Library).entries;
    const grant = (now: Date): Promise<number> => testApp.app.get(CommandBus).execute(new GrantUnansweredRefunds(now));

    beforeAll(async () => {
      maker = await person('maker');
      fan = await person('fan');
      const upload = (await maker.client.upload('/api/media/files?name=kit.zip', zipBytes)).json as FileUploadAnswer;
      const created = await maker.client.post('/api/dashboard/templates', {
        title: 'Refund Kit',
        summary: 'Sold and given back',
        price: { amount: 2000, currency: 'EUR' },
        files: [{ uploadId: upload.id }],
      });
      await caughtUp(await maker.client.post(`/api/dashboard/templates/${field<string>(created, 'id')}/publish`));
      kit = { id: field<string>(created, 'id'), slug: field<string>(created, 'slug') };
    });

    it('lets the creator refund a sale with a reason: the buyer loses the item and its links, and both are told', async () => {
      const orderId = await buy(fan.client, kit.id);
      const [file] = (await access(fan.client, 'templates', kit.slug)).files;
      expect((await fan.client.bytes(file?.downloadUrl ?? '')).status).toBe(200);
      const sales = (await maker.client.get('/api/dashboard/sales')).json as SalesPage;
      expect(sales.items).toEqual([
        expect.objectContaining({
          orderId,
          orderNumber: orderNumber(orderId),
          title: 'Refund Kit',
          amount: 2000,
          status: 'paid',
        }),
      ]);
      // Only the creator refunds, with a reason.
      await expectRefused(() => other.post(`/api/dashboard/sales/${orderId}/refund`, { reason: 'Mine' }), 404);
      await expectRefused(() => fan.client.post(`/api/dashboard/sales/${orderId}/refund`, { reason: 'Mine' }), 404);
      await expectRefused(
        () => maker.client.post(`/api/dashboard/sales/${orderId}/refund`, { reason: '  ' }),
        400,
        /reason/,
      );
      expect((await other.get('/api/dashboard/sales')).json).toEqual({ items: [] });

      const refunded = await maker.client.post(`/api/dashboard/sales/${orderId}/refund`, {
        reason: 'Wrong file, sorry',
      });
      expect(refunded.status).toBe(200);
      expect(refunded.json).toEqual({ orderId, status: 'refunded' });
      expect((await testApp.events.readStream(orderStreamId(orderId))).at(-1)).toMatchObject({
        type: 'OrderRefunded',
        data: { amount: 2000, currency: 'EUR', cause: 'refunded_by_creator', note: 'Wrong file, sorry' },
      });
      expect((await libraryOf(fan.client)).map((entry) => entry.itemId)).not.toContain(kit.id);
      expect((await fan.client.bytes(file?.downloadUrl ?? '')).status).toBe(403);
      expect((await access(fan.client, 'templates', kit.slug)).entitled).toBe(false);
      const [toFan] = (await mailTo(testApp, fan.email)).filter((mail) => mail.subject.startsWith('Refunded'));
      expect(toFan?.text).toContain('The reason given: Wrong file, sorry');
      expect(toFan?.text).toContain('20.00 EUR');
      expect(toFan?.html).toContain('no longer work');
      const [toMaker] = (await mailTo(testApp, maker.email)).filter((mail) =>
        mail.subject.startsWith('A sale was refunded'),
      );
      expect(toMaker?.text).toContain(orderNumber(orderId));
      // Refunded once.
      await expectRefused(() => maker.client.post(`/api/dashboard/sales/${orderId}/refund`, { reason: 'Again' }), 409);
    });

    it('takes a buyer’s request within the days allowed, once, and lets the creator decline it', async () => {
      const orderId = await buy(fan.client, kit.id);
      const entry = (await libraryOf(fan.client)).find((e) => e.itemId === kit.id);
      expect(entry?.refund).toEqual({ requestableUntil: expect.any(String), request: null });
      await expectRefused(() => other.post(`/api/orders/${orderId}/refund-request`, { reason: 'Gimme' }), 404);
      await expectRefused(() => fan.client.post(`/api/orders/${orderId}/refund-request`, {}), 400, /reason/);
      const asked = await fan.client.post(`/api/orders/${orderId}/refund-request`, { reason: 'It does not open' });
      expect(asked.status).toBe(201);
      const { answerBy } = asked.json as { answerBy: string };
      expect(Date.parse(answerBy) - Date.now()).toBeGreaterThan(6 * DAY);
      await expectRefused(
        () => fan.client.post(`/api/orders/${orderId}/refund-request`, { reason: 'Again' }),
        409,
        /refund-already-requested/,
      );
      const [toMaker] = (await mailTo(testApp, maker.email)).filter((mail) => mail.subject.startsWith('A buyer asks'));
      expect(toMaker?.text).toContain('It does not open');
      expect((await libraryOf(fan.client)).find((e) => e.itemId === kit.id)?.refund).toEqual({
        requestableUntil: null,
        request: 'open',
      });
      const sale = ((await maker.client.get('/api/dashboard/sales')).json as SalesPage).items.find(
        (s) => s.orderId === orderId,
      );
      expect(sale?.refundRequest).toEqual({ status: 'open', reason: 'It does not open', answerBy });

      await expectRefused(
        () => other.post(`/api/dashboard/sales/${orderId}/refund-request/decline`, { reason: 'No' }),
        404,
      );
      const declined = await maker.client.post(`/api/dashboard/sales/${orderId}/refund-request/decline`, {
        reason: 'It opens in version 3',
      });
      expect(declined.status).toBe(200);
      expect(declined.json).toEqual({ orderId, status: 'paid' });
      await expectRefused(() => maker.client.post(`/api/dashboard/sales/${orderId}/refund-request/approve`), 409);
      expect((await libraryOf(fan.client)).find((e) => e.itemId === kit.id)?.refund?.request).toBe('declined');
      // A declined request is not granted by the clock either.
      expect(await grant(new Date(Date.now() + 30 * DAY))).toBe(0);
      expect((await fan.client.get(`/api/orders/${orderId}`)).json).toMatchObject({ status: 'paid' });
      await maker.client.post(`/api/dashboard/sales/${orderId}/refund`, { reason: 'Changed my mind' });
    });

    it('grants a request the creator never answers once its answer-by day passes, once', async () => {
      const orderId = await buy(fan.client, kit.id);
      expect((await fan.client.post(`/api/orders/${orderId}/refund-request`, { reason: 'Broken' })).status).toBe(201);
      expect(await grant(new Date())).toBe(0);
      expect(await grant(new Date(Date.now() + 8 * DAY))).toBe(1);
      expect((await fan.client.get(`/api/orders/${orderId}`)).json).toMatchObject({ status: 'refunded' });
      expect((await testApp.events.readStream(orderStreamId(orderId))).at(-1)).toMatchObject({
        type: 'OrderRefunded',
        data: { cause: 'requested_by_buyer', note: expect.stringMatching(/did not answer/) },
      });
      expect((await libraryOf(fan.client)).map((entry) => entry.itemId)).not.toContain(kit.id);
      const before = await testApp.eventCount();
      expect(await grant(new Date(Date.now() + 9 * DAY))).toBe(0);
      expect(await testApp.eventCount()).toBe(before);
    });

    it('lets the creator approve a request, and refuses one asked too late', async () => {
      const orderId = await buy(fan.client, kit.id);
      await fan.client.post(`/api/orders/${orderId}/refund-request`, { reason: 'Not for me' });
      const approved = await maker.client.post(`/api/dashboard/sales/${orderId}/refund-request/approve`);
      expect(approved.json).toEqual({ orderId, status: 'refunded' });
      expect((await testApp.events.readStream(orderStreamId(orderId))).at(-1)).toMatchObject({
        data: { cause: 'requested_by_buyer' },
      });

      // An order of the fan's paid fifteen days ago: the window counts from its paid event's time.
      const [placed] = await testApp.events.readStream(orderStreamId(orderId));
      if (placed === undefined) throw new Error('no order');
      const late = `late-${orderId}`;
      const longAgo = (event: ReturnType<typeof anEvent>) => ({
        ...event,
        metadata: { ...event.metadata, occurredAt: new Date(Date.now() - 15 * DAY).toISOString() },
      });
      await testApp.events.append(
        orderStreamId(late),
        [
          longAgo(anEvent('OrderPlaced', { ...(placed.data as object), orderId: late })),
          longAgo(
            anEvent('OrderPaid', {
              orderId: late,
              noticeId: 'n-old',
              amount: 2000,
              currency: 'EUR',
              paymentRef: 'old',
            }),
          ),
        ],
        'no_stream',
      );
      await expectRefused(
        () => fan.client.post(`/api/orders/${late}/refund-request`, { reason: 'Late' }),
        409,
        /refund-window-closed/,
      );
    });
  });

  describe('selling tools', () => {
    let maker: HttpClient;
    const sell = async (title: string, price: object): Promise<string> => {
      const created = await maker.post('/api/dashboard/templates', { title, summary: 'Tools', price });
      expect(created.status).toBe(201);
      await caughtUp(await maker.post(`/api/dashboard/templates/${field<string>(created, 'id')}/publish`));
      return field<string>(created, 'id');
    };
    beforeAll(async () => {
      maker = (await signedInCreator(testApp)).client;
    });

    it('shows the licence before buying', async () => {
      const seen = await access(new HttpClient(testApp.base), 'templates', paid.slug);
      expect(seen.licenceText).toMatch(/^“Paid Kit” by Maker .* commercial projects, including work for clients/);
    });

    it('lets the buyer name the price of a pay-what-you-want item, at least its minimum', async () => {
      const itemId = await sell('Name Your Price', { amount: 500, currency: 'USD', payWhatYouWant: true });
      const fixed = await sell('Fixed Price', { amount: 500, currency: 'USD' });
      const { client: fan } = await signedInCreator(testApp);
      await expectRefused(() => fan.post('/api/orders', { itemId, amount: 499 }), 400, /amount.*at least 5\.00 USD/);
      await expectRefused(() => fan.post('/api/orders', { itemId: fixed, amount: 900 }), 400, /fixed price/);
      const placed = (await fan.post('/api/orders', { itemId, amount: 1500 })).json as PlacedOrder;
      expect((await fan.get(`/api/orders/${placed.orderId}`)).json).toMatchObject({ amount: 1500, currency: 'USD' });
      expect((await testApp.events.readStream(orderStreamId(placed.orderId))).at(-1)?.data).toMatchObject({
        amount: 1500,
        listPrice: 500,
        platformFee: 150,
      });
    });

    it('takes a creator’s discount code within its item, count and date, and charges the price paid', async () => {
      const itemId = await sell('Coded Kit', { amount: 1000, currency: 'USD' });
      const otherItem = await sell('Other Kit', { amount: 1000, currency: 'USD' });
      expect(
        (await maker.post('/api/dashboard/discount-codes', { code: 'launch20', percentOff: 20, itemId, maxUses: 1 }))
          .status,
      ).toBe(201);
      expect(
        (await maker.post('/api/dashboard/discount-codes', { code: 'FIVE-OFF', amountOff: 500, currency: 'USD' }))
          .status,
      ).toBe(201);
      expect(
        (
          await maker.post('/api/dashboard/discount-codes', {
            code: 'OLD',
            percentOff: 50,
            expiresAt: '2020-01-01T00:00:00.000Z',
          })
        ).status,
      ).toBe(201);
      await expectRefused(() => maker.post('/api/dashboard/discount-codes', { code: 'LAUNCH20', percentOff: 5 }), 409);
      await expectRefused(
        () =>
          maker.post('/api/dashboard/discount-codes', { code: 'BOTH', percentOff: 5, amountOff: 100, currency: 'USD' }),
        400,
        /percentOff/,
      );
      await expectRefused(
        () => other.post('/api/dashboard/discount-codes', { code: 'MINE', percentOff: 5, itemId }),
        400,
        /itemId/,
      );

      const fans = await Promise.all([1, 2, 3].map(async () => (await signedInCreator(testApp)).client));
      const [one, two, three] = fans;
      if (one === undefined || two === undefined || three === undefined) throw new Error('no fans');
      await expectRefused(
        () => one.post('/api/orders', { itemId: otherItem, discountCode: 'LAUNCH20' }),
        422,
        /another item/,
      );
      await expectRefused(() => one.post('/api/orders', { itemId, discountCode: 'OLD' }), 422, /expired/);
      await expectRefused(
        () => one.post('/api/orders', { itemId, discountCode: 'NOPE' }),
        422,
        /no such discount code/,
      );
      // One use left, two buyers at once: one gets it.
      const both = await Promise.all(
        [one, two].map((fan) => fan.post('/api/orders', { itemId, discountCode: 'launch20' })),
      );
      expect(both.map((reply) => reply.status).sort()).toEqual([201, 422]);
      const won = both.find((reply) => reply.status === 201)?.json as PlacedOrder;
      const winner = both[0]?.status === 201 ? one : two;
      expect((await winner.get(`/api/orders/${won.orderId}`)).json).toMatchObject({ amount: 800 });
      expect((await winner.post(`/api/test-checkout/${won.orderId}`, SUCCESS)).status).toBe(200);
      const entry = ((await winner.get('/api/library')).json as Library).entries.find((e) => e.itemId === itemId);
      expect(entry?.receipt).toMatchObject({ amount: 800, currency: 'USD' });
      // A code for all the creator's items, an amount off.
      const five = (await three.post('/api/orders', { itemId: otherItem, discountCode: 'five-off' }))
        .json as PlacedOrder;
      expect((await three.get(`/api/orders/${five.orderId}`)).json).toMatchObject({ amount: 500 });
      const codes = (await maker.get('/api/dashboard/discount-codes')).json as {
        items: { code: string; uses: number }[];
      };
      expect(codes.items.map(({ code, uses }) => [code, uses]).sort()).toEqual([
        ['FIVE-OFF', 1],
        ['LAUNCH20', 1],
        ['OLD', 0],
      ]);
      const sales = ((await maker.get('/api/dashboard/sales')).json as SalesPage).items;
      expect(sales.find((sale) => sale.orderId === won.orderId)?.amount).toBe(800);
    });
  });

  describe('earnings and payouts', () => {
    const DAY = 24 * 60 * 60 * 1000;
    const payOut = (now: Date): Promise<number> => testApp.app.get(CommandBus).execute(new PayOutBalances(now));

    it('keeps a ledger per creator: gross, the fee, refunds, pending, payouts once, and a monthly CSV', async () => {
      const { client: maker } = await signedInCreator(testApp);
      const created = await maker.post('/api/dashboard/templates', {
        title: 'Ledger, "Kit"',
        summary: 'Counted',
        price: { amount: 1000, currency: 'USD' },
      });
      await caughtUp(await maker.post(`/api/dashboard/templates/${field<string>(created, 'id')}/publish`));
      const itemId = field<string>(created, 'id');
      const first = await buy((await signedInCreator(testApp)).client, itemId);
      const second = await buy((await signedInCreator(testApp)).client, itemId);
      // The fee is fixed on the order when it is placed (10% by default).
      expect((await testApp.events.readStream(orderStreamId(first)))[0]?.data).toMatchObject({ platformFee: 100 });
      await maker.post(`/api/dashboard/sales/${second}/refund`, { reason: 'Sold by mistake' });

      const earnings = (await maker.get('/api/dashboard/earnings')).json as Earnings;
      expect(earnings).toMatchObject({ feePercent: 10, holdDays: 7, account: null, payouts: [] });
      expect(earnings.balances).toEqual([
        {
          currency: 'USD',
          gross: 2000,
          fees: 100,
          refunds: 1000,
          net: 900,
          pending: 900,
          available: 0,
          paidOut: 0,
          paidDirect: 0,
        },
      ]);
      const month = new Date().toISOString().slice(0, 7);
      expect(earnings.months).toEqual([{ month, currency: 'USD', gross: 2000, fees: 100, refunds: 1000, net: 900 }]);
      expect(((await other.get('/api/dashboard/earnings')).json as Earnings).balances).toEqual([]);
      await expectRefused(() => new HttpClient(testApp.base).get('/api/dashboard/earnings'), 401);

      // No account, no payout; then the test-mode account, marked as such.
      expect(await payOut(new Date(Date.now() + 8 * DAY))).toBe(0);
      const connected = await maker.post('/api/dashboard/payout-account');
      expect(connected.status).toBe(200);
      expect(connected.json as PayoutAccountAnswer).toMatchObject({ testMode: true, onboardingUrl: null });
      expect(((await maker.get('/api/dashboard/earnings')).json as Earnings).account).toMatchObject({
        provider: 'test',
        testMode: true,
      });
      // Still held: nothing available yet.
      expect(await payOut(new Date())).toBe(0);
      const later = new Date(Date.now() + 8 * DAY);
      expect(await payOut(later)).toBe(1);
      expect(await testApp.runner.waitFor(await testApp.eventCount(), 10_000)).toBe(true);
      expect(await payOut(new Date(Date.now() + 9 * DAY))).toBe(0);
      const paid = (await maker.get('/api/dashboard/earnings')).json as Earnings;
      // Test mode moves no money, and records the payout's transfer the same way.
      expect(paid.payouts).toEqual([
        {
          payoutId: expect.any(String),
          amount: 900,
          currency: 'USD',
          sentAt: later.toISOString(),
          transferredAt: later.toISOString(),
        },
      ]);
      expect(paid.balances[0]?.paidOut).toBe(900);

      const csv = await maker.get(`/api/dashboard/earnings/statement?month=${month}`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      const lines = csv.text.trim().split('\r\n');
      expect(lines[0]).toBe('date,type,order,item,currency,amount,platform_fee,net');
      // The payout, eight days on, is this month's too when that is still this month.
      const payoutThisMonth = later.toISOString().slice(0, 7) === month ? ['payout '] : [];
      expect(
        lines
          .slice(1)
          .map((line) => line.split(',').slice(1, 3).join(' '))
          .sort(),
      ).toEqual(
        [
          ...payoutThisMonth,
          `refund ${orderNumber(second)}`,
          `sale ${orderNumber(first)}`,
          `sale ${orderNumber(second)}`,
        ].sort(),
      );
      expect(csv.text).toContain(`sale,${orderNumber(first)},"Ledger, ""Kit""",USD,10.00,-1.00,9.00`);
      const payoutCsv = await maker.get(`/api/dashboard/earnings/statement?month=${later.toISOString().slice(0, 7)}`);
      expect(payoutCsv.text).toContain(',payout,,,USD,-9.00,0.00,-9.00');
      await expectRefused(() => maker.get('/api/dashboard/earnings/statement?month=2026-13'), 400, /month/);
    });
  });

  describe('a paid item', () => {
    it('cannot be got for free, nor bought by its creator', async () => {
      await expectRefused(() => buyer.post(`/api/marketplace/templates/${paid.slug}/get`), 409, /not_free|sold/);
      await expectRefused(() => seller.post('/api/orders', { itemId: paid.id }), 409, /own item/);
      await expectRefused(() => buyer.post('/api/orders', { itemId: free.id }), 409, /free/);
      await expectRefused(() => buyer.post('/api/orders', { itemId: 'no-such-item' }), 404);
      await expectRefused(() => buyer.post('/api/orders', {}), 400, /itemId/);
    });

    it('is not downloadable on an unpaid order; a declined card says so and the order takes another', async () => {
      const placed = await other.post('/api/orders', { itemId: paid.id });
      const { orderId } = placed.json as PlacedOrder;
      const order = (await other.get(`/api/orders/${orderId}`)).json as OrderView;
      // The price is the item's, whatever the client might have sent.
      expect(order).toMatchObject({ status: 'placed', amount: 3000, currency: 'USD', mode: 'test', title: 'Paid Kit' });
      // What the checkout shows: the short order number, the item's cover (none here) and creator.
      expect(order).toMatchObject({
        orderNumber: orderNumber(orderId),
        coverImage: null,
        coverImageUrl: null,
        creatorName: expect.stringMatching(/^Maker /),
      });
      expect((await access(other, 'templates', paid.slug)).files).toEqual([]);
      expect((await access(other, 'templates', paid.slug)).pendingOrderId).toBe(orderId);
      // Only the buyer sees their order.
      expect((await buyer.get(`/api/orders/${orderId}`)).status).toBe(404);
      await expectRefused(() => buyer.post(`/api/test-checkout/${orderId}`, SUCCESS), 404);

      const declined = await other.post(`/api/test-checkout/${orderId}`, DECLINED);
      expect(declined.status).toBe(402);
      expect((await other.get(`/api/orders/${orderId}`)).json).toMatchObject({ status: 'failed' });
      await expectRefused(
        () => other.post(`/api/test-checkout/${orderId}`, { ...SUCCESS, expiry: '01/20' }),
        400,
        /expiry/,
      );
      const ok = await other.post(`/api/test-checkout/${orderId}`, SUCCESS);
      expect(ok.status).toBe(200);
      // A paid item counts sales, apart from gets.
      expect(await access(new HttpClient(testApp.base), 'templates', paid.slug)).toMatchObject({ sales: 1, gets: 0 });
      expect((await other.get(`/api/orders/${orderId}`)).json).toMatchObject({
        status: 'paid',
        licenceId: expect.stringMatching(/^lic_/),
      });
      // Paid: the order takes no more payments, and the item cannot be bought twice.
      await expectRefused(() => other.post(`/api/test-checkout/${orderId}`, SUCCESS), 409);
      await expectRefused(() => other.post('/api/orders', { itemId: paid.id }), 409, /library/);
    });

    it('hands a paid item’s remix and install links only to its holders and creator, on every page', async () => {
      const remixUrl = 'https://design.example.com/remix/secret-kit-9f2';
      const installUrl = 'https://plugins.example.com/secret-plugin-7c1';
      const sell = async (kind: string, body: object): Promise<{ id: string; slug: string }> => {
        const created = await seller.post(`/api/dashboard/${kind}`, { summary: 'Links for holders', ...body });
        expect(created.status).toBe(201);
        const published = await seller.post(`/api/dashboard/${kind}/${field<string>(created, 'id')}/publish`);
        expect(published.status).toBe(200);
        await caughtUp(published);
        return { id: field<string>(created, 'id'), slug: field<string>(created, 'slug') };
      };
      const component = await sell('components', {
        title: 'Secret Kit',
        price: { amount: 900, currency: 'USD' },
        remixUrl,
      });
      const plugin = await sell('plugins', {
        title: 'Secret Plugin',
        price: { amount: 700, currency: 'USD' },
        version: '1.0.0',
        installUrl,
      });
      const { client: holder } = await signedInCreator(testApp);
      const { client: stranger } = await signedInCreator(testApp);
      await buy(holder, component.id);
      await buy(holder, plugin.id);
      const pages = [
        `/api/marketplace/components/${component.slug}`,
        `/api/feed/components/${component.slug}`,
        `/marketplace/components/${component.slug}`,
        `/api/marketplace/plugins/${plugin.slug}`,
        `/marketplace/plugins/${plugin.slug}`,
        '/api/marketplace/components',
        '/api/marketplace/search?q=secret',
        '/feed.atom',
        '/sitemaps/components-1.xml',
        '/sitemaps/plugins-1.xml',
      ];
      // The pages' HTML (head, JSON-LD; its body is rendered from these same API answers), the
      // listings, search, Atom and sitemaps.
      const secrets = new RegExp(`${remixUrl}|${installUrl}`);
      for (const [who, client] of [
        ['anonymous', new HttpClient(testApp.base)],
        ['a non-holder', stranger],
      ] as const) {
        for (const path of pages) {
          const reply = await client.get(path);
          expect({ who, path, status: reply.status }).toEqual({ who, path, status: 200 });
          expect({ who, path, leaks: secrets.test(reply.text) }).toEqual({ who, path, leaks: false });
        }
      }
      for (const client of [holder, seller]) {
        const componentPage = await client.get(`/api/marketplace/components/${component.slug}`);
        expect(componentPage.json).toMatchObject({ item: { remixUrl } });
        expect((await client.get(`/api/feed/components/${component.slug}`)).json).toMatchObject({ item: { remixUrl } });
        expect((await client.get(`/api/marketplace/plugins/${plugin.slug}`)).json).toMatchObject({
          item: { installUrl },
        });
      }
      // A free item's link stays public: its Get is one click.
      const free = await sell('components', {
        title: 'Open Kit',
        price: { amount: 0, currency: 'USD' },
        remixUrl: `${remixUrl}-free`,
      });
      expect((await stranger.get(`/api/marketplace/components/${free.slug}`)).json).toMatchObject({
        item: { remixUrl: `${remixUrl}-free` },
      });
    });

    const person = async (who: string) => {
      const tag = Math.random().toString(36).slice(2, 8);
      const email = `${who}.${tag}@example.com`;
      const client = new HttpClient(testApp.base);
      const body = { email, password: `pw-${tag}-correct-horse`, handle: `${who}_${tag}`, name: who };
      expect((await signUpByEmail(testApp, client, body, newAddress())).status).toBe(201);
      return { client, email };
    };

    it('sends the buyer a receipt and the creator a sale notice, in text and HTML, once', async () => {
      const maker = await person('maker');
      const fan = await person('fan');
      const created = await maker.client.post('/api/dashboard/templates', {
        title: 'Receipt <Kit>',
        summary: 'Sold with a receipt',
        price: { amount: 1250, currency: 'USD' },
      });
      await caughtUp(await maker.client.post(`/api/dashboard/templates/${field<string>(created, 'id')}/publish`));
      const orderId = await buy(fan.client, field<string>(created, 'id'));
      const number = orderNumber(orderId);
      expect(number).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);

      const receipts = (await mailTo(testApp, fan.email)).filter((mail) => mail.subject.includes('receipt'));
      expect(receipts).toHaveLength(1);
      const [receipt] = receipts;
      expect(receipt?.subject).toBe(`Your receipt for “Receipt <Kit>” (order ${number})`);
      for (const part of [
        '12.50 USD',
        number,
        `lic_${orderId.replace(/-/g, '')}`,
        `${testApp.base}/library?order=${orderId}`,
      ]) {
        expect(receipt?.text).toContain(part);
        expect(receipt?.html).toContain(part);
      }
      expect(receipt?.html).toContain('Receipt &lt;Kit&gt;');
      const sales = (await mailTo(testApp, maker.email)).filter((mail) => mail.subject.startsWith('You made a sale'));
      expect(sales.map((mail) => mail.subject)).toEqual(['You made a sale: “Receipt <Kit>” (12.50 USD)']);
      expect(sales[0]?.text).toContain(number);
      expect(sales[0]?.html).toContain(number);
    });

    it('completes what a stop cut short after a payment was stored: the licence and the mail follow on the next sweep', async () => {
      const maker = await person('maker');
      const fan = await person('fan');
      const created = await maker.client.post('/api/dashboard/templates', {
        title: 'Cut Short Kit',
        summary: 'Paid as the gateway stopped',
        price: { amount: 700, currency: 'USD' },
      });
      const itemId = field<string>(created, 'id');
      await caughtUp(await maker.client.post(`/api/dashboard/templates/${itemId}/publish`));
      const { orderId } = (await fan.client.post('/api/orders', { itemId })).json as PlacedOrder;
      // The test checkout stored the payment, and the gateway stopped before anything followed it.
      const stream = orderStreamId(orderId);
      const last = (await testApp.events.readStream(stream)).at(-1)?.revision ?? 0;
      const payment = { orderId, noticeId: 'test_evt_cut', amount: 700, currency: 'USD', paymentRef: 'test_cut' };
      const { position } = await testApp.events.append(stream, [anEvent('OrderPaid', payment)], last);
      expect(await testApp.runner.waitFor(position, 10_000)).toBe(true);
      const held = async () => ((await fan.client.get('/api/library')).json as Library).entries.map((e) => e.itemId);
      const receipts = async () =>
        (await mailTo(testApp, fan.email)).filter((mail) => mail.subject.includes('receipt')).length;
      expect(await receipts()).toBe(0);
      expect(await held()).not.toContain(itemId);

      const sweep = () => testApp.app.get(CommandBus).execute(new CompleteOrderFollowUps(new Date()));
      expect(await sweep()).toBeGreaterThanOrEqual(1);
      expect(await receipts()).toBe(1);
      expect((await mailTo(testApp, maker.email)).map((mail) => mail.subject)).toContain(
        'You made a sale: “Cut Short Kit” (7.00 USD)',
      );
      expect(await testApp.runner.waitFor(await testApp.eventCount(), 10_000)).toBe(true);
      expect(await held()).toContain(itemId);
      // Done once: the next sweep leaves it, and nothing is sent twice.
      const count = await testApp.eventCount();
      await sweep();
      expect(await receipts()).toBe(1);
      expect(await testApp.eventCount()).toBe(count);
    });

    it('keeps one open order per buyer and item: Buy again, or two at once, answer the same order', async () => {
      const { client, creatorId } = await signedInCreator(testApp);
      const before = await testApp.eventCount();
      const [first, second] = await Promise.all([
        client.post('/api/orders', { itemId: paid.id }),
        client.post('/api/orders', { itemId: paid.id }),
      ]);
      expect([first.status, second.status]).toEqual([201, 201]);
      const orderId = (first.json as PlacedOrder).orderId;
      expect((second.json as PlacedOrder).orderId).toBe(orderId);
      // One order: opened once, placed once.
      expect(await testApp.eventCount()).toBe(before + 2);
      const declined = await client.post(`/api/test-checkout/${orderId}`, DECLINED);
      expect(declined.status).toBe(402);
      // A declined card leaves the order open: Buy again resumes it.
      const again = await client.post('/api/orders', { itemId: paid.id });
      expect(again.json).toEqual({ orderId, checkoutUrl: `/checkout/${orderId}`, resumed: true });
      expect((await client.post(`/api/test-checkout/${orderId}`, SUCCESS)).status).toBe(200);
      await expectRefused(() => client.post('/api/orders', { itemId: paid.id }), 409, /library/);

      // An order opened another way (before one order at a time) is refused before any card is
      // charged: the buyer holds the item through the first.
      const older = `older-${creatorId}`;
      await testApp.events.append(
        orderStreamId(older),
        [
          anEvent('OrderPlaced', {
            orderId: older,
            itemId: paid.id,
            kind: 'templates',
            sellerId,
            buyerId: creatorId,
            amount: 3000,
            currency: 'USD',
            provider: 'test',
            checkoutId: older,
          }),
        ],
        'no_stream',
      );
      await expectRefused(() => client.post(`/api/test-checkout/${older}`, SUCCESS), 409, /already-owned/);
    });

    it('lands in the library with a receipt and licence, and stays downloadable after the item is deleted', async () => {
      const orderId = await buy(buyer, paid.id);
      const library = (await buyer.get('/api/library')).json as Library;
      const entry = library.entries.find((e) => e.itemId === paid.id);
      expect(entry).toMatchObject({
        way: 'purchase',
        title: 'Paid Kit',
        stillListed: true,
        receipt: { orderId, amount: 3000, currency: 'USD' },
        licenceText: expect.stringContaining('Paid Kit'),
      });
      expect(library.entries.map((e) => e.itemId)).toEqual([paid.id, free.id]);

      const deleted = await seller.delete(`/api/dashboard/templates/${paid.id}`);
      expect(deleted.status).toBeLessThan(300);
      expect(await testApp.runner.waitFor(await testApp.eventCount(), 10_000)).toBe(true);
      const after = ((await buyer.get('/api/library')).json as Library).entries.find((e) => e.itemId === paid.id);
      expect(after?.stillListed).toBe(false);
      const [file] = after?.files ?? [];
      const download = await buyer.bytes(file?.downloadUrl ?? '');
      expect(download.status).toBe(200);
      expect(download.body.equals(zipBytes)).toBe(true);
    });

    it('shows analysts the orders, licences and downloads in the history, without card numbers or links', async () => {
      const { client: analyst, creatorId } = await signedInCreator(testApp);
      await testApp.events.append(creatorStreamId(creatorId), [anEvent('AnalystRoleGranted', { creatorId })], 0);
      expect(await testApp.runner.waitFor(await testApp.eventCount(), 10_000)).toBe(true);
      const reply = await analyst.get(
        '/api/events?type=OrderPlaced,OrderPaid,OrderPaymentFailed,LicenceIssued,ItemGot,FileDownloaded&limit=100',
      );
      expect(reply.status).toBe(200);
      const { items } = reply.json as { items: RecordedEvent[] };
      expect(new Set(items.map((event) => event.type))).toEqual(
        new Set(['OrderPlaced', 'OrderPaid', 'OrderPaymentFailed', 'LicenceIssued', 'ItemGot', 'FileDownloaded']),
      );
      // Whole card numbers, with or without spaces: a bare "4242" turns up in random ids now and then.
      expect(reply.text).not.toMatch(/4242 ?4242|4000 ?0000|cardNumber|cvc|\/api\/downloads\//);
    });

    it('keeps the creator entitled to their own files, without a get', async () => {
      const own = await access(seller, 'vectors', free.slug);
      expect(own).toMatchObject({ own: true, entitled: true });
      expect((await seller.bytes(own.files[0]?.downloadUrl ?? '')).status).toBe(200);
      expect(sellerId).not.toBe('');
    });
  });
});

describe('buying through Stripe Checkout', () => {
  const peer = new StripePeer();
  let testApp: TestApp;
  let seller: HttpClient;
  let buyer: HttpClient;
  let item: { id: string; slug: string };

  beforeAll(async () => {
    const payments = new StripePayments({
      secretKey: PEER_SECRET_KEY,
      webhookSecret: PEER_WEBHOOK_SECRET,
      ...(await peer.start()),
    });
    testApp = await startTestApp({ payments });
    seller = (await signedInCreator(testApp)).client;
    buyer = (await signedInCreator(testApp)).client;
    const upload = (await seller.upload('/api/media/files?name=kit.zip', Buffer.from('PK\u0003\u0004 kit')))
      .json as FileUploadAnswer;
    const created = await seller.post('/api/dashboard/templates', {
      title: 'Stripe Kit',
      summary: 'Sold through Stripe',
      price: { amount: 4500, currency: 'EUR' },
      files: [{ uploadId: upload.id }],
    });
    const published = await seller.post(`/api/dashboard/templates/${field<string>(created, 'id')}/publish`);
    expect(await testApp.runner.waitFor(Number(field<string>(published, 'position')), 10_000)).toBe(true);
    item = { id: field<string>(created, 'id'), slug: field<string>(created, 'slug') };
  });
  afterAll(async () => {
    await testApp.close();
    await peer.stop();
  });

  const notify = (notice: { body: string; signature: string }): Promise<Reply> =>
    new HttpClient(testApp.base).request('POST', '/api/payments/stripe/webhook', {
      raw: notice.body,
      headers: { 'content-type': 'application/json', 'stripe-signature': notice.signature },
    });

  it('sends the buyer to Stripe, and licenses the item once on a paid notice however often it comes', async () => {
    const placed = (await buyer.post('/api/orders', { itemId: item.id })).json as PlacedOrder;
    expect(placed.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(peer.requests.at(-1)?.form.get('line_items[0][price_data][unit_amount]')).toBe('4500');
    // The test checkout is not there when Stripe takes the payments.
    expect((await buyer.post(`/api/test-checkout/${placed.orderId}`, SUCCESS)).status).toBe(404);

    const forged = signedNotice('checkout.session.completed', paidSession(placed.orderId, 4500, 'EUR'), {
      secret: 'whsec_someone_else_123456',
    });
    const before = await testApp.eventCount();
    expect((await notify(forged)).status).toBe(400);
    expect(await testApp.eventCount()).toBe(before);

    const paid = signedNotice('checkout.session.completed', paidSession(placed.orderId, 4500, 'EUR'));
    expect((await notify(paid)).status).toBe(200);
    const afterPaid = await testApp.eventCount();
    expect(afterPaid).toBe(before + 2); // OrderPaid, LicenceIssued
    expect((await notify(paid)).status).toBe(200);
    const again = signedNotice('checkout.session.completed', paidSession(placed.orderId, 4500, 'EUR'));
    expect((await notify(again)).status).toBe(200);
    expect(await testApp.eventCount()).toBe(afterPaid);
    expect((await buyer.get(`/api/orders/${placed.orderId}`)).json).toMatchObject({ status: 'paid', mode: 'stripe' });

    // A refund revokes the licence: the item leaves the library and its links stop working.
    const [file] = (await access()).files;
    expect((await buyer.bytes(file?.downloadUrl ?? '')).status).toBe(200);
    peer.paymentIntents.set('pi_test_1', { orderId: placed.orderId });
    const refund = signedNotice('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      amount_refunded: 4500,
      currency: 'eur',
      metadata: {},
      payment_intent: 'pi_test_1',
    });
    expect((await notify(refund)).status).toBe(200);
    expect((await buyer.get(`/api/orders/${placed.orderId}`)).json).toMatchObject({ status: 'refunded' });
    expect(((await buyer.get('/api/library')).json as Library).entries).toEqual([]);
    expect((await buyer.bytes(file?.downloadUrl ?? '')).status).toBe(403);
    expect((await access()).entitled).toBe(false);
  });

  it.each([
    ['Host', { host: 'evil.example' }],
    ['X-Forwarded-Host (from a trusted proxy)', { 'x-forwarded-host': 'evil.example' }],
  ])('gives Stripe return addresses on the product, whatever %s the order names', async (_, forged) => {
    const { creatorId } = await signedInCreator(testApp);
    const { token } = await testApp.app.get(SessionStore).start(creatorId);
    const placed = await postWithHeaders(
      testApp.base,
      '/api/orders',
      { itemId: item.id },
      {
        ...forged,
        cookie: `sid=${token}`,
      },
    );
    expect(placed.status).toBe(201);
    const session = peer.requests.at(-1)?.form;
    expect(session?.get('success_url')).toMatch(new RegExp(`^${testApp.base}/library\\?order=`));
    expect(session?.get('cancel_url')).toBe(`${testApp.base}/marketplace/templates/${item.slug}`);
  });

  it('records a payment of another amount as a failure, never as paid', async () => {
    const other = (await signedInCreator(testApp)).client;
    const placed = (await other.post('/api/orders', { itemId: item.id })).json as PlacedOrder;
    const short = signedNotice('checkout.session.completed', paidSession(placed.orderId, 45, 'EUR'));
    expect((await notify(short)).status).toBe(200);
    expect((await other.get(`/api/orders/${placed.orderId}`)).json).toMatchObject({
      status: 'failed',
      failure: expect.stringMatching(/does not match/),
    });
  });

  it('resumes the open Stripe session, and refunds by itself a second order paid for an item the buyer holds', async () => {
    const other = (await signedInCreator(testApp)).client;
    const first = (await other.post('/api/orders', { itemId: item.id })).json as PlacedOrder;
    const sessions = peer.sessions.size;
    const resumed = (await other.post('/api/orders', { itemId: item.id })).json as PlacedOrder;
    expect(resumed).toEqual({ ...first, resumed: true });
    expect(peer.sessions.size).toBe(sessions);
    // The first session completed with a bank debit still on its way: no longer resumable, so
    // Buy again opens a second order, and the buyer pays both.
    const [sessionId] = [...peer.sessions.keys()].filter((id) => first.checkoutUrl.endsWith(id));
    peer.sessions.set(sessionId ?? '', { url: first.checkoutUrl, status: 'complete' });
    const second = (await other.post('/api/orders', { itemId: item.id })).json as PlacedOrder;
    expect(second.orderId).not.toBe(first.orderId);
    expect(second.resumed).toBe(false);
    expect(
      (await notify(signedNotice('checkout.session.completed', paidSession(second.orderId, 4500, 'EUR', 'pi_second'))))
        .status,
    ).toBe(200);
    const late = signedNotice(
      'checkout.session.async_payment_succeeded',
      paidSession(first.orderId, 4500, 'EUR', 'pi_first'),
    );
    expect((await notify(late)).status).toBe(200);

    const refunds = [...peer.refunds.values()].filter((form) => form.get('payment_intent') === 'pi_first');
    expect(refunds.map((form) => Object.fromEntries(form))).toEqual([
      expect.objectContaining({ amount: '4500', reason: 'duplicate', 'metadata[orderId]': first.orderId }),
    ]);
    expect((await other.get(`/api/orders/${first.orderId}`)).json).toMatchObject({ status: 'refunded' });
    expect((await other.get(`/api/orders/${second.orderId}`)).json).toMatchObject({ status: 'paid' });
    const refunded = (await testApp.events.readStream(orderStreamId(first.orderId))).at(-1);
    expect(refunded).toMatchObject({
      type: 'OrderRefunded',
      data: { orderId: first.orderId, amount: 4500, currency: 'EUR', cause: 'duplicate_payment' },
    });
    // The same notice again (Stripe retries) refunds nothing more.
    const count = await testApp.eventCount();
    expect((await notify(late)).status).toBe(200);
    expect(peer.refunds.size).toBe(
      refunds.length + [...peer.refunds.values()].filter((f) => f.get('payment_intent') !== 'pi_first').length,
    );
    expect(await testApp.eventCount()).toBe(count);
    const library = ((await other.get('/api/library')).json as Library).entries;
    expect(library.map((entry) => entry.receipt?.orderId)).toEqual([second.orderId]);
  });

  it('sends Stripe the amount in the currency’s own minor unit, and takes only the listed currencies', async () => {
    const yen = await seller.post('/api/dashboard/templates', {
      title: 'Yen Kit',
      summary: 'Priced in yen',
      price: { amount: 500, currency: 'JPY' },
    });
    const published = await seller.post(`/api/dashboard/templates/${field<string>(yen, 'id')}/publish`);
    expect(await testApp.runner.waitFor(Number(field<string>(published, 'position')), 10_000)).toBe(true);
    const other = (await signedInCreator(testApp)).client;
    expect((await other.post('/api/orders', { itemId: field<string>(yen, 'id') })).status).toBe(201);
    const form = peer.requests.at(-1)?.form;
    expect([
      form?.get('line_items[0][price_data][unit_amount]'),
      form?.get('line_items[0][price_data][currency]'),
    ]).toEqual(['500', 'jpy']);

    for (const currency of ['ABC', 'KWD', 'usd']) {
      const before = await testApp.eventCount();
      const refused = await seller.post('/api/dashboard/templates', {
        title: `Odd ${currency}`,
        price: { amount: 500, currency },
      });
      expect(refused.status).toBe(400);
      expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(JSON.stringify(refused.json)).toMatch(/price\.currency.*USD, EUR, GBP, CAD, AUD, JPY/);
      expect(await testApp.eventCount()).toBe(before);
    }
  });

  it('refunds a creator’s sale through Stripe, and hears Stripe’s notice of it as the same refund', async () => {
    const fan = (await signedInCreator(testApp)).client;
    const placed = (await fan.post('/api/orders', { itemId: item.id })).json as PlacedOrder;
    await notify(
      signedNotice('checkout.session.completed', paidSession(placed.orderId, 4500, 'EUR', 'pi_creator_refund')),
    );
    expect((await fan.get(`/api/orders/${placed.orderId}`)).json).toMatchObject({ status: 'paid' });
    const refunded = await seller.post(`/api/dashboard/sales/${placed.orderId}/refund`, {
      reason: 'Duplicate listing',
    });
    expect(refunded.json).toEqual({ orderId: placed.orderId, status: 'refunded' });
    const sent = peer.requests.at(-1);
    expect(sent?.path).toBe('/v1/refunds');
    expect(sent?.headers['idempotency-key']).toBe(`refund-${placed.orderId}`);
    expect(Object.fromEntries(sent?.form ?? [])).toMatchObject({
      payment_intent: 'pi_creator_refund',
      amount: '4500',
      reason: 'requested_by_customer',
      'metadata[cause]': 'refunded_by_creator',
    });
    // Stripe then tells of the refund: the order is refunded already, so nothing changes.
    peer.paymentIntents.set('pi_creator_refund', { orderId: placed.orderId });
    const count = await testApp.eventCount();
    const notice = signedNotice('charge.refunded', {
      id: 'ch_9',
      object: 'charge',
      amount_refunded: 4500,
      currency: 'eur',
      metadata: {},
      payment_intent: 'pi_creator_refund',
    });
    expect((await notify(notice)).status).toBe(200);
    expect(await testApp.eventCount()).toBe(count);
  });

  it('acknowledges a notice about an order it never placed, and appends nothing', async () => {
    const before = await testApp.eventCount();
    const stray = signedNotice('checkout.session.completed', paidSession('no-such-order', 100, 'EUR'));
    expect((await notify(stray)).status).toBe(200);
    expect(await testApp.eventCount()).toBe(before);
  });

  describe('paying creators through Stripe Connect', () => {
    const DAY = 24 * 60 * 60 * 1000;
    const payOut = (now: Date): Promise<number> => testApp.app.get(CommandBus).execute(new PayOutBalances(now));
    const earningsOf = async (client: HttpClient) => (await client.get('/api/dashboard/earnings')).json as Earnings;
    async function sell(): Promise<{ maker: HttpClient; makerId: string; itemId: string }> {
      const { client: maker, creatorId: makerId } = await signedInCreator(testApp);
      const created = await maker.post('/api/dashboard/templates', {
        title: 'Connect Kit',
        summary: 'Paid out through Connect',
        price: { amount: 2000, currency: 'USD' },
      });
      const itemId = field<string>(created, 'id');
      const published = await maker.post(`/api/dashboard/templates/${itemId}/publish`);
      expect(await testApp.runner.waitFor(Number(field<string>(published, 'position')), 10_000)).toBe(true);
      return { maker, makerId, itemId };
    }
    async function buyAndPay(itemId: string, paymentIntent: string): Promise<string> {
      const fan = (await signedInCreator(testApp)).client;
      const placed = (await fan.post('/api/orders', { itemId })).json as PlacedOrder;
      const paid = signedNotice('checkout.session.completed', paidSession(placed.orderId, 2000, 'USD', paymentIntent));
      expect((await notify(paid)).status).toBe(200);
      expect(await testApp.runner.waitFor(await testApp.eventCount(), 10_000)).toBe(true);
      return placed.orderId;
    }
    const accountNotice = (accountRef: string, creatorId: string, transfers: string) =>
      signedNotice('account.updated', {
        id: accountRef,
        object: 'account',
        metadata: { creatorId },
        capabilities: { transfers },
      });

    it('transfers sales taken before onboarding once Stripe says the account takes money, once', async () => {
      const { maker, makerId, itemId } = await sell();
      const connected = (await maker.post('/api/dashboard/payout-account')).json as PayoutAccountAnswer;
      expect(connected.onboardingUrl).toMatch(/^https:\/\/connect\.stripe\.test\//);
      const accountRef = connected.accountRef;
      expect((await earningsOf(maker)).account).toMatchObject({ accountRef, ready: false });

      // Sold before the onboarding is done: the product takes the payment whole and owes the creator.
      const orderId = await buyAndPay(itemId, 'pi_before_onboarding');
      expect((await testApp.events.readStream(orderStreamId(orderId)))[0]?.data).not.toHaveProperty('destination');
      const transfers = peer.transfers.size;
      expect(await payOut(new Date(Date.now() + 8 * DAY))).toBe(0);
      expect(peer.transfers.size).toBe(transfers);
      // Held for the days of the hold, then owed: nothing paid yet.
      expect((await earningsOf(maker)).balances[0]).toMatchObject({ pending: 1800, paidOut: 0, paidDirect: 0 });

      // Stripe says the onboarding is done (and says it again: nothing more is recorded).
      peer.onboarded.add(accountRef);
      expect((await notify(accountNotice(accountRef, makerId, 'active'))).status).toBe(200);
      const afterReady = await testApp.eventCount();
      expect((await notify(accountNotice(accountRef, makerId, 'active'))).status).toBe(200);
      expect(await testApp.eventCount()).toBe(afterReady);
      expect((await testApp.events.readStream(`payouts-${makerId}`)).map((e) => e.type)).toEqual([
        'PayoutAccountConnected',
        'PayoutAccountUpdated',
      ]);

      const later = new Date(Date.now() + 8 * DAY);
      expect(await payOut(later)).toBe(1);
      const made = [...peer.transfers.values()].slice(transfers);
      expect(made.map((form) => [form.get('amount'), form.get('currency'), form.get('destination')])).toEqual([
        ['1800', 'usd', accountRef],
      ]);
      expect((await testApp.events.readStream(`payouts-${makerId}`)).at(-1)).toMatchObject({
        type: 'PayoutTransferred',
        data: { transferRef: expect.stringMatching(/^tr_/) },
      });
      expect(await testApp.runner.waitFor(await testApp.eventCount(), 10_000)).toBe(true);
      const earnings = await earningsOf(maker);
      expect(earnings.account).toMatchObject({ ready: true });
      expect(earnings.payouts).toEqual([expect.objectContaining({ amount: 1800, transferredAt: later.toISOString() })]);
      expect(earnings.balances[0]).toMatchObject({ paidOut: 1800, paidDirect: 0 });
      // The next run pays and moves nothing more.
      expect(await payOut(new Date(Date.now() + 9 * DAY))).toBe(0);
      expect(peer.transfers.size).toBe(transfers + 1);
    });

    it('pays a sale after onboarding through the charge itself, never again by a payout; its refund comes back from the creator', async () => {
      const { maker, makerId, itemId } = await sell();
      const { accountRef } = (await maker.post('/api/dashboard/payout-account')).json as PayoutAccountAnswer;
      peer.onboarded.add(accountRef);
      expect((await notify(accountNotice(accountRef, makerId, 'active'))).status).toBe(200);

      const orderId = await buyAndPay(itemId, 'pi_after_onboarding');
      expect((await testApp.events.readStream(orderStreamId(orderId)))[0]?.data).toMatchObject({
        destination: accountRef,
      });
      expect((await earningsOf(maker)).balances[0]).toMatchObject({ paidDirect: 1800, pending: 0, available: 0 });
      const transfers = peer.transfers.size;
      expect(await payOut(new Date(Date.now() + 8 * DAY))).toBe(0);
      expect(peer.transfers.size).toBe(transfers);

      expect((await maker.post(`/api/dashboard/sales/${orderId}/refund`, { reason: 'Wrong kit' })).status).toBe(200);
      expect(Object.fromEntries(peer.requests.at(-1)?.form ?? [])).toMatchObject({
        payment_intent: 'pi_after_onboarding',
        reverse_transfer: 'true',
        refund_application_fee: 'true',
      });
      expect(await testApp.runner.waitFor(await testApp.eventCount(), 10_000)).toBe(true);
      expect((await earningsOf(maker)).balances[0]).toMatchObject({ paidDirect: 0, available: 0, refunds: 2000 });
    });

    it('refuses a notice about an account whose signature does not verify, and appends nothing', async () => {
      const before = await testApp.eventCount();
      const forged = signedNotice(
        'account.updated',
        { id: 'acct_x', object: 'account', metadata: { creatorId: 'someone' }, capabilities: { transfers: 'active' } },
        { secret: 'whsec_someone_else_123456' },
      );
      expect((await notify(forged)).status).toBe(400);
      expect(await testApp.eventCount()).toBe(before);
    });
  });

  async function access(): Promise<ItemAccess> {
    return (await buyer.get(`/api/marketplace/templates/${item.slug}/access`)).json as ItemAccess;
  }
});
