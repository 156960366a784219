// @ts-check
// Foundation figures: durable appends under concurrency, replay into the read models, live lag.
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { SqliteDocumentStore, SqliteEventStore } from '@creators/storage';
import { ALL_PROJECTORS, ProjectionRunner } from '@creators/projections';
import { fmt, line, newEvent, summarise, tempFile } from './lib.mjs';

/** @type {readonly (readonly [kind: string, typeName: string])[]} */
const KINDS = [
  ['components', 'Component'],
  ['plugins', 'Plugin'],
  ['templates', 'Template'],
  ['tutorials', 'Tutorial'],
  ['vectors', 'Vector'],
  ['sites', 'Site'],
];

async function appends() {
  const appenders = 100;
  const perAppender = 300;
  const file = tempFile('appends.db');
  const store = new SqliteEventStore(file);
  /** @type {number[]} */
  const latencies = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: appenders }, async (_, a) => {
      for (let i = 0; i < perAppender; i += 1) {
        const id = randomUUID();
        const t = performance.now();
        await store.append(
          `bench-${a}-${i}`,
          [newEvent('ThingHappened', { a, i, note: 'a single-event command' }, id)],
          'no_stream',
        );
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const total = appenders * perAppender;
  await store.close();

  // The limit: the same rows inserted directly in transactions of `appenders` rows each, synced the same way.
  const rawFile = tempFile('raw.db');
  new SqliteEventStore(rawFile).close();
  const db = new Database(rawFile);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  const insert = db.prepare(
    'INSERT INTO events (stream_id, revision, event_id, type, version, data, metadata) VALUES (?, 0, ?, ?, 1, ?, ?)',
  );
  const batch = db.transaction((rows) => {
    for (const r of rows) insert.run(r.stream, r.id, 'ThingHappened', r.data, r.meta);
  });
  const rawStarted = performance.now();
  for (let b = 0; b < total / appenders; b += 1) {
    const rows = Array.from({ length: appenders }, (_, a) => {
      const id = randomUUID();
      const e = newEvent('ThingHappened', { a, i: b, note: 'a single-event command' }, id);
      return { stream: `raw-${a}-${b}`, id, data: JSON.stringify(e.data), meta: JSON.stringify(e.metadata) };
    });
    batch(rows);
  }
  const rawSeconds = (performance.now() - rawStarted) / 1000;
  db.close();

  const rate = total / seconds;
  const limit = total / rawSeconds;
  const { p50, p99 } = summarise(latencies);
  console.log(
    `durable appends: ${appenders} concurrent appenders, ${fmt(total)} single-event appends, each answered once synced to disk`,
  );
  line('  appends', rate, 'events/s', limit, '>= 30,000 events/s');
  line('  append latency p50', p50, 'ms', null);
  line('  append latency p99', p99, 'ms', null, '< 20 ms');
  return { events: total, eventsPerSecond: rate, rawInsertEventsPerSecond: limit, p50Ms: p50, p99Ms: p99 };
}

/** A realistic mix: item lives across the six kinds (create, edit, publish, some unpublish/delete). */
/**
 * @param {import('@creators/storage').EventStore} store
 * @param {number} target
 * @returns {Promise<number>} events written
 */
async function fillLog(store, target) {
  let n = 0;
  let written = 0;
  const at = (/** @type {number} */ i) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
  while (written < target) {
    const wave = [];
    for (let w = 0; w < 500 && written < target; w += 1, n += 1) {
      const [kind, typeName] = /** @type {readonly [string, string]} */ (KINDS[n % KINDS.length]);
      const itemId = `i${n}`;
      const fields = {
        title: `Thing ${n}`,
        summary: `A useful ${kind} number ${n}`,
        description: '# Details\nMore words about it.',
        coverImageUrl: null,
        galleryImageUrls: [],
        previewUrl: null,
        price: { amount: (n % 4) * 500, currency: 'USD' },
        ...(kind === 'components' ? { tags: ['grid', `tag-${n % 30}`] } : {}),
        ...(kind === 'templates' ? { categories: [`cat-${n % 12}`] } : {}),
      };
      const events = [
        newEvent(
          `${typeName}Created`,
          { itemId, kind, creatorId: `c${n % 500}`, slug: `thing-${n}`, fields },
          randomUUID(),
          at(n),
        ),
        newEvent(`${typeName}Edited`, { itemId, kind, changes: { summary: `Edited ${n}` } }, randomUUID(), at(n)),
        newEvent(`${typeName}Published`, { itemId, kind }, randomUUID(), at(n)),
      ];
      if (n % 5 === 0) events.push(newEvent(`${typeName}Unpublished`, { itemId, kind }, randomUUID(), at(n)));
      if (n % 13 === 0) events.push(newEvent(`${typeName}Deleted`, { itemId, kind }, randomUUID(), at(n)));
      written += events.length;
      wave.push(store.append(`${kind.slice(0, -1)}-${itemId}`, events, 'no_stream'));
    }
    await Promise.all(wave);
  }
  return written;
}

async function replay() {
  const target = Number(process.env.BENCH_REPLAY_EVENTS ?? 1_000_000);
  const file = tempFile('replay.db');
  const events = new SqliteEventStore(file);
  const fillStarted = performance.now();
  const total = await fillLog(events, target);
  console.log(`replay: a log of ${fmt(total)} events written in ${fmt((performance.now() - fillStarted) / 1000, 1)} s`);
  console.log(
    "  (items only, each created, edited and published, some unpublished or deleted; history's replay is the product's mix)",
  );

  // The limit: read and decode the whole log, doing nothing with it.
  const readStarted = performance.now();
  let read = 0;
  /** @type {number | null} */
  let after = null;
  for (;;) {
    const batch = await events.readAll({ after, limit: 2000 });
    if (batch.length === 0) break;
    read += batch.length;
    after = /** @type {import('@creators/contracts').RecordedEvent} */ (batch.at(-1)).position;
  }
  const readRate = read / ((performance.now() - readStarted) / 1000);

  const documents = new SqliteDocumentStore(file);
  const runner = new ProjectionRunner(events, documents, ALL_PROJECTORS, { batchSize: 2000 });
  const names = runner.projectors.map((p) => p.name);
  // Measured above the start: in a whole `npm run bench`, this process has already run the others.
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  await runner.rebuild(names, { follow: false });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const rate = total / seconds;
  const figures = {
    events: total,
    readAndDecodeEventsPerSecond: readRate,
    allReadModelsEventsPerSecond: rate,
    peakRssAboveStartMb: (peak - rssBefore) / 2 ** 20,
  };
  line(
    `  rebuild of every read model (${names.length}) in one pass`,
    rate,
    'events/s',
    readRate,
    '>= 100,000 events/s and >= 30%',
  );
  line('  peak memory (rss) during the rebuild, above its start', (peak - rssBefore) / 2 ** 20, 'MB', null);
  await documents.close();
  await events.close();
  return figures;
}

async function liveLag() {
  const file = tempFile('lag.db');
  const events = new SqliteEventStore(file);
  const documents = new SqliteDocumentStore(file);
  const runner = new ProjectionRunner(events, documents, ALL_PROJECTORS, { batchSize: 500 });
  await runner.start();
  /** @type {number[]} */
  const lags = [];
  const samples = 2000;
  const concurrency = 10;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, c) => {
      for (let i = 0; i < samples / concurrency; i += 1) {
        const itemId = `lag-${c}-${i}`;
        const fields = {
          title: itemId,
          summary: '',
          description: '',
          coverImageUrl: null,
          galleryImageUrls: [],
          previewUrl: null,
          price: { amount: 0, currency: 'USD' },
        };
        const t = performance.now();
        const { position } = await events.append(
          `component-${itemId}`,
          [
            newEvent(
              'ComponentCreated',
              { itemId, kind: 'components', creatorId: 'c1', slug: itemId, fields },
              randomUUID(),
            ),
          ],
          'no_stream',
        );
        if (!(await runner.waitFor(position, 5000))) throw new Error('a projection did not catch up');
        lags.push(performance.now() - t);
      }
    }),
  );
  await runner.stop();
  await documents.close();
  await events.close();
  const { p50, p99 } = summarise(lags);
  console.log(
    `live lag: ${fmt(samples)} appends by ${concurrency} writers, from the append call to visible in every read model`,
  );
  line('  lag p50', p50, 'ms', null);
  line('  lag p99', p99, 'ms', null, '< 50 ms');
  return { samples, p50Ms: p50, p99Ms: p99 };
}

/** `BENCH_STORAGE=replay` (comma-separated) runs only some parts. */
export async function run() {
  const parts = (process.env.BENCH_STORAGE ?? 'appends,replay,liveLag').split(',');
  const figures = {};
  if (parts.includes('appends')) figures.appends = await appends();
  if (parts.includes('replay')) figures.replay = await replay();
  if (parts.includes('liveLag')) figures.liveLag = await liveLag();
  return figures;
}
