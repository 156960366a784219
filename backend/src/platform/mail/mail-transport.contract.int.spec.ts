import { join } from 'node:path';
import { SqliteDocumentStore } from '@creators/storage';
import { tempDir } from '@creators/storage/testing';
import { SmtpPeer } from '../testing/smtp-peer.js';
import { LOCAL_MAILBOX_COLLECTION, LocalMailbox } from './local-mailbox.js';
import type { MailTransport } from './mail-transport.js';
import { SmtpTransport } from './smtp-transport.js';

const FROM = 'Shop <shop@example.com>';

/** A message as its recipient reads it. */
interface Read {
  readonly id: string;
  readonly from: string;
  readonly subject: string;
  readonly text: string;
}

interface Adapter {
  readonly name: string;
  open(): Promise<MailTransport>;
  /** What the mailbox of `to` holds. */
  read(to: string): Promise<Read[]>;
  close(): Promise<void>;
}

const header = (raw: string, name: string): string => new RegExp(`^${name}: (.*)$`, 'im').exec(raw)?.[1]?.trim() ?? '';

const peer = new SmtpPeer();
let store: SqliteDocumentStore | null = null;

const ADAPTERS: Adapter[] = [
  {
    name: 'LocalMailbox',
    open: async () => {
      store = new SqliteDocumentStore(join(tempDir('mailbox-'), 'mail.db'));
      await store.ensureCollections([LOCAL_MAILBOX_COLLECTION]);
      return new LocalMailbox(store, FROM);
    },
    read: async (to) => {
      if (store === null) throw new Error('not open');
      return (await new LocalMailbox(store, FROM).list(50, to)).map(({ id, from, subject, text }) => ({
        id,
        from,
        subject,
        text,
      }));
    },
    close: async () => {
      await store?.close();
    },
  },
  {
    name: 'SmtpTransport (against a local SMTP server)',
    open: async () => new SmtpTransport(await peer.start(), FROM),
    read: (to) =>
      Promise.resolve(
        peer.received
          .filter((mail) => mail.to.includes(to))
          .map(({ raw }) => ({
            id: header(raw, 'Message-ID'),
            from: header(raw, 'From'),
            subject: header(raw, 'Subject'),
            text: raw.slice(raw.indexOf('\r\n\r\n') + 4).trim(),
          })),
      ),
    close: () => peer.stop(),
  },
];

describe.each(ADAPTERS.map((adapter) => [adapter.name, adapter] as const))('the mail port: %s', (_, adapter) => {
  let transport: MailTransport;
  beforeAll(async () => {
    transport = await adapter.open();
  });
  afterAll(async () => {
    await transport.close();
    await adapter.close();
  });

  it('delivers a message its recipient reads with the sender, subject and text', async () => {
    await transport.deliver('m-1', { to: 'ana@example.com', subject: 'Confirm your account', text: 'Open this link.' });
    const [mail, ...more] = await adapter.read('ana@example.com');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ from: FROM, subject: 'Confirm your account', text: 'Open this link.' });
    expect(mail?.id).toContain('m-1');
    expect(await adapter.read('bo@example.com')).toEqual([]);
  });

  it('keeps one identity for a message delivered again after a lost answer', async () => {
    const message = { to: 'cy@example.com', subject: 'An enquiry', text: 'Hello.' };
    await transport.deliver('m-2', message);
    await transport.deliver('m-2', message);
    const ids = new Set((await adapter.read('cy@example.com')).map((mail) => mail.id));
    expect(ids.size).toBe(1);
  });
});

describe('SMTP delivery', () => {
  const local = new SmtpPeer();
  let smtp: SmtpTransport;
  beforeAll(async () => {
    smtp = new SmtpTransport(await local.start(), FROM);
  });
  afterAll(async () => {
    await smtp.close();
    await local.stop();
  });

  it('throws when the server refuses the recipient, so the outbox tries again', async () => {
    await expect(smtp.deliver('m-3', { to: 'x@refused.test', subject: 'S', text: 'T' })).rejects.toThrow();
    expect(local.received).toEqual([]);
  });

  it('sends the envelope from the configured sender to the one recipient', async () => {
    await smtp.deliver('m-4', { to: 'dee@example.com', subject: 'S', text: 'T' });
    expect(local.received.map(({ from, to }) => ({ from, to }))).toEqual([
      { from: 'shop@example.com', to: ['dee@example.com'] },
    ]);
  });
});

describe('a notice with HTML over SMTP', () => {
  const smtp = new SmtpPeer();
  afterAll(async () => {
    await smtp.stop();
  });

  it('sends the text and the HTML as alternatives of one message', async () => {
    const transport = new SmtpTransport(await smtp.start(), FROM);
    try {
      await transport.deliver('html-1', {
        to: 'buyer@example.com',
        subject: 'Your receipt',
        text: 'Amount paid: 12.50 USD',
        html: '<p>Amount paid: 12.50 USD</p>',
      });
    } finally {
      await transport.close();
    }
    const [mail] = smtp.received;
    expect(mail?.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail?.raw).toContain('<p>Amount paid: 12.50 USD</p>');
  });
});
