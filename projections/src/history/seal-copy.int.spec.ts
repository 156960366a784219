import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import type { NewEvent, RecordedEvent } from '@creators/contracts';
import { PersonalDataEventStore, PersonalKeys, SqliteDocumentStore, SqliteEventStore } from '@creators/storage';
import { builtEntry, INTEGRATION_TEST_MS, runProcess, tempDir } from '@creators/storage/testing';

jest.setTimeout(INTEGRATION_TEST_MS);

const CLI = builtEntry(new URL('../../dist/history/cli.js', import.meta.url));

const event = (type: string, data: unknown): NewEvent => {
  const eventId = randomUUID();
  return {
    type,
    version: 1,
    data,
    metadata: {
      eventId,
      occurredAt: '2026-02-01T09:00:00.000Z',
      creatorId: null,
      correlationId: eventId,
      causationId: null,
    },
  };
};

describe('history seal-copy', () => {
  it('copies a log written before sealing into an empty one: same streams, revisions and ids, personal values sealed', async () => {
    const sourceDir = tempDir('seal-copy-source-');
    const targetDir = tempDir('seal-copy-target-');
    const file = join(sourceDir, 'creators.db');
    // A log as older versions wrote it: personal values in plain text.
    const raw = new SqliteEventStore(file);
    const kept = 'c-kept';
    const gone = 'c-gone';
    await raw.append(
      `creator-${kept}`,
      [
        event('CreatorSignedUp', { creatorId: kept, handle: 'kept', name: 'Ilsabet Verrow' }),
        event('CreatorProfileUpdated', { creatorId: kept, changes: { bio: 'Binds books in Ostercombe' } }),
      ],
      'no_stream',
    );
    await raw.append('component-i1', [event('ComponentPublished', { itemId: 'i1', kind: 'component' })], 'no_stream');
    await raw.append(
      `creator-${gone}`,
      [event('CreatorSignedUp', { creatorId: gone, handle: 'gone', name: 'Odran Pell' })],
      'no_stream',
    );
    await raw.append(
      `creator-${kept}`,
      [event('CreatorProfileUpdated', { creatorId: kept, changes: { location: 'Ostercombe' } })],
      1,
    );
    // One person was erased (their key destroyed) before the copy.
    const documents = new SqliteDocumentStore(file);
    const keys = new PersonalKeys(documents, null);
    await keys.keyFor(gone);
    await keys.destroy(gone, '2026-02-02T00:00:00.000Z');
    const before = await new PersonalDataEventStore(raw, keys).readAll({ after: null, limit: 100 });
    await raw.close();
    await documents.close();

    const copied = await runProcess(process.execPath, [CLI, 'seal-copy', '--to-data-dir', targetDir], {
      env: { ...process.env, DATA_DIR: sourceDir, EVENTSTORE_URL: '', MONGODB_URL: '', APP_SECRET: '' },
    });
    expect(copied.code).toBe(0);

    const target = new SqliteEventStore(join(targetDir, 'creators.db'));
    const stored = await target.readAll({ after: null, limit: 100 });
    const shape = (events: readonly RecordedEvent[]) =>
      events.map(({ streamId, revision, type, version, metadata }) => ({
        streamId,
        revision,
        type,
        version,
        metadata,
      }));
    expect(shape(stored)).toEqual(shape(before));
    const text = readFileSync(join(targetDir, 'creators.db')).toString('latin1') + JSON.stringify(stored);
    for (const plain of ['Ilsabet Verrow', 'Binds books', 'Ostercombe', 'Odran Pell'])
      expect(text).not.toContain(plain);
    expect(stored[0]?.data).toEqual({ creatorId: kept, handle: 'kept', name: expect.stringMatching(/^pd1:c-kept:/) });
    // The erased person is written as erased, no key of theirs made anew.
    expect(stored.find((one) => one.streamId === `creator-${gone}`)?.data).toEqual({
      creatorId: gone,
      handle: 'gone',
      name: 'Deleted creator',
    });

    // Read with the source's keys, the copy answers as the source did.
    const sourceDocuments = new SqliteDocumentStore(file);
    const opened = await new PersonalDataEventStore(target, new PersonalKeys(sourceDocuments, null)).readAll({
      after: null,
      limit: 100,
    });
    expect(opened.map((one) => one.data)).toEqual(before.map((one) => one.data));
    await target.close();
    await sourceDocuments.close();

    // A second copy into the same target is refused: it is not empty.
    const again = await runProcess(process.execPath, [CLI, 'seal-copy', '--to-data-dir', targetDir], {
      env: { ...process.env, DATA_DIR: sourceDir, EVENTSTORE_URL: '', MONGODB_URL: '', APP_SECRET: '' },
    });
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/already holds events/);
  });
});
