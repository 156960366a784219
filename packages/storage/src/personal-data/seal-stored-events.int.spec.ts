import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NewEvent, RecordedEvent } from '@creators/contracts';
import { openStores } from '../open-stores.js';
import { SqliteEventStore } from '../sqlite/sqlite-event-store.js';
import { tempDir } from '../testing/harness.js';

const APP_SECRET = 'm'.repeat(48);
const PLAIN = [
  'Orsolya Quent',
  'Paints tide tables',
  'Vellmouth',
  'orsolya-quent.example',
  'Commission for a harbour map',
];

let sequence = 0;
const event = (type: string, data: unknown): NewEvent => {
  sequence += 1;
  return {
    type,
    version: 1,
    data,
    metadata: {
      eventId: `e-${sequence}`,
      occurredAt: `2026-03-0${1 + (sequence % 9)}T10:00:00.000Z`,
      creatorId: 'c-orsolya',
      correlationId: `c-${sequence}`,
      causationId: null,
    },
  };
};

/** A log as the product wrote it before personal values were sealed. */
async function writePlainLog(file: string): Promise<void> {
  const log = new SqliteEventStore(file);
  await log.append(
    'creator-c-orsolya',
    [
      event('CreatorSignedUp', { creatorId: 'c-orsolya', handle: 'orsolya', name: PLAIN[0] }),
      event('CreatorProfileUpdated', {
        creatorId: 'c-orsolya',
        changes: { bio: PLAIN[1], location: PLAIN[2], websiteUrl: `https://${PLAIN[3]}/` },
      }),
    ],
    'no_stream',
  );
  // Enough other events around them that the rewritten ones share pages that are not rebuilt whole.
  for (let n = 0; n < 40; n += 1)
    await log.append(
      `component-i${n}`,
      Array.from({ length: 10 }, () => event('ComponentPublished', { itemId: `i${n}`, kind: 'component' })),
      'no_stream',
    );
  await log.append(
    'links-c-orsolya',
    [
      event('LinkAdded', {
        creatorId: 'c-orsolya',
        link: { id: 'l1', title: 'Shop', url: `https://${PLAIN[3]}/shop` },
      }),
    ],
    'no_stream',
  );
  await log.append(
    'enquiry-q1',
    [
      event('EnquirySent', {
        enquiryId: 'q1',
        expertId: 'c-other',
        senderId: 'c-orsolya',
        subject: PLAIN[4],
        message: `${PLAIN[4]}, please`,
        budget: null,
      }),
    ],
    'no_stream',
  );
  await log.close();
}

const fileBytes = (file: string): string =>
  [file, `${file}-wal`]
    .filter((path) => existsSync(path))
    .map((path) => readFileSync(path).toString('latin1'))
    .join('');

async function readThroughStores(dataDir: string, seal: boolean): Promise<RecordedEvent[]> {
  const stores = await openStores({ dataDir, appSecret: APP_SECRET, sealStoredEvents: seal });
  try {
    return await stores.events.readAll({ after: null, limit: 1000 });
  } finally {
    await stores.events.close();
    await stores.documents.close();
  }
}

describe('sealing the personal values of a log written before sealing', () => {
  it('keeps every position and answer, and leaves no plain copy in the database or its WAL', async () => {
    const dataDir = tempDir('seal-stored-');
    const file = join(dataDir, 'creators.db');
    await writePlainLog(file);
    const before = await readThroughStores(dataDir, false);
    for (const plain of PLAIN) expect(fileBytes(file)).toContain(plain);

    const after = await readThroughStores(dataDir, true);
    expect(after).toEqual(before);
    for (const plain of PLAIN) expect(fileBytes(file)).not.toContain(plain);

    // The stored events are the same ones, at the same positions, their personal values sealed.
    const raw = new SqliteEventStore(file);
    const stored = await raw.readAll({ after: null, limit: 1000 });
    await raw.close();
    expect(
      stored.map(({ position, revision, streamId, type, metadata }) => ({
        position,
        revision,
        streamId,
        type,
        metadata,
      })),
    ).toEqual(
      before.map(({ position, revision, streamId, type, metadata }) => ({
        position,
        revision,
        streamId,
        type,
        metadata,
      })),
    );
    expect(stored.find((one) => one.type === 'EnquirySent')?.data).toEqual(
      expect.objectContaining({ senderId: 'c-orsolya', subject: expect.stringMatching(/^pd1:c-orsolya:/) }),
    );
    expect(stored.find((one) => one.type === 'ComponentPublished')?.data).toEqual({ itemId: 'i0', kind: 'component' });

    // A second start finds nothing left to seal and changes nothing.
    const again = await readThroughStores(dataDir, true);
    expect(again).toEqual(before);
    const reread = new SqliteEventStore(file);
    expect(await reread.readAll({ after: null, limit: 1000 })).toEqual(stored);
    // An event appended plain after that (an older version still running) is sealed at the next start.
    await reread.append(
      'links-c-late',
      [
        event('LinkAdded', {
          creatorId: 'c-late',
          link: { id: 'l9', title: 'Late', url: 'https://late-plain.example' },
        }),
      ],
      'no_stream',
    );
    await reread.close();
    expect(fileBytes(file)).toContain('late-plain.example');
    const later = await readThroughStores(dataDir, true);
    expect(later.at(-1)?.data).toEqual({
      creatorId: 'c-late',
      link: { id: 'l9', title: 'Late', url: 'https://late-plain.example' },
    });
    expect(fileBytes(file)).not.toContain('late-plain.example');
  });
});
