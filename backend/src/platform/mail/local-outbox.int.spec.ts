import { HttpClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { SmtpPeer } from '../testing/smtp-peer.js';
import type { LocalMail, LocalMailbox } from './local-mailbox.js';
import { MAIL_TRANSPORT } from './mail-transport.js';
import { Outbox } from './outbox.js';
import { SmtpTransport } from './smtp-transport.js';

describe('the local outbox', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('shows this machine the e-mail the product sent, newest first, and filters by address', async () => {
    const outbox = testApp.app.get(Outbox);
    await outbox.send({ to: 'ana@example.com', subject: 'First', text: 'one' });
    await outbox.send({ to: 'bo@example.com', subject: 'Second', text: 'two' });
    await outbox.settled();
    const client = new HttpClient(testApp.base);
    const all = await client.get('/api/outbox');
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('no-store');
    expect((all.json as { items: LocalMail[] }).items.map((mail) => mail.subject)).toEqual(['Second', 'First']);
    const ana = await client.get('/api/outbox?to=ANA@example.com');
    expect((ana.json as { items: LocalMail[] }).items).toEqual([
      expect.objectContaining({ to: 'ana@example.com', subject: 'First', text: 'one', from: expect.any(String) }),
    ]);
  });

  it('keeps messages delivered within one millisecond in the order they came', async () => {
    const mailbox = testApp.app.get<LocalMailbox>(MAIL_TRANSPORT);
    // Ids that sort the other way: a tie on the delivery time would put the earlier one first.
    await Promise.all([
      mailbox.deliver('zz-earlier', { to: 'cy@example.com', subject: 'Earlier', text: 'one' }),
      mailbox.deliver('aa-later', { to: 'cy@example.com', subject: 'Later', text: 'two' }),
    ]);
    expect((await mailbox.list(10, 'cy@example.com')).map((mail) => mail.subject)).toEqual(['Later', 'Earlier']);
  });

  it('answers nobody but this machine (any of its loopback addresses)', async () => {
    const fromAfar = await new HttpClient(testApp.base).get('/api/outbox', { 'x-forwarded-for': '203.0.113.9' });
    expect(fromAfar.status).toBe(404);
    const fromLoopback = await new HttpClient(testApp.base).get('/api/outbox', { 'x-forwarded-for': '127.18.4.2' });
    expect(fromLoopback.status).toBe(200);
  });
});

describe('with a mail server configured', () => {
  const peer = new SmtpPeer();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ mail: new SmtpTransport(await peer.start(), 'Shop <shop@example.com>') });
  });
  afterAll(async () => {
    await testApp.close();
    await peer.stop();
  });

  it('sends the product’s e-mail there, and has no local outbox', async () => {
    await testApp.app.get(Outbox).send({ to: 'cy@example.com', subject: 'Hello', text: 'Over SMTP' });
    await testApp.app.get(Outbox).settled();
    expect(peer.received.map((mail) => mail.to)).toEqual([['cy@example.com']]);
    expect((await new HttpClient(testApp.base).get('/api/outbox')).status).toBe(404);
  });
});
