import { jest } from '@jest/globals';
import { join } from 'node:path';
import { UnavailableError } from '@eventstore/db-client';
import { MongoNetworkError } from 'mongodb';
import { SqliteDocumentStore, type DocumentStore, type EventStore } from '@creators/storage';
import { INTEGRATION_TEST_MS, eventually, tempDir } from '@creators/storage/testing';
import { EsdbClientDouble, EsdbEventStore } from '@creators/storage/testing/production';
import { ALL_PROJECTORS } from '../all-projectors.js';
import { anEvent, itemLife } from '../testing/item-events.js';
import { answeringLater } from '../testing/answering-later.js';
import { overriding } from '../testing/overriding.js';
import { dumpReadModels } from '../testing/read-model-dump.js';
import { ProjectionRunner, type ConnectionReport } from './projection-runner.js';

jest.setTimeout(INTEGRATION_TEST_MS);

const AT = '2026-03-01T10:00:00.000Z';
/** Short waits between attempts: the faults here are one-off, and the tests wait on conditions, not time. */
const RETRY = { baseMs: 5, maxMs: 20 };

/** Items of two kinds (published, edited, some unpublished or deleted), creators and likes: every model gets work. */
async function appendLog(events: EventStore, from: number, to: number): Promise<void> {
  for (let n = from; n <= to; n += 1) {
    const kind = n % 2 === 0 ? 'components' : 'templates';
    const { itemId, events: life } = itemLife(kind, n, AT);
    await events.append(`${kind}-${itemId}`, life, 'no_stream');
    if (n % 4 === 0) {
      const creatorId = `creator-${n}`;
      await events.append(
        `creator-${creatorId}`,
        [anEvent('CreatorSignedUp', { creatorId, handle: `maker${n}`, name: `Maker ${n}` }, AT)],
        'no_stream',
      );
    }
  }
}

/** The models a clean rebuild makes of the whole log, in a store of their own. */
async function cleanRebuild(events: EventStore): Promise<Awaited<ReturnType<typeof dumpReadModels>>> {
  const documents = new SqliteDocumentStore(join(tempDir('clean-'), 'clean.db'));
  const runner = new ProjectionRunner(events, documents, ALL_PROJECTORS);
  try {
    await runner.start();
    const head = await events.headPosition();
    await eventually(async () => (head === null || (await runner.waitFor(head, 1000)) ? true : null), {
      what: 'the clean rebuild to reach the head',
    });
    return await dumpReadModels(documents, ALL_PROJECTORS);
  } finally {
    await runner.stop();
    await documents.close();
  }
}

async function caughtUp(runner: ProjectionRunner, events: EventStore): Promise<void> {
  const head = await events.headPosition();
  await eventually(
    async () =>
      // A checkpoint may lie past the head: the server's own events after our last one move it on.
      head !== null && runner.status().every((s) => s.state === 'running' && (s.checkpoint ?? -1) >= head)
        ? true
        : null,
    { what: `every projection to follow the log up to ${String(head)} (${JSON.stringify(runner.status())})` },
  );
}

describe('the projector meeting store faults', () => {
  const closing: { close(): Promise<void> }[] = [];
  const stopping: ProjectionRunner[] = [];
  afterEach(async () => {
    await Promise.all(stopping.splice(0).map((runner) => runner.stop()));
    await Promise.all(closing.splice(0).map((store) => store.close()));
  });

  const open = (documents: DocumentStore = new SqliteDocumentStore(join(tempDir('faults-'), 'models.db'))) => {
    const client = new EsdbClientDouble();
    const events = EsdbEventStore.over(client);
    closing.push(documents, events);
    const reports: ConnectionReport[] = [];
    const errors: Error[] = [];
    const runner = new ProjectionRunner(events, documents, ALL_PROJECTORS, {
      batchSize: 7,
      retry: RETRY,
      onConnection: (report) => reports.push(report),
      onError: (error) => errors.push(error),
    });
    stopping.push(runner);
    return { client, events, documents, runner, reports, errors };
  };

  it('resubscribes from its checkpoints when the EventStoreDB subscription drops midway, and ends as a clean rebuild', async () => {
    const { client, events, documents, runner, reports, errors } = open();
    // The subscription opened at start drops after 40 events, as on a server restart.
    client.dropNextSubscription(40, new UnavailableError(undefined, 'the server is restarting'));
    await runner.start();
    await appendLog(events, 1, 60);
    await caughtUp(runner, events);

    expect(client.subscriptionsOpened).toBeGreaterThanOrEqual(2);
    expect(reports.find((report) => !report.connected)).toMatchObject({
      connected: false,
      reconnects: 1,
      error: expect.objectContaining({ message: 'the server is restarting' }) as unknown,
    });
    expect(errors).toEqual([]);
    expect(await dumpReadModels(documents, ALL_PROJECTORS)).toEqual(await cleanRebuild(events));
  });

  it('takes a document-store read that fails once for the store fault it is, not a projection failure', async () => {
    const models = new SqliteDocumentStore(join(tempDir('faults-'), 'models.db'));
    let failures = 0;
    // A store that answers later (as MongoDB), whose first read in the follower fails as a dropped connection.
    const flaky = overriding(answeringLater(models), {
      get: async (collection, id) => {
        if (failures === 0 && collection !== 'projection_versions') {
          failures += 1;
          throw new MongoNetworkError('connection 4 to mongodb:27017 closed');
        }
        return models.get(collection, id);
      },
    });
    const { events, runner, reports, errors } = open(flaky);
    await runner.start();
    await appendLog(events, 1, 30);
    await caughtUp(runner, events);

    expect(failures).toBe(1);
    expect(errors).toEqual([]);
    expect(runner.status().filter((s) => s.error !== null)).toEqual([]);
    expect(reports[0]).toMatchObject({ connected: false, error: expect.objectContaining({ name: 'StoreReadFailed' }) });
    expect(await dumpReadModels(models, ALL_PROJECTORS)).toEqual(await cleanRebuild(events));
  });

  it('retries a batch whose commit failed, and reports the link back once it makes progress', async () => {
    const models = new SqliteDocumentStore(join(tempDir('faults-'), 'models.db'));
    let refused = 0;
    const flaky = overriding(models, {
      commit: async (changes, checkpoints) => {
        if (refused < 2 && changes.length > 0) {
          refused += 1;
          throw new MongoNetworkError('not primary');
        }
        return models.commit(changes, checkpoints);
      },
    });
    const { events, runner, reports, errors } = open(flaky);
    await runner.start();
    await appendLog(events, 1, 20);
    await caughtUp(runner, events);

    expect(refused).toBe(2);
    expect(errors).toEqual([]);
    expect(reports.filter((report) => !report.connected)).toHaveLength(2);
    await eventually(async () => (reports.at(-1)?.connected === true ? true : null), {
      what: 'the follower to report the link back',
    });
    expect(reports.at(-1)).toMatchObject({ connected: true, failingSince: null });
    expect(await dumpReadModels(models, ALL_PROJECTORS)).toEqual(await cleanRebuild(events));
  });
});
