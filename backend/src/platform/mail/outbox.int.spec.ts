import { join } from 'node:path';
import { SqliteDocumentStore } from '@creators/storage';
import { tempDir } from '@creators/storage/testing';
import { LOCAL_MAILBOX_COLLECTION, LocalMailbox } from './local-mailbox.js';
import type { MailMessage, MailTransport } from './mail-transport.js';
import { MAIL_OUTBOX, MAIL_OUTBOX_COLLECTION, MAX_ATTEMPTS, Outbox } from './outbox.js';

/** The local mailbox behind a switch: while `down`, every delivery is refused as a mail server's would be. */
class FlakyTransport implements MailTransport {
  readonly local = true;
  down = true;
  attempts = 0;
  constructor(private readonly inner: LocalMailbox) {}
  async deliver(id: string, message: MailMessage): Promise<void> {
    this.attempts += 1;
    if (this.down) throw new Error('421 service not available');
    await this.inner.deliver(id, message);
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

describe('the outbox', () => {
  let documents: SqliteDocumentStore;
  let mailbox: LocalMailbox;
  beforeEach(async () => {
    documents = new SqliteDocumentStore(join(tempDir('outbox-'), 'mail.db'));
    await documents.ensureCollections([MAIL_OUTBOX_COLLECTION, LOCAL_MAILBOX_COLLECTION]);
    mailbox = new LocalMailbox(documents, 'shop@example.com');
  });
  afterEach(async () => {
    await documents.close();
  });

  const message = { to: 'ana@example.com', subject: 'Hello', text: 'Body' };

  it('delivers at once, and sends a key’s message once however often it is sent', async () => {
    const outbox = new Outbox(documents, mailbox);
    await outbox.send(message, 'enquiry-1');
    await outbox.send(message, 'enquiry-1');
    await outbox.settled();
    expect(await mailbox.list(10)).toHaveLength(1);
    expect(await documents.get(MAIL_OUTBOX, 'enquiry-1')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps a refused message and delivers it once the server takes mail again, backing off between attempts', async () => {
    const flaky = new FlakyTransport(mailbox);
    const outbox = new Outbox(documents, flaky);
    await outbox.send(message, 'm');
    await outbox.settled();
    const kept = await documents.get(MAIL_OUTBOX, 'm');
    expect(kept).toMatchObject({ status: 'pending', attempts: 1, lastError: '421 service not available' });
    // Not due yet: nothing is tried.
    expect(await outbox.deliverDue(Date.now())).toBe(0);
    expect(flaky.attempts).toBe(1);
    const due = Date.parse(kept?.nextAttemptAt ?? '');
    flaky.down = false;
    expect(await outbox.deliverDue(due)).toBe(1);
    expect(await mailbox.list(10)).toEqual([expect.objectContaining({ id: 'm', to: 'ana@example.com' })]);
    expect(await documents.get(MAIL_OUTBOX, 'm')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives a message up after its last attempt, and tries it no more', async () => {
    const flaky = new FlakyTransport(mailbox);
    const outbox = new Outbox(documents, flaky);
    await outbox.send(message, 'm');
    await outbox.settled();
    const far = Date.now() + 365 * 24 * 3_600_000;
    for (let attempt = 2; attempt <= MAX_ATTEMPTS + 2; attempt += 1) await outbox.deliverDue(far);
    expect(flaky.attempts).toBe(MAX_ATTEMPTS);
    expect(await documents.get(MAIL_OUTBOX, 'm')).toMatchObject({ status: 'failed' });
  });
});
