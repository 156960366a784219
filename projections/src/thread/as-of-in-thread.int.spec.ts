import { dirname } from 'node:path';
import { jest } from '@jest/globals';
import { INTEGRATION_TEST_MS } from '@creators/storage/testing';
import { ALL_PROJECTORS } from '../all-projectors.js';
import { buildAsOf, type BuildProgress } from '../history/as-of.js';
import { appendLog, dumpModels, historyLog, tempStores } from '../history/testing/history-log.js';
import { buildAsOfInThread } from './as-of-in-thread.js';

jest.setTimeout(INTEGRATION_TEST_MS);

/** `buildAsOfInThread`: the gateway's as-of build, made by a worker thread on connections of its own. */
describe('buildAsOfInThread', () => {
  const stores = tempStores();
  const settings = { dataDir: dirname(stores.file), appSecret: null };
  let head = 0;
  beforeAll(async () => {
    head = await appendLog(stores.events, historyLog({ days: 8, itemsPerDay: 5 }));
  });
  afterAll(async () => {
    await stores.events.close();
    await stores.documents.close();
  });

  it('builds what the same build on this thread builds, reporting its progress up to the point', async () => {
    const point = Math.floor(head * 0.75);
    const seen: BuildProgress[] = [];
    const threaded = await buildAsOfInThread(
      { stores: settings, asOf: { kind: 'position', position: point }, namespace: 'threaded' },
      (progress) => seen.push(progress),
    );
    expect(threaded).toMatchObject({ namespace: 'threaded', position: point, events: point, built: true });
    expect(seen.at(-1)).toEqual({ position: point, head: point, events: point });
    const here = await buildAsOf(stores, { kind: 'position', position: point }, { namespace: 'here' });

    const built = await dumpModels(stores.documents, ALL_PROJECTORS, threaded.physical);
    expect(Object.values(built).some((docs) => docs.length > 0)).toBe(true);
    expect(built).toEqual(await dumpModels(stores.documents, ALL_PROJECTORS, here.physical));
  });

  it('refuses with the build’s own error, and when the thread cannot open the stores', async () => {
    await expect(
      buildAsOfInThread({ stores: settings, asOf: { kind: 'position', position: 1 }, namespace: 'Not A Name' }),
    ).rejects.toThrow('a namespace is 1 to 40 lower-case letters and digits, not "Not A Name"');
    await expect(
      buildAsOfInThread({
        stores: { ...settings, mongodbUrl: 'not-a-url' },
        asOf: { kind: 'position', position: 1 },
        namespace: 'p1',
      }),
    ).rejects.toThrow('cannot use MongoDB at not-a-url');
  });
});
