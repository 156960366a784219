import { jest } from '@jest/globals';
import {
  currentSchemaVersion,
  upcastEvent,
  type ItemCreatedData,
  type ItemEditedData,
  type RecordedEvent,
} from '@creators/contracts';
import type { SqliteDocumentStore, SqliteEventStore } from '@creators/storage';
import { INTEGRATION_TEST_MS, PROMPTLY_MS } from '@creators/storage/testing';
import { ALL_PROJECTORS } from '../all-projectors.js';
import { startProjections } from '../start-projections.js';
import { buildAsOf } from './as-of.js';
import { appendLog, dumpModels, historyLog, readLog, tempStores } from './testing/history-log.js';

jest.setTimeout(INTEGRATION_TEST_MS);

const recorded = (type: string, version: number, data: object): RecordedEvent => ({
  type,
  version,
  data,
  streamId: 'template-t1',
  revision: 0,
  position: 1,
  metadata: {
    eventId: 'e1',
    occurredAt: '2026-03-01T10:00:00.000Z',
    creatorId: null,
    correlationId: 'e1',
    causationId: null,
  },
});

describe('schema evolution: item prices went from cents (v1) to { amount, currency } (v2)', () => {
  const fields = {
    title: 'Grid',
    summary: '',
    description: '',
    coverImageUrl: null,
    galleryImageUrls: [],
    previewUrl: null,
  };

  it('writers write v2 of created and edited item events; other types are still at v1', () => {
    expect(currentSchemaVersion('TemplateCreated')).toBe(2);
    expect(currentSchemaVersion('SiteEdited')).toBe(2);
    expect(currentSchemaVersion('TemplatePublished')).toBe(1);
    expect(currentSchemaVersion('CreatorSignedUp')).toBe(1);
    expect(currentSchemaVersion('SomethingUnknown')).toBe(1);
  });

  it('upcasts a v1 creation and edit to v2, and leaves v2 and other events as they are', () => {
    const v1 = recorded('TemplateCreated', 1, {
      itemId: 't1',
      kind: 'templates',
      creatorId: 'c1',
      slug: 'grid',
      fields: { ...fields, price: 1500 },
    });
    const created = upcastEvent(v1);
    expect(created.version).toBe(2);
    expect((created.data as ItemCreatedData).fields.price).toEqual({ amount: 1500, currency: 'USD' });
    expect(upcastEvent(created)).toBe(created);

    const edited = upcastEvent(
      recorded('TemplateEdited', 1, { itemId: 't1', kind: 'templates', changes: { price: 0, title: 'Grid 2' } }),
    );
    expect(edited).toMatchObject({
      version: 2,
      data: { changes: { price: { amount: 0, currency: 'USD' }, title: 'Grid 2' } },
    });
    const titleOnly = upcastEvent(
      recorded('TemplateEdited', 1, { itemId: 't1', kind: 'templates', changes: { title: 'Grid 3' } }),
    );
    expect((titleOnly.data as ItemEditedData).changes).toEqual({ title: 'Grid 3' });

    const published = recorded('TemplatePublished', 1, { itemId: 't1', kind: 'templates' });
    expect(upcastEvent(published)).toBe(published);
  });

  describe('a log holding both versions', () => {
    const both = historyLog({ days: 10, prices: 'mixed' });
    const current = historyLog({ days: 10, prices: 'v2' });
    const opened: { events: SqliteEventStore; documents: SqliteDocumentStore }[] = [];
    afterAll(async () => {
      for (const stores of opened) {
        await stores.events.close();
        await stores.documents.close();
      }
    });

    /** Every read model of a log, as the product builds them (the runner started as the gateway starts it). */
    async function readModels(
      entries: typeof both,
    ): Promise<{ log: RecordedEvent[]; stores: (typeof opened)[number] }> {
      const stores = tempStores();
      opened.push(stores);
      const head = await appendLog(stores.events, entries);
      const runner = await startProjections(stores.events, stores.documents);
      expect(await runner.waitFor(head, PROMPTLY_MS)).toBe(true);
      await runner.stop();
      return { log: await readLog(stores.events), stores };
    }

    it('replays to the same read model documents as the log written in the current version', async () => {
      const old = await readModels(both);
      const now = await readModels(current);
      const v1 = old.log.filter((e) => e.version === 1 && /(Created|Edited)$/.test(e.type));
      expect(v1.some((e) => typeof (e.data as { fields?: { price?: unknown } }).fields?.price === 'number')).toBe(true);
      expect(old.log.some((e) => e.type.endsWith('Created') && e.version === 2)).toBe(true);

      const expected = await dumpModels(now.stores.documents, ALL_PROJECTORS);
      expect(Object.values(expected).flat().length).toBeGreaterThan(100);
      expect(await dumpModels(old.stores.documents, ALL_PROJECTORS)).toEqual(expected);

      // And so does a replay as of a past point.
      const asOf = await buildAsOf(old.stores, { kind: 'position', position: old.log.at(-1)?.position ?? 0 });
      expect(await dumpModels(old.stores.documents, ALL_PROJECTORS, asOf.physical)).toEqual(expected);
    });
  });
});
