import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { itemStreamId, type ItemView, type NewEvent } from '@creators/contracts';
import { INTEGRATION_TEST_MS } from '@creators/storage/testing';
import { signedInCreator } from '../testing/creators.js';
import { anEvent } from '../testing/events.js';
import { field } from '../testing/http-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

// Creating a signed-in creator waits for the read models (up to PROMPTLY_MS).
jest.setTimeout(INTEGRATION_TEST_MS);

/** An event as the gateway wrote it before prices carried a currency (schema version 1). */
const v1 = (type: string, data: object): NewEvent => anEvent(type, data);

describe('the write side folds old events in their current shape', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('decides on a template whose history holds v1 prices (cents) as on one written today', async () => {
    const { client, creatorId } = await signedInCreator(testApp);
    const itemId = randomUUID();
    const stream = itemStreamId('templates', itemId);
    const fields = {
      title: 'Grid',
      summary: 'A grid',
      description: '',
      coverImageUrl: null,
      galleryImageUrls: [],
      previewUrl: null,
    };
    await testApp.events.append(
      stream,
      [
        v1('TemplateCreated', {
          itemId,
          kind: 'templates',
          creatorId,
          slug: `grid-${itemId.slice(0, 8)}`,
          fields: { ...fields, price: 1500 },
        }),
        v1('TemplateEdited', { itemId, kind: 'templates', changes: { price: 2000 } }),
      ],
      'no_stream',
    );

    // The same price as the v1 history holds is no change at all once that history is upcast.
    const same = await client.patch(`/api/dashboard/templates/${itemId}`, { price: { amount: 2000, currency: 'USD' } });
    expect(same.status).toBe(200);
    expect(field<number>(same, 'revision')).toBe(1);

    const renamed = await client.patch(`/api/dashboard/templates/${itemId}`, { title: 'Grid two' });
    expect(field<number>(renamed, 'revision')).toBe(2);
    const stored = await testApp.events.readStream(stream);
    expect(stored.map((e) => [e.type, e.version])).toEqual([
      ['TemplateCreated', 1],
      ['TemplateEdited', 1],
      ['TemplateEdited', 2],
    ]);

    const item = await client.get(`/api/dashboard/templates/${itemId}`, {
      'x-consistent-with': field<string>(renamed, 'position'),
    });
    expect(item.json).toMatchObject({
      title: 'Grid two',
      price: { amount: 2000, currency: 'USD' },
    } satisfies Partial<ItemView>);
  });
});
