import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { InboxEnquiry } from '@creators/contracts';
import { INTEGRATION_TEST_MS, PROMPTLY_MS } from '@creators/storage/testing';
import { field, HttpClient, type Reply } from '../../testing/http-client.js';
import { mailTo, signUpByEmail } from '../../testing/mailbox.js';
import { Outbox } from '../../platform/mail/outbox.js';
import { awayFromWindowEnd, newAddress } from '../../testing/rate-windows.js';
import { REPLIES_PER_ENQUIRY } from './enquiries.controller.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

interface Person {
  readonly client: HttpClient;
  readonly handle: string;
  readonly email: string;
}

// The throttle test may wait up to a minute to start away from a rate window's end.
jest.setTimeout(INTEGRATION_TEST_MS);

describe('contacting an expert', () => {
  let testApp: TestApp;
  let expert: Person;

  async function person(): Promise<Person> {
    const tag = randomUUID().slice(0, 8);
    const who = {
      email: `p${tag}@example.com`,
      password: 'a long unusual password',
      handle: `p${tag}`,
      name: `P ${tag}`,
    };
    const client = new HttpClient(testApp.base);
    expect((await signUpByEmail(testApp, client, who, newAddress())).status).toBe(201);
    return { client, handle: who.handle, email: who.email };
  }
  const caught = async (reply: Reply): Promise<Reply> => {
    expect(await testApp.runner.waitFor(Number(field<string>(reply, 'position')), PROMPTLY_MS)).toBe(true);
    return reply;
  };
  const inbox = async (who: Person): Promise<InboxEnquiry[]> =>
    field<InboxEnquiry[]>(await who.client.get('/api/dashboard/inbox'), 'items');

  beforeAll(async () => {
    testApp = await startTestApp();
    expert = await person();
    await caught(
      await expert.client.put('/api/dashboard/expert', {
        services: ['Webflow'],
        hourlyRate: { min: 60, max: 120, currency: 'EUR' },
        languages: ['en'],
        location: 'Lyon',
        availability: 'available',
      }),
    );
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('delivers an enquiry to the inbox and tells the expert by e-mail, never showing the sender their address', async () => {
    const sender = await person();
    const sent = await sender.client.post(`/api/experts/${expert.handle}/enquiries`, {
      subject: 'A landing page',
      message: 'We launch in March.',
      budget: { min: 500, max: 1500, currency: 'EUR' },
    });
    expect(sent.status).toBe(201);
    expect(sent.text).not.toContain(expert.email);
    await caught(sent);
    const [enquiry] = await inbox(expert);
    expect(enquiry).toMatchObject({
      from: { handle: sender.handle },
      subject: 'A landing page',
      message: 'We launch in March.',
      budget: { min: 500, max: 1500, currency: 'EUR' },
      replies: [],
    });
    expect(JSON.stringify(enquiry)).not.toContain(sender.email);
    const notices = (await mailTo(testApp, expert.email)).filter(
      (mail) => mail.subject === 'New enquiry: A landing page',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(`${testApp.base}/dashboard/inbox`);
    expect(await inbox(sender)).toEqual([]);

    // The reply reaches the sender by e-mail from the product: the expert's address is nowhere in it.
    const replied = await expert.client.post(`/api/dashboard/inbox/${enquiry?.id ?? ''}/reply`, {
      message: 'Happy to help: Tuesday?',
    });
    expect(replied.status).toBe(201);
    await caught(replied);
    const [answer] = await mailTo(testApp, sender.email);
    expect(answer).toMatchObject({ subject: 'Re: A landing page' });
    expect(answer?.text).toContain('Happy to help: Tuesday?');
    expect(JSON.stringify(answer)).not.toContain(expert.email);
    expect((await inbox(expert))[0]?.replies).toEqual([{ message: 'Happy to help: Tuesday?', at: expect.any(String) }]);
  });

  it('refuses bad input, non-experts, oneself, other people’s enquiries and the signed-out, appending nothing', async () => {
    const sender = await person();
    const nonExpert = await person();
    const before = await testApp.eventCount();
    const send = (who: HttpClient, handle: string, body: unknown) => who.post(`/api/experts/${handle}/enquiries`, body);
    expect((await send(sender.client, expert.handle, { subject: ' ', message: 'Hi' })).status).toBe(400);
    expect((await send(sender.client, expert.handle, { subject: 'S', message: 'x'.repeat(4001) })).status).toBe(400);
    expect(
      (
        await send(sender.client, expert.handle, {
          subject: 'S',
          message: 'M',
          budget: { min: 9, max: 1, currency: 'EUR' },
        })
      ).status,
    ).toBe(400);
    expect((await send(sender.client, nonExpert.handle, { subject: 'S', message: 'M' })).status).toBe(404);
    expect((await send(expert.client, expert.handle, { subject: 'S', message: 'M' })).status).toBe(422);
    expect((await send(new HttpClient(testApp.base), expert.handle, { subject: 'S', message: 'M' })).status).toBe(401);
    expect((await sender.client.post(`/api/dashboard/inbox/${randomUUID()}/reply`, { message: 'M' })).status).toBe(404);
    expect(await testApp.eventCount()).toBe(before);
  });

  it('throttles one account to a few enquiries an hour', async () => {
    const sender = await person();
    // Fixed windows: start well away from an hour's end, so the six fall in one window.
    await awayFromWindowEnd(3_600_000, 60_000);
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      statuses.push(
        (await sender.client.post(`/api/experts/${expert.handle}/enquiries`, { subject: `S${n}`, message: 'M' }))
          .status,
      );
    }
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(5);
    expect(statuses.at(-1)).toBe(429);
  });

  it('takes only a few replies to one enquiry an hour, since each is an e-mail, and a refused one sends none', async () => {
    const sender = await person();
    await caught(
      await sender.client.post(`/api/experts/${expert.handle}/enquiries`, { subject: 'Pumped', message: 'M' }),
    );
    const enquiry = (await inbox(expert)).find((each) => each.subject === 'Pumped');
    if (enquiry === undefined) throw new Error('the enquiry is not in the inbox');
    await awayFromWindowEnd(REPLIES_PER_ENQUIRY.windowMs, 60_000);
    const statuses: number[] = [];
    for (let n = 0; n < REPLIES_PER_ENQUIRY.limit + 5; n += 1) {
      const replied = await expert.client.post(`/api/dashboard/inbox/${enquiry.id}/reply`, { message: `Reply ${n}` });
      statuses.push(replied.status);
      if (replied.status === 201) await caught(replied);
    }
    expect(statuses).toEqual([...Array<number>(REPLIES_PER_ENQUIRY.limit).fill(201), ...Array<number>(5).fill(429)]);
    await testApp.app.get(Outbox).settled();
    const replies = (await mailTo(testApp, sender.email)).filter((mail) => mail.subject === 'Re: Pumped');
    expect(replies).toHaveLength(REPLIES_PER_ENQUIRY.limit);
  });
});
