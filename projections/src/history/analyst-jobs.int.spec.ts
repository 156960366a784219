import { dirname } from 'node:path';
import { jest } from '@jest/globals';
import { INTEGRATION_TEST_MS } from '@creators/storage/testing';
import { ALL_PROJECTORS } from '../all-projectors.js';
import { buildAsOf, listAsOf, type BuildProgress } from './as-of.js';
import { appendLog, dumpModels, historyLog, tempStores } from './testing/history-log.js';
import { buildAsOfInThread, rebuildInThread } from './analyst-jobs.js';

jest.setTimeout(INTEGRATION_TEST_MS);

/** The gateway's analyst jobs, each made by a worker thread on connections of its own. */
describe('analyst jobs in a thread', () => {
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

  it('builds as of a point what the same build on this thread builds, reporting its progress up to the point', async () => {
    const point = Math.floor(head * 0.75);
    const seen: BuildProgress[] = [];
    const threaded = await buildAsOfInThread(
      settings,
      { kind: 'position', position: point },
      {
        namespace: 'threaded',
        onProgress: (progress) => seen.push(progress),
      },
    );
    expect(threaded).toMatchObject({ namespace: 'threaded', position: point, events: point, built: true });
    expect(seen.at(-1)).toEqual({ position: point, head: point, events: point });
    const here = await buildAsOf(stores, { kind: 'position', position: point }, { namespace: 'here' });

    const built = await dumpModels(stores.documents, ALL_PROJECTORS, threaded.physical);
    expect(Object.values(built).some((docs) => docs.length > 0)).toBe(true);
    expect(built).toEqual(await dumpModels(stores.documents, ALL_PROJECTORS, here.physical));
  });

  it('rebuilds a live read model from the whole log, as a build up to the head holds it', async () => {
    const model = ALL_PROJECTORS.find((projector) => projector.name === 'component-tags');
    if (model === undefined) throw new Error('no component-tags read model');
    const seen: BuildProgress[] = [];
    await rebuildInThread(settings, [model.name], { onProgress: (progress) => seen.push(progress) });
    expect(seen.at(-1)).toMatchObject({ position: head, head });
    expect(await stores.documents.getCheckpoint(model.name)).toBe(head);
    const whole = await buildAsOf(stores, { kind: 'position', position: head }, { namespace: 'whole' });
    const rebuilt = await dumpModels(stores.documents, [model]);
    expect(rebuilt[model.collections[0]?.name ?? '']?.length).toBeGreaterThan(0);
    expect(rebuilt).toEqual(await dumpModels(stores.documents, [model], whole.physical));
  });

  it('stops a build at once when its signal is aborted, leaving the namespace incomplete and the store free', async () => {
    const stop = new AbortController();
    const building = buildAsOfInThread(
      settings,
      { kind: 'position', position: head },
      {
        namespace: 'stopped',
        // One event per batch: the build is far from its end when its first batch is reported.
        batchSize: 1,
        onProgress: () => {
          stop.abort();
        },
        signal: stop.signal,
      },
    );
    await expect(building).rejects.toThrow('the job was stopped before it ended');
    expect((await listAsOf(stores.documents)).find((built) => built.id === 'stopped')).toMatchObject({
      complete: false,
    });
    // The thread's connection let go of the write lock: the same namespace builds in full.
    const again = await buildAsOfInThread(settings, { kind: 'position', position: head }, { namespace: 'stopped' });
    expect(again).toMatchObject({ position: head, events: head, built: true });
    await expect(
      buildAsOfInThread(settings, { kind: 'position', position: head }, { signal: AbortSignal.abort() }),
    ).rejects.toThrow('the job was stopped before it ended');
  });

  it('refuses with the build’s own error, and when the thread cannot open the stores', async () => {
    await expect(
      buildAsOfInThread(settings, { kind: 'position', position: 1 }, { namespace: 'Not A Name' }),
    ).rejects.toThrow('a namespace is 1 to 40 lower-case letters and digits, not "Not A Name"');
    await expect(
      buildAsOfInThread({ ...settings, mongodbUrl: 'not-a-url' }, { kind: 'position', position: 1 }),
    ).rejects.toThrow('cannot use MongoDB at not-a-url');
  });
});
