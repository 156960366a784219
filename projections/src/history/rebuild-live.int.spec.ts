import { jest } from '@jest/globals';
import { upcastEvent } from '@creators/contracts';
import { SqliteDocumentStore, SqliteEventStore } from '@creators/storage';
import { INTEGRATION_TEST_MS, PROMPTLY_MS } from '@creators/storage/testing';
import { ALL_PROJECTORS } from '../all-projectors.js';
import { publicItemsStage } from '../published-items/public-items.js';
import { ProjectionPass, roleOf } from '../runner/projection-pass.js';
import { ProjectionRunner } from '../runner/projection-runner.js';
import { overriding } from '../testing/overriding.js';
import type { ReadModel } from '../runner/read-model.js';
import { runHistory } from './run-history.js';
import { appendLog, dumpModels, historyContext, historyLog, readLog, tempStores } from './testing/history-log.js';

jest.setTimeout(INTEGRATION_TEST_MS);

const only = (...names: string[]): ReadModel[] => ALL_PROJECTORS.filter((p) => names.includes(p.name));

describe('rebuild: live read models rebuilt from another process while the product runs', () => {
  const entries = historyLog({ days: 14, itemsPerDay: 6 });
  const half = Math.floor(entries.length / 2);
  const closing: { close(): Promise<void> }[] = [];

  afterAll(async () => {
    for (const store of closing.reverse()) await store.close();
  });

  /** The product: a gateway's stores and in-process runner on one SQLite file. */
  async function product(
    projectors: readonly ReadModel[],
  ): Promise<ReturnType<typeof tempStores> & { runner: ProjectionRunner }> {
    const stores = tempStores();
    const runner = new ProjectionRunner(stores.events, stores.documents, projectors, { batchSize: 50 });
    await runner.start();
    closing.push(stores.events, stores.documents, { close: () => runner.stop() });
    return { ...stores, runner };
  }

  /** What a clean build of the whole log gives. */
  async function clean(projectors: readonly ReadModel[]): Promise<Awaited<ReturnType<typeof dumpModels>>> {
    const stores = tempStores();
    closing.push(stores.events, stores.documents);
    const head = await appendLog(stores.events, entries);
    const runner = new ProjectionRunner(stores.events, stores.documents, projectors);
    await runner.start();
    expect(await runner.waitFor(head, PROMPTLY_MS)).toBe(true);
    await runner.stop();
    return dumpModels(stores.documents, projectors);
  }

  it('rebuilds while events keep coming; the live model ends equal to a clean build, with progress shown', async () => {
    const projectors = only('public-items', 'search');
    const live = await product(projectors);
    await appendLog(live.events, entries, 0, half);
    // The CLI: its own connections to the same file, as another process would have.
    const cli = { events: new SqliteEventStore(live.file), documents: new SqliteDocumentStore(live.file) };
    closing.push(cli.events, cli.documents);
    const context = historyContext(cli);
    const tty = { ...context, err: Object.assign(context.err, { isTTY: true }) };

    const step = Math.ceil((entries.length - half) / 10);
    const [status] = await Promise.all([
      runHistory(
        ['rebuild', 'public-items', '--batch-size', '40'],
        () => Promise.resolve({ ...tty, close: async () => undefined }),
        tty,
      ),
      (async () => {
        for (let start = half; start < entries.length; start += step)
          await appendLog(live.events, entries, start, Math.min(start + step, entries.length));
      })(),
    ]);
    expect(status).toBe(0);
    expect(context.out.text).toMatch(/^rebuilt public-items: [\d,]+ events in \d+:\d\d \([\d,]+ events\/s\)$/m);
    expect(context.err.text).toMatch(/public-items \[#+\] 100%/);

    const head = (await live.events.headPosition()) ?? 0;
    expect(await live.runner.waitFor(head, PROMPTLY_MS)).toBe(true);
    expect(await dumpModels(live.documents, projectors)).toEqual(await clean(projectors));
    expect(live.runner.status().every((s) => s.state === 'running' && s.checkpoint === head)).toBe(true);
  });

  it('a live follower picks up a model swapped in by another process behind it, and ends exact', async () => {
    const projectors = only('public-items');
    const [projector] = projectors;
    if (projector === undefined) throw new Error('no public-items projector');
    const live = await product(projectors);
    const ahead = await appendLog(live.events, entries, 0, half);
    expect(await live.runner.waitFor(ahead, PROMPTLY_MS)).toBe(true);

    // Another process built the model (with the shared item state it reads) aside up to an earlier
    // position (it read the log before the last events came), and swaps it in: the follower is
    // ahead of the swapped-in checkpoint.
    const other = new SqliteDocumentStore(live.file);
    closing.push(other);
    const behind = Math.floor(ahead / 2);
    const aside = (collection: string): string => `${collection}_other`;
    const group = [publicItemsStage, projector];
    await other.ensureCollections(
      group.flatMap((model) => model.collections.map((spec) => ({ ...spec, name: aside(spec.name) }))),
    );
    const past = (await readLog(live.events)).filter((e) => e.position <= behind);
    const lanes = group.map((model) => ({
      name: model.name,
      role: roleOf(model),
      checkpointName: `${model.name}#other`,
      physical: aside,
      position: null,
      failure: null,
    }));
    expect(
      await new ProjectionPass(other, lanes, { upcast: upcastEvent }).apply(past, behind, { previous: true }),
    ).toBe(true);
    await other.swap(
      group.flatMap((model) => model.collections.map((spec) => ({ source: aside(spec.name), target: spec.name }))),
      group.map((model) => ({ from: `${model.name}#other`, to: model.name })),
    );

    const head = await appendLog(live.events, entries, half);
    expect(await live.runner.waitFor(head, PROMPTLY_MS)).toBe(true);
    expect(await dumpModels(live.documents, projectors)).toEqual(await clean(projectors));
  });

  it('a rebuild swapped in behind a follower that waits for the next event brings the models up to the head itself', async () => {
    const projectors = only('public-items', 'search');
    const live = await product(projectors);
    const read = await appendLog(live.events, entries, 0, half);
    const head = await appendLog(live.events, entries, half);
    expect(await live.runner.waitFor(head, PROMPTLY_MS)).toBe(true);

    // The CLI read the log up to `read` before its last events came; the follower had taken them
    // all before the swap, and waits for an event that does not come.
    const cli = { events: new SqliteEventStore(live.file), documents: new SqliteDocumentStore(live.file) };
    closing.push(cli.events, cli.documents);
    let swapped = false;
    const events = overriding(cli.events, {
      readAll: async (options) =>
        swapped ? cli.events.readAll(options) : (await cli.events.readAll(options)).filter((e) => e.position <= read),
      headPosition: async () => (swapped ? cli.events.headPosition() : read),
    });
    const documents = overriding(cli.documents, {
      swap: async (collections, checkpoints) => {
        await cli.documents.swap(collections, checkpoints);
        if (collections.length > 0) swapped = true;
      },
    });
    const context = historyContext({ events, documents });
    const status = await runHistory(
      ['rebuild', 'public-items'],
      () => Promise.resolve({ ...context, close: async () => undefined }),
      context,
    );

    expect(status).toBe(0);
    expect(swapped).toBe(true);
    expect(await dumpModels(live.documents, projectors)).toEqual(await clean(projectors));
    expect(live.runner.status().every((s) => s.state === 'running' && s.checkpoint === head)).toBe(true);
  });

  it('refuses an unknown read model', async () => {
    const stores = tempStores();
    closing.push(stores.events, stores.documents);
    const context = historyContext(stores);
    const status = await runHistory(
      ['rebuild', 'nope'],
      () => Promise.resolve({ ...context, close: async () => undefined }),
      context,
    );
    expect(status).toBe(2);
    expect(context.err.text).toContain('no read model named nope');
  });
});
