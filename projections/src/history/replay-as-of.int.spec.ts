import { jest } from '@jest/globals';
import type { RecordedEvent } from '@creators/contracts';
import { DocumentStoreError, type SqliteDocumentStore, type SqliteEventStore } from '@creators/storage';
import { INTEGRATION_TEST_MS, PROMPTLY_MS } from '@creators/storage/testing';
import { ALL_PROJECTORS } from '../all-projectors.js';
import { PUBLIC_ITEMS } from '../public-items/public-items.projector.js';
import { ProjectionRunner } from '../runner/projection-runner.js';
import { asOfCollection, buildAsOf } from './as-of.js';
import { ReadModelQueries } from './read-model-queries.js';
import { runHistory } from './run-history.js';
import {
  appendLog,
  dumpModels,
  historyContext,
  historyLog,
  readLog,
  tempStores,
  type LogEntry,
} from './testing/history-log.js';

jest.setTimeout(INTEGRATION_TEST_MS);

type Stores = { events: SqliteEventStore; documents: SqliteDocumentStore };

/** The read models of a log built the ordinary way: a runner from the start, up to the head. */
async function builtLive(entries: readonly LogEntry[]): Promise<Stores> {
  const stores = tempStores();
  const head = await appendLog(stores.events, entries);
  const runner = new ProjectionRunner(stores.events, stores.documents, ALL_PROJECTORS);
  await runner.start();
  expect(await runner.waitFor(head, PROMPTLY_MS)).toBe(true);
  await runner.stop();
  return stores;
}

describe('replay --as-of: the read models as they stood, in a namespace of their own', () => {
  const entries = historyLog({ days: 14, itemsPerDay: 6 });
  let live: Stores;
  let log: RecordedEvent[];
  const opened: Stores[] = [];

  beforeAll(async () => {
    live = await builtLive(entries);
    opened.push(live);
    log = await readLog(live.events);
  });
  afterAll(async () => {
    for (const stores of opened) {
      await stores.events.close();
      await stores.documents.close();
    }
  });

  async function history(argv: string[]): Promise<{ status: number; out: string; err: string }> {
    const context = historyContext(live);
    const status = await runHistory(argv, () => Promise.resolve({ ...context, close: async () => undefined }), context);
    return { status, out: context.out.text, err: context.err.text };
  }

  /** What a copy of the log holding only its first `count` events builds. */
  async function truncated(count: number): Promise<Stores> {
    const stores = await builtLive(entries.slice(0, count));
    opened.push(stores);
    return stores;
  }

  it('as of a position: every read model equals one built from the log truncated there, and the live ones are untouched', async () => {
    const position = log[Math.floor(log.length * 0.55)]?.position ?? 0;
    const liveBefore = await dumpModels(live.documents, ALL_PROJECTORS);

    const replay = await history(['replay', '--as-of', String(position), '--show', 'none']);
    expect(replay.status).toBe(0);
    expect(replay.err).toContain(`into namespace p${position}: ${position} events up to position ${position}`);

    const past = await truncated(position);
    const asOf = await dumpModels(live.documents, ALL_PROJECTORS, (c) => asOfCollection(`p${position}`, c));
    const expected = await dumpModels(past.documents, ALL_PROJECTORS);
    expect(Object.values(expected).flat().length).toBeGreaterThan(100);
    expect(asOf).toEqual(expected);
    expect(await dumpModels(live.documents, ALL_PROJECTORS)).toEqual(liveBefore);
    expect(liveBefore).not.toEqual(expected);

    // The same queries the API answers, against the past.
    const top = await history([
      'replay',
      '--as-of',
      String(position),
      '--show',
      'listings',
      '--kind',
      'templates',
      '--sort',
      'popular',
      '--json',
    ]);
    expect(top.err).toContain(`namespace p${position} already holds the read models`);
    const answer = JSON.parse(top.out) as { id: string }[];
    const then = await new ReadModelQueries(past.documents).listings('templates', 'popular', null, 10);
    expect(answer.map((doc) => doc.id)).toEqual(then.map((doc) => doc.id));
    expect(answer.length).toBeGreaterThan(3);

    const table = await history(['replay', '--as-of', String(position), '--show', 'tags']);
    const tags = await new ReadModelQueries(past.documents).tags(10);
    expect(
      table.out
        .trim()
        .split('\n')
        .slice(2)
        .map((line) => line.split(/\s+/)[0]),
    ).toEqual(tags.map((t) => t.slug));
  });

  it('built in small batches, each projected while the one before it commits, the read models are the same', async () => {
    const head = log.at(-1)?.position ?? 0;
    // Batches of 7: an item's later events meet its earlier ones still committing.
    const built = await buildAsOf(live, { kind: 'position', position: head }, { namespace: 'small', batchSize: 7 });
    expect(built.events).toBe(log.length);
    const small = await dumpModels(live.documents, ALL_PROJECTORS, (c) => asOfCollection('small', c));
    expect(Object.values(small).flat().length).toBeGreaterThan(100);
    expect(small).toEqual(await dumpModels(live.documents, ALL_PROJECTORS));
  });

  it('as of a day: the log as it stood at the end of that day', async () => {
    const { status, out } = await history(['replay', '--as-of', '2026-02-25']);
    expect(status).toBe(0);
    const count = log.filter((e) => e.metadata.occurredAt <= '2026-02-25T23:59:59.999Z').length;
    const past = await truncated(count);
    const asOf = await dumpModels(live.documents, ALL_PROJECTORS, (c) => asOfCollection('t20260225t235959', c));
    expect(asOf).toEqual(await dumpModels(past.documents, ALL_PROJECTORS));
    const summary = new Map(
      out
        .trim()
        .split('\n')
        .slice(2)
        .map((line) => {
          const [, what = '', n = ''] = /^(.*?)\s{2,}([\d,]+)$/.exec(line) ?? [];
          return [what, Number(n.replaceAll(',', ''))];
        }),
    );
    expect(summary.get('published templates')).toBe(await past.documents.count(PUBLIC_ITEMS, { kind: 'templates' }));
    expect(summary.get('creators')).toBe(5);
  });

  it('lists and drops namespaces', async () => {
    await history(['replay', '--as-of', '5', '--name', 'early', '--projections', 'creator-profiles', '--show', 'none']);
    const listed = await history(['replay', '--list']);
    expect(listed.out).toMatch(/^early\s+position 5\s+5\s+5\s+\S+\s+creator-profiles$/m);
    const dropped = await history(['replay', '--drop', 'early']);
    expect(dropped.out).toBe('dropped namespace early\n');
    expect((await history(['replay', '--list'])).out).not.toMatch(/^early/m);
    await expect(live.documents.count(asOfCollection('early', 'creator_profiles'))).rejects.toBeInstanceOf(
      DocumentStoreError,
    );
  });

  it('says which read models a namespace holds when asked to show one it was built without (exit code 1)', async () => {
    const tagsOnly = (show: string): Promise<{ status: number; err: string }> =>
      history(['replay', '--as-of', '5', '--name', 'tags', '--projections', 'component-tags', '--show', show]);
    const { status, err } = await tagsOnly('summary');
    expect(status).toBe(1);
    expect(err).toContain(
      '--show summary reads a read model namespace tags was built without (no collection "asof_tags_public_items"); it holds component-tags',
    );
    expect((await tagsOnly('tags')).status).toBe(0);
  });

  it('refuses a point that is neither a position nor a time', async () => {
    const { status, err } = await history(['replay', '--as-of', 'last tuesday']);
    expect(status).toBe(2);
    expect(err).toContain('--as-of must be a position');
    expect((await history(['replay', '--as-of', '3', '--show', 'listings'])).err).toContain('needs --kind');
  });
});
