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

/** A SQLite store that says its commits are limited (as MongoDB's are), and notes the size of each commit it takes. */
function limitedStore(file: string): { store: DocumentStore; commits: Landed[]; inner: SqliteDocumentStore } {
  const inner = new SqliteDocumentStore(file);
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

describe('commits cut to fit a store that limits them', () => {
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

    const limited = limitedStore(join(dir, 'limited.db'));
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
