import { jest } from '@jest/globals';
import { join } from 'node:path';
import {
  SqliteDocumentStore,
  SqliteEventStore,
  type Checkpoint,
  type CommitLimits,
  type DocumentChange,
  type DocumentStore,
} from '@creators/storage';
import { INTEGRATION_TEST_MS, tempDir } from '@creators/storage/testing';
import { MongoDocumentStore } from '@creators/storage/testing/production';
import { ALL_PROJECTORS } from '../all-projectors.js';
import { anEvent, itemLife } from '../testing/item-events.js';
import { overriding } from '../testing/overriding.js';
import { dumpReadModels } from '../testing/read-model-dump.js';
import { ProjectionRunner } from './projection-runner.js';

jest.setTimeout(INTEGRATION_TEST_MS);

const AT = '2026-03-01T10:00:00.000Z';
const LIMITS: CommitLimits = { operations: 60, bytes: 48 * 1024 };

interface Landed {
  readonly operations: number;
  readonly bytes: number;
  readonly checkpoints: readonly Checkpoint[];
}

/** A store whose commits are limited to LIMITS (tighter than MongoDB's, to need many), noting the size of each it takes. */
function limitedStore(inner: DocumentStore): { store: DocumentStore; commits: Landed[]; inner: DocumentStore } {
  const commits: Landed[] = [];
  const note = (changes: readonly DocumentChange[], checkpoints: readonly Checkpoint[]): void => {
    const bytes = changes.reduce(
      (sum, change) => sum + (change.op === 'put' ? JSON.stringify(change.doc).length : change.id.length),
      0,
    );
    commits.push({ operations: changes.length, bytes, checkpoints });
  };
  const store = overriding<DocumentStore>(inner, {
    commitLimits: LIMITS,
    commit: (changes, checkpoints) => {
      note(changes, checkpoints);
      return inner.commit(changes, checkpoints);
    },
    commitInBackground: (changes, checkpoints) => {
      note(changes, checkpoints);
      return inner.commit(changes, checkpoints);
    },
  });
  return { store, commits, inner };
}

const mongodbUrl = process.env.MONGODB_URL ?? '';

/** The server's URL naming a database of this run's own, so that models left by another run are not read. */
function ownDatabase(url: string): string {
  const [base = '', query] = url.split('?');
  const hostsEnd = base.indexOf('/', base.indexOf('://') + 3);
  const root = hostsEnd < 0 ? base : base.slice(0, hostsEnd);
  return `${root}/bounded_${Date.now()}${query === undefined ? '' : `?${query}`}`;
}

const stores: [string, (dir: string) => Promise<DocumentStore>][] = [
  ['SQLite', (dir) => Promise.resolve(new SqliteDocumentStore(join(dir, 'limited.db')))],
  // Registered only with a server to run against (a database of its own per run).
  ...(mongodbUrl === ''
    ? []
    : ([['MongoDB', () => MongoDocumentStore.connect(ownDatabase(mongodbUrl))]] satisfies [
        string,
        (dir: string) => Promise<DocumentStore>,
      ][])),
];

describe.each(stores)('commits cut to fit a store that limits them (%s)', (_name, openModels) => {
  const closing: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(closing.map((store) => store.close()));
  });

  it('rebuilds a log far larger than one commit in commits that each fit, with the models a single commit gives', async () => {
    const dir = tempDir('bounded-');
    const events = new SqliteEventStore(join(dir, 'events.db'));
    closing.push(events);
    for (let n = 1; n <= 300; n += 1) {
      const kind = n % 2 === 0 ? 'components' : 'templates';
      const { itemId, events: life } = itemLife(kind, n, AT);
      await events.append(`${kind}-${itemId}`, life, 'no_stream');
      const creatorId = `creator-${n}`;
      const signedUp = anEvent('CreatorSignedUp', { creatorId, handle: `maker${n}`, name: `Maker ${n}` }, AT);
      await events.append(`creator-${creatorId}`, [signedUp], 'no_stream');
    }
    const head = await events.headPosition();

    const limited = limitedStore(await openModels(dir));
    closing.push(limited.inner);
    // A rebuild reads the log in batches of thousands of events: far more changes than one commit may carry.
    const runner = new ProjectionRunner(events, limited.store, ALL_PROJECTORS, { rebuildBatchSize: 5_000 });
    await runner.start();
    await runner.stop();

    const plain = new SqliteDocumentStore(join(dir, 'plain.db'));
    closing.push(plain);
    const reference = new ProjectionRunner(events, plain, ALL_PROJECTORS, { rebuildBatchSize: 5_000 });
    await reference.start();
    await reference.stop();

    const withDocuments = limited.commits.filter((commit) => commit.operations > 0);
    expect(withDocuments.length).toBeGreaterThan(10);
    for (const commit of withDocuments) {
      expect(commit.operations).toBeLessThanOrEqual(LIMITS.operations);
      expect(commit.bytes).toBeLessThanOrEqual(LIMITS.bytes);
    }
    // Every part moved the checkpoints on; the last reached the head, and the swap made them the models'.
    expect(runner.status().every((status) => status.checkpoint === head)).toBe(true);
    expect(await dumpReadModels(limited.inner, ALL_PROJECTORS)).toEqual(await dumpReadModels(plain, ALL_PROJECTORS));
  });
});
