import { join } from 'node:path';
import type { NewEvent, RecordedEvent } from '@creators/contracts';
import { DELETED_CREATOR_NAME, ERASED_TEXT } from '@creators/contracts';
import { SqliteDocumentStore } from '../sqlite/sqlite-document-store.js';
import { SqliteEventStore } from '../sqlite/sqlite-event-store.js';
import { tempDir } from '../testing/harness.js';
import type { SubscriptionBatch } from '../event-store.js';
import { PersonalDataEventStore } from './personal-data-event-store.js';
import { PersonalKeys } from './personal-keys.js';

const APP_SECRET = 'a'.repeat(48);
const subject = 'creator-7f1c';

const event = (type: string, data: unknown): NewEvent => ({
  type,
  version: 1,
  data,
  metadata: {
    eventId: `${type}-${Math.random().toString(36).slice(2)}`,
    occurredAt: '2026-05-01T10:00:00.000Z',
    creatorId: subject,
    correlationId: 'c',
    causationId: null,
  },
});

const profile = event('CreatorProfileUpdated', {
  creatorId: subject,
  changes: {
    name: 'Quillon Marbeck',
    bio: 'Draws lighthouses in Fennmoor',
    location: 'Fennmoor',
    websiteUrl: 'https://quillon.example',
    avatar: { uploadId: 'u1', hash: 'h', width: 1, height: 1, placeholder: 'p', variants: [] },
    handle: 'quillon',
  },
});
const signedUp = event('CreatorSignedUp', { creatorId: subject, handle: 'quillon', name: 'Quillon Marbeck' });
const published = event('ComponentPublished', { itemId: 'i1', kind: 'component' });

describe('personal values in the log', () => {
  let file: string;
  let raw: SqliteEventStore;
  let documents: SqliteDocumentStore;
  let keys: PersonalKeys;
  let events: PersonalDataEventStore;

  beforeEach(async () => {
    file = join(tempDir('personal-'), 'creators.db');
    raw = new SqliteEventStore(file);
    documents = new SqliteDocumentStore(file);
    keys = new PersonalKeys(documents, APP_SECRET);
    events = new PersonalDataEventStore(raw, keys);
    await events.append(`creator-${subject}`, [signedUp, profile], 'no_stream');
    await events.append('component-i1', [published], 'no_stream');
  });
  afterEach(async () => {
    await raw.close();
    await documents.close();
  });

  const dataOf = (read: readonly { type: string; data: unknown }[], type: string): unknown =>
    read.find((one) => one.type === type)?.data;

  async function everyRead(store: PersonalDataEventStore): Promise<RecordedEvent[][]> {
    const json = (await store.readAllJson({ after: null, limit: 100 })).map((one) => ({
      type: one.type,
      data: JSON.parse(one.data) as unknown,
    })) as RecordedEvent[];
    const batches: SubscriptionBatch[] = [];
    let caughtUp: () => void = () => undefined;
    const all = new Promise<void>((resolve) => {
      caughtUp = resolve;
    });
    const subscription = store.subscribeToAll({
      after: null,
      batchSize: 100,
      onBatch: (batch) => {
        batches.push(batch);
        if (batches.flatMap((one) => one.events).length >= 3) caughtUp();
        return Promise.resolve();
      },
    });
    await all;
    await subscription.stop();
    return [
      await store.readStream(`creator-${subject}`),
      await store.readAll({ after: null, limit: 100 }),
      json,
      batches.flatMap((one) => one.events),
    ];
  }

  it('are stored sealed: the stored text holds none of them, ids and the handle stay readable', async () => {
    const stored = await raw.readAllJson({ after: null, limit: 100 });
    const text = stored.map((one) => one.data).join('\n');
    for (const personal of ['Quillon Marbeck', 'lighthouses', 'Fennmoor', 'quillon.example', '"u1"'])
      expect(text).not.toContain(personal);
    expect(text).toContain(subject);
    expect(text).toContain('"handle":"quillon"');
    expect((await raw.readStream(`creator-${subject}`)).map((one) => one.data)).toEqual([
      expect.objectContaining({ name: expect.stringMatching(/^pd1:/) }),
      { creatorId: subject, changes: expect.objectContaining({ bio: expect.stringMatching(/^pd1:/) }) },
    ]);
  });

  it('need no subject when an event carries none of its personal values (an optional note left out)', async () => {
    const refund = event('OrderRefunded', { orderId: 'o1', noticeId: 'r1', amount: 500, currency: 'USD' });
    await events.append('order-o1', [refund], 'no_stream');
    expect((await raw.readStream('order-o1')).map((one) => one.data)).toEqual([refund.data]);
    const noted = event('OrderRefunded', { orderId: 'o2', noticeId: 'r2', amount: 5, currency: 'USD', note: 'Faulty' });
    await expect(events.append('order-o2', [noted], 'no_stream')).rejects.toThrow(/no subject at sellerId/);
  });

  it('are read back plain through every way of reading, by another process with the same app secret too', async () => {
    const elsewhere = new PersonalDataEventStore(raw, new PersonalKeys(documents, APP_SECRET));
    for (const store of [events, elsewhere])
      for (const read of await everyRead(store)) {
        expect(dataOf(read, 'CreatorProfileUpdated')).toEqual(profile.data);
        expect(dataOf(read, 'CreatorSignedUp')).toEqual(signedUp.data);
      }
  });

  it('read as erased once the key is destroyed, never as ciphertext and never as an error', async () => {
    await keys.destroy(subject, '2026-06-01T00:00:00.000Z');
    const elsewhere = new PersonalDataEventStore(raw, new PersonalKeys(documents, APP_SECRET));
    for (const store of [events, elsewhere])
      for (const read of await everyRead(store)) {
        expect(dataOf(read, 'CreatorSignedUp')).toEqual({
          creatorId: subject,
          handle: 'quillon',
          name: DELETED_CREATOR_NAME,
        });
        expect(dataOf(read, 'CreatorProfileUpdated')).toEqual({
          creatorId: subject,
          changes: {
            name: DELETED_CREATOR_NAME,
            bio: '',
            location: '',
            websiteUrl: null,
            avatar: null,
            handle: 'quillon',
          },
        });
        expect(JSON.stringify(read)).not.toContain('pd1:');
      }
  });

  it('of an erased person are never sealed with a new key: a late event stores the erased marker', async () => {
    await keys.destroy(subject, '2026-06-01T00:00:00.000Z');
    await events.append(
      'links-x',
      [event('LinkAdded', { creatorId: subject, link: { id: 'l', title: 'Mine', url: 'https://m.example' } })],
      'no_stream',
    );
    const [stored] = await raw.readStream('links-x');
    expect(stored?.data).toEqual({ creatorId: subject, link: { id: 'l', title: ERASED_TEXT, url: ERASED_TEXT } });
  });

  it('are forgotten by a process that still held the key once it reads the AccountErased', async () => {
    const elsewhereKeys = new PersonalKeys(documents, APP_SECRET, { cacheMs: 3_600_000 });
    const elsewhere = new PersonalDataEventStore(raw, elsewhereKeys);
    expect(dataOf(await elsewhere.readStream(`creator-${subject}`), 'CreatorSignedUp')).toEqual(signedUp.data);
    await keys.destroy(subject, '2026-06-01T00:00:00.000Z');
    await events.append(`account-${subject}`, [event('AccountErased', { creatorId: subject })], 'no_stream');
    const read = await elsewhere.readAll({ after: null, limit: 100 });
    expect(dataOf(read, 'CreatorSignedUp')).toEqual({
      creatorId: subject,
      handle: 'quillon',
      name: DELETED_CREATOR_NAME,
    });
  });

  it('refuse to open with another app secret, saying so, instead of reading as erased', async () => {
    const wrongSecret = new PersonalDataEventStore(raw, new PersonalKeys(documents, 'b'.repeat(48)));
    await expect(wrongSecret.readStream(`creator-${subject}`)).rejects.toThrow(/APP_SECRET/);
  });

  it('written before sealing existed are read as they were', async () => {
    const plain = event('LinkAdded', {
      creatorId: subject,
      link: { id: 'l', title: 'Old', url: 'https://old.example' },
    });
    await raw.append('links-old', [plain], 'no_stream');
    expect((await events.readStream('links-old')).map((one) => one.data)).toEqual([plain.data]);
  });

  it('have one key per person however many processes make it at once', async () => {
    const racers = [0, 1, 2].map(() => new PersonalKeys(documents, null));
    const made = await Promise.all(racers.map((racer) => racer.keyFor('racing-subject')));
    const exported = made.map((key) => (key === 'erased' ? 'erased' : key.toString('hex')));
    expect(new Set(exported).size).toBe(1);
    expect(exported[0]).not.toBe('erased');
  });
});
