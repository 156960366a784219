// @ts-check
// Event history figures: `export` and `replay --as-of` of the analysts' CLI over a large log, each
// beside a plain read of the same log (events/s) measured in the same run. The CLI runs as it
// would for an analyst (the built entry, in a child process), so its peak memory is its own.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { currentSchemaVersion, upcastEvent } from '@creators/contracts';
import {
  PersonalDataEventStore,
  PersonalKeys,
  SqliteDocumentStore,
  SqliteEventStore,
  openStores,
} from '@creators/storage';
import { EventLogSql, REPLAY_BATCH_SIZE, asOfCollection, buildAsOf } from '@creators/projections';
import { fmt, line, tempFile } from './lib.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'projections/dist/history/cli.js');
/** @type {readonly (readonly [kind: string, typeName: string, singular: string])[]} */
const KINDS = [
  ['components', 'Component', 'component'],
  ['plugins', 'Plugin', 'plugin'],
  ['templates', 'Template', 'template'],
  ['tutorials', 'Tutorial', 'tutorial'],
  ['vectors', 'Vector', 'vector'],
  ['sites', 'Site', 'site'],
];
/** The kind for the n-th item, round the six (the modulo keeps it in range). */
const kindAt = (/** @type {number} */ n) =>
  /** @type {readonly [kind: string, typeName: string, singular: string]} */ (KINDS[n % KINDS.length]);
const CREATORS = 500;
const DAYS = 60;
/** The app secret of both logs' runs: the plain and the sealed log differ only in their sealing. */
const APP_SECRET = 'bench-'.repeat(8);

/**
 * A realistic log written straight into the events table (the append path has its own benchmark):
 * creators first, then item lives across the six kinds (the first fifth of them written with the
 * old v1 price, so replays upcast), and most of all visitors' views and likes.
 */
/**
 * @param {string} file
 * @param {number} target
 * @returns {number}
 */
export function fillLog(file, target) {
  new SqliteEventStore(file).close();
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const insert = db.prepare(
    'INSERT INTO events (stream_id, revision, event_id, type, version, data, metadata) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const start = Date.UTC(2026, 0, 1);
  const span = DAYS * 86_400_000;
  let written = 0;
  /**
   * @param {string} stream
   * @param {number} revision
   * @param {string} type
   * @param {number} version
   * @param {object} data
   */
  const add = (stream, revision, type, version, data) => {
    const eventId = randomUUID();
    const occurredAt = new Date(start + Math.floor((written / target) * span)).toISOString();
    insert.run(
      stream,
      revision,
      eventId,
      type,
      version,
      JSON.stringify(data),
      JSON.stringify({ eventId, occurredAt, creatorId: null, correlationId: eventId, causationId: null }),
    );
    written += 1;
  };
  const batch = db.transaction((/** @type {() => void} */ work) => work());
  batch(() => {
    for (let c = 0; c < CREATORS; c += 1) {
      add(`creator-c${c}`, 0, 'CreatorSignedUp', 1, { creatorId: `c${c}`, handle: `maker${c}`, name: `Maker ${c}` });
      // Personal values: a profile and two links each (sealed in the sealed copy of the log).
      add(`creator-c${c}`, 1, 'CreatorProfileUpdated', 1, {
        creatorId: `c${c}`,
        changes: {
          bio: `Maker ${c} makes things`,
          location: `Town ${c % 40}`,
          websiteUrl: `https://maker${c}.example`,
        },
      });
      for (let l = 0; l < 2; l += 1)
        add(`links-c${c}`, l, 'LinkAdded', 1, {
          creatorId: `c${c}`,
          link: { id: `l${c}-${l}`, title: `Link ${l}`, url: `https://maker${c}.example/${l}` },
        });
    }
  });
  const oldPrices = Math.floor(target / 10 / 5);
  for (let n = 0; written < target; n += 1) {
    batch(() => {
      for (let i = 0; i < 1000 && written < target; i += 1, n += 1) {
        const [kind, typeName, singular] = kindAt(n);
        const itemId = `i${n}`;
        const stream = `${singular}-${itemId}`;
        const v1 = n < oldPrices;
        const cents = (n % 4) * 500;
        const fields = {
          title: `Thing ${n}`,
          summary: `A useful ${singular} number ${n}`,
          description: '# Details\nMore words about it.',
          coverImageUrl: null,
          galleryImageUrls: [],
          previewUrl: null,
          price: v1 ? cents : { amount: cents, currency: 'USD' },
          ...(kind === 'components' ? { tags: ['grid', `tag-${n % 30}`] } : {}),
          ...(kind === 'templates' ? { categories: [`cat-${n % 12}`] } : {}),
          ...(kind === 'sites' ? { siteUrl: `https://site${n}.example.com` } : {}),
        };
        let revision = 0;
        add(stream, revision++, `${typeName}Created`, v1 ? 1 : 2, {
          itemId,
          kind,
          creatorId: `c${n % CREATORS}`,
          slug: `thing-${n}`,
          fields,
        });
        if (n % 3 === 0)
          add(stream, revision++, `${typeName}Edited`, v1 ? 1 : 2, {
            itemId,
            kind,
            changes: { summary: `Edited ${n}` },
          });
        add(stream, revision++, `${typeName}Published`, 1, { itemId, kind });
        if (n % 5 === 0) add(stream, revision++, `${typeName}Unpublished`, 1, { itemId, kind });
        if (n % 13 === 0) add(stream, revision, `${typeName}Deleted`, 1, { itemId, kind });
        // Visitors: views of recent items, now and then a like.
        for (let k = 0; k < 6 && written < target; k += 1) {
          const seen = n - k * 7;
          if (seen < 0) continue;
          const [seenKind] = kindAt(seen);
          const visitorKey = `v${n}-${k}`;
          const day = new Date(start + Math.floor((written / target) * span)).toISOString().slice(0, 10);
          add(`view-i${seen}-${visitorKey}`, 0, 'ItemViewed', 1, {
            itemId: `i${seen}`,
            kind: seenKind,
            visitorKey,
            day,
          });
        }
        if (n % 10 === 0 && written < target)
          add(`enquiry-q${n}`, 0, 'EnquirySent', 1, {
            enquiryId: `q${n}`,
            expertId: `c${(n + 1) % CREATORS}`,
            senderId: `c${n % CREATORS}`,
            subject: `About thing ${n}`,
            message: `Could you make one like thing ${n} for me?`,
            budget: null,
          });
        if (n >= 3 && written < target) {
          const liked = n - 3;
          add(`like-i${liked}-c${n % CREATORS}`, 0, 'ItemLiked', 1, {
            itemId: `i${liked}`,
            kind: kindAt(liked)[0],
            creatorId: `c${n % CREATORS}`,
          });
        }
      }
    });
  }
  db.close();
  return written;
}

/**
 * Runs the built CLI in a child process on the log's folder; answers its wall time, output and peak RSS.
 * @param {string} dataDir
 * @param {readonly string[]} args
 * @returns {Promise<{ seconds: number; out: string; err: string; maxRssMb: number }>}
 */
function history(dataDir, args) {
  const report =
    'data:text/javascript,process.on("exit",()=>process.stderr.write("\\nmaxrss="+process.resourceUsage().maxRSS+"\\n"))';
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', report, cli, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, EVENTSTORE_URL: '', MONGODB_URL: '', APP_SECRET },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) return reject(new Error(`history ${args.join(' ')} exited ${code}: ${err}`));
      const maxRssMb = Number(/maxrss=(\d+)/.exec(err)?.[1] ?? NaN) / 1024;
      resolve({ seconds, out, err, maxRssMb });
    });
  });
}

/**
 * @param {string} file
 * @param {boolean} [opening] read through the store that opens sealed personal values, as every process does
 * @returns {Promise<number>} events read a second
 */
async function plainRead(file, opening = false) {
  const raw = new SqliteEventStore(file);
  const documents = opening ? new SqliteDocumentStore(file) : null;
  /** @type {import('@creators/storage').EventStore} */
  const events = documents === null ? raw : new PersonalDataEventStore(raw, new PersonalKeys(documents, APP_SECRET));
  const started = performance.now();
  let read = 0;
  /** @type {number | null} */
  let after = null;
  for (;;) {
    const batch = await events.readAll({ after, limit: 2000 });
    if (batch.length === 0) break;
    read += batch.length;
    after = batch.at(-1)?.position ?? null;
  }
  const seconds = (performance.now() - started) / 1000;
  await events.close();
  await documents?.close();
  return read / seconds;
}

/**
 * A copy of the log with its personal values sealed, as the gateway's start seals an older log.
 * @param {string} file
 * @returns {Promise<{ file: string; seconds: number }>}
 */
async function sealedCopy(file) {
  const dataDir = join(dirname(file), 'sealed');
  mkdirSync(dataDir, { recursive: true });
  copyFileSync(file, join(dataDir, 'creators.db'));
  const started = performance.now();
  const stores = await openStores({ dataDir, appSecret: APP_SECRET, sealStoredEvents: true });
  const seconds = (performance.now() - started) / 1000;
  await stores.events.close();
  await stores.documents.close();
  return { file: join(dataDir, 'creators.db'), seconds };
}

/**
 * The replay's ceiling on this machine: the same engine's reading and writing with no projecting.
 * The log is read and upcast in batches as a replay reads it, and each batch commits its share of
 * the documents the replay of the whole log wrote (loaded beforehand, spread evenly over the
 * batches), in the commit thread, while the next batch is read; the indexes are made at the end.
 * What a replay costs beyond this is the projectors' own work.
 * @param {string} file the log, with the replay's namespace built in it
 * @param {string} namespace
 * @returns {Promise<{ eventsPerSecond: number; documents: number }>}
 */
async function writeCeiling(file, namespace) {
  const db = new Database(file, { readonly: true });
  // The namespace's collections: each physical name is `asOfCollection(namespace, name)`, so they share its prefix.
  const prefix = asOfCollection(namespace, '');
  const collections = db
    .prepare('SELECT name, spec FROM _collections')
    .all()
    .map((row) => /** @type {{ name: string; spec: string }} */ (row))
    .filter((row) => row.name.startsWith(prefix))
    .map((row) => {
      /** @type {import('@creators/storage').CollectionSpec} */
      const { deferIndexes: _deferred, ...spec } = JSON.parse(row.spec);
      const docs = db
        .prepare(`SELECT body FROM doc_${spec.name}`)
        .pluck()
        .all()
        .map((body) => /** @type {import('@creators/storage').Doc} */ (JSON.parse(/** @type {string} */ (body))));
      return { spec, docs };
    });
  db.close();
  const events = new SqliteEventStore(file);
  const head = (await events.headPosition()) ?? 0;
  const batches = Math.ceil(head / REPLAY_BATCH_SIZE);
  // Beside the log, so it goes with the log's folder.
  const target = new SqliteDocumentStore(join(dirname(file), 'ceiling.db'));
  await target.ensureCollections(collections.map(({ spec }) => ({ ...spec, deferIndexes: true })));
  const started = performance.now();
  /** @type {Promise<boolean> | null} */
  let committing = null;
  /** @type {number | null} */
  let after = null;
  for (let k = 0; k < batches; k += 1) {
    /** @type {readonly import('@creators/contracts').RecordedEvent[]} */
    const batch = (await events.readAll({ after, limit: REPLAY_BATCH_SIZE })).map(upcastEvent);
    const last = batch.at(-1);
    if (last !== undefined) after = last.position;
    /** @type {import('@creators/storage').DocumentChange[]} */
    const changes = [];
    for (const { spec, docs } of collections) {
      const share = docs.slice(Math.floor((k * docs.length) / batches), Math.floor(((k + 1) * docs.length) / batches));
      for (const doc of share) changes.push({ op: 'put', collection: spec.name, doc });
    }
    await committing;
    committing = target.commitInBackground(changes, [{ projection: 'ceiling', position: after ?? 0 }]);
  }
  await committing;
  await target.ensureCollections(collections.map(({ spec }) => spec));
  const seconds = (performance.now() - started) / 1000;
  await target.close();
  await events.close();
  return { eventsPerSecond: head / seconds, documents: collections.reduce((sum, { docs }) => sum + docs.length, 0) };
}

/**
 * The replay's other ceiling: the same pass over the log (`buildAsOf`, every read model) with the
 * documents it commits kept in this process's memory rather than written: reading, upcasting and
 * projecting alone. A measuring instrument, not a store: every other figure goes through SQLite.
 * @param {string} file the log
 * @returns {Promise<{ eventsPerSecond: number }>}
 */
async function projectingAlone(file) {
  const events = new SqliteEventStore(file);
  /** @type {Map<string, Map<string, import('@creators/storage').Doc>>} */
  const held = new Map();
  /** @param {readonly import('@creators/storage').DocumentChange[]} changes */
  const keep = (changes) => {
    for (const change of changes) {
      const docs = held.get(change.collection) ?? new Map();
      held.set(change.collection, docs);
      if (change.op === 'put') docs.set(change.doc.id, change.doc);
      else docs.delete(change.id);
    }
    return true;
  };
  /** @type {(collection: string, id: string) => any} */
  const read = (collection, id) => held.get(collection)?.get(id) ?? null;
  const kept = {
    ensureCollections: async () => undefined,
    dropCollection: async () => undefined,
    swap: async () => undefined,
    get: async (/** @type {string} */ collection, /** @type {string} */ id) => read(collection, id),
    getNow: read,
    // Every document of the collection: a pass takes these as candidates and checks each itself.
    find: async (/** @type {string} */ collection) => ({
      items: [...(held.get(collection)?.values() ?? [])],
      nextCursor: null,
    }),
    write: async (/** @type {readonly import('@creators/storage').DocumentChange[]} */ changes) => {
      keep(changes);
    },
    commit: async (/** @type {readonly import('@creators/storage').DocumentChange[]} */ changes) => keep(changes),
  };
  const head = (await events.headPosition()) ?? 0;
  const started = performance.now();
  const documents = /** @type {import('@creators/storage').DocumentStore} */ (/** @type {unknown} */ (kept));
  await buildAsOf({ events, documents }, { kind: 'position', position: head }, { namespace: 'alone' });
  const seconds = (performance.now() - started) / 1000;
  await events.close();
  return { eventsPerSecond: head / seconds };
}

/**
 * What one published item costs the read side, counted on a log of three steps built with every
 * read model: a creator signs up; then publishes a component with three tags; then someone likes
 * it. Each step's documents are compared with the step before (new, changed or gone), both those
 * kept for the item itself (its id is in theirs) and every document counting aggregates
 * (label counts, the search vocabulary, daily figures).
 * @returns {Promise<{ itemDocuments: number; itemCollections: number; allDocuments: number; allCollections: number; likeDocuments: number; likeCollections: number; likeChanged: string[] }>}
 */
async function footprint() {
  const file = tempFile('footprint.db');
  const events = new SqliteEventStore(file);
  const documents = new SqliteDocumentStore(file);
  const at = '2026-03-02T10:00:00.000Z';
  const event = (/** @type {string} */ type, /** @type {object} */ data) => ({
    type,
    version: currentSchemaVersion(type),
    data,
    metadata: { eventId: randomUUID(), occurredAt: at, creatorId: null, correlationId: 'f', causationId: null },
  });
  const signedUp = (
    await events.append(
      'creator-c1',
      [event('CreatorSignedUp', { creatorId: 'c1', handle: 'maker', name: 'Maker' })],
      'no_stream',
    )
  ).position;
  const fields = {
    title: 'Aurora grid',
    summary: 'A grid for pricing pages',
    description: 'Details and instructions.',
    coverImageUrl: null,
    galleryImageUrls: [],
    previewUrl: null,
    price: { amount: 500, currency: 'USD' },
    tags: ['layout', 'pricing', 'cards'],
  };
  const published = (
    await events.append(
      'component-i1',
      [
        event('ComponentCreated', { itemId: 'i1', kind: 'components', creatorId: 'c1', slug: 'aurora-grid', fields }),
        event('ComponentPublished', { itemId: 'i1', kind: 'components' }),
      ],
      'no_stream',
    )
  ).position;
  const liked = (
    await events.append(
      'like-i1-c2',
      [event('ItemLiked', { itemId: 'i1', kind: 'components', creatorId: 'c2' })],
      'no_stream',
    )
  ).position;
  /** Every document of a namespace, by collection and id, as its stored body. */
  const snapshot = async (/** @type {string} */ namespace, /** @type {number} */ position) => {
    await buildAsOf({ events, documents }, { kind: 'position', position }, { namespace });
    const db = new Database(file, { readonly: true });
    const prefix = asOfCollection(namespace, '');
    /** @type {Map<string, string>} */
    const docs = new Map();
    for (const name of db.prepare('SELECT name FROM _collections').pluck().all()) {
      if (typeof name !== 'string' || !name.startsWith(prefix)) continue;
      for (const row of db.prepare(`SELECT id, body FROM doc_${name}`).all()) {
        const { id, body } = /** @type {{ id: string; body: string }} */ (row);
        docs.set(`${name.slice(prefix.length)}/${id}`, body);
      }
    }
    db.close();
    return docs;
  };
  /** What changed from one snapshot to the next: keys of documents new, rewritten or gone. */
  const changed = (/** @type {Map<string, string>} */ before, /** @type {Map<string, string>} */ after) =>
    [...new Set([...before.keys(), ...after.keys()])].filter((key) => before.get(key) !== after.get(key));
  const collectionsOf = (/** @type {string[]} */ keys) => new Set(keys.map((key) => key.split('/')[0])).size;
  const a = await snapshot('fa', signedUp);
  const b = await snapshot('fb', published);
  const c = await snapshot('fc', liked);
  const all = changed(a, b);
  const own = all.filter((key) => (key.split('/')[1] ?? '').includes('i1'));
  const like = changed(b, c);
  await events.close();
  await documents.close();
  rmSync(dirname(file), { recursive: true, force: true });
  return {
    itemDocuments: own.length,
    itemCollections: collectionsOf(own),
    allDocuments: all.length,
    allCollections: collectionsOf(all),
    likeDocuments: like.length,
    likeCollections: collectionsOf(like),
    likeChanged: like,
  };
}

export async function run() {
  const target = Number(process.env.BENCH_HISTORY_EVENTS ?? 1_000_000);
  const file = tempFile('creators.db');
  const dataDir = dirname(file);
  const fillStarted = performance.now();
  const total = fillLog(file, target);
  console.log(
    `history: a log of ${fmt(total)} events (${CREATORS} creators, item lives, views and likes over ${DAYS} days) written in ${fmt((performance.now() - fillStarted) / 1000, 1)} s`,
  );

  const cost = await footprint();
  console.log('  a published component with three tags, then one like, through every read model:');
  line('    documents kept for the item', cost.itemDocuments, `in ${cost.itemCollections} collections`, null, '<= 5');
  line('    documents written, counting aggregates', cost.allDocuments, `in ${cost.allCollections} collections`);
  line('    documents one like writes', cost.likeDocuments, `in ${cost.likeCollections} collections`, null, '<= 2');
  console.log(`      (${cost.likeChanged.join(', ')})`);
  const { likeChanged: _changed, ...costFigures } = cost;

  // The limit: read and decode the whole log through the store's port, doing nothing with it.
  const readRate = await plainRead(file);
  line('  plain read of the log (readAll, decoded)', readRate, 'events/s');
  // Personal values sealed: the same log, read through the store that opens them.
  const sealed = await sealedCopy(file);
  line('  sealing a copy of the log in place (as at start)', total / sealed.seconds, 'events/s', readRate);
  const openingPlainRate = await plainRead(file, true);
  line('  read through the opening store, nothing sealed', openingPlainRate, 'events/s', readRate);
  const openingSealedRate = await plainRead(sealed.file, true);
  line('  read through the opening store, personal values sealed', openingSealedRate, 'events/s', readRate);

  // What the CLI holds before it reads anything: opening the stores and answering `lag`.
  const idle = await history(dataDir, ['lag']);
  line('  CLI peak RSS doing next to nothing (lag)', idle.maxRssMb, 'MB');
  /** @type {Record<string, unknown>} */
  const figures = { events: total, plainReadEventsPerSecond: readRate, idlePeakRssMb: idle.maxRssMb, ...costFigures };
  const quarter = Math.floor(total / 4);
  /**
   * @param {string} label
   * @param {readonly string[]} args
   * @param {number} count
   */
  const exportOf = async (label, args, count) => {
    const out = join(dataDir, `export-${label}`);
    const run = await history(dataDir, ['export', '--out', out, ...args]);
    const rate = count / run.seconds;
    return {
      events: count,
      seconds: run.seconds,
      eventsPerSecond: rate,
      peakRssMb: run.maxRssMb,
      bytes: statSync(out).size,
    };
  };
  const small = await exportOf('quarter.ndjson', ['--to-position', String(quarter)], quarter);
  const ndjson = await exportOf('all.ndjson', [], total);
  const csv = await exportOf('all.csv', ['--format', 'csv'], total);
  line(
    '  export NDJSON (whole CLI run, to a file)',
    ndjson.eventsPerSecond,
    'events/s',
    readRate,
    '>= 200,000 events/s',
  );
  line('  export CSV', csv.eventsPerSecond, 'events/s', readRate);
  line(`  export peak RSS, ${fmt(quarter)} events`, small.peakRssMb, 'MB');
  line(
    `  export peak RSS, ${fmt(total)} events`,
    ndjson.peakRssMb,
    'MB',
    small.peakRssMb,
    'flat: about 100% of the quarter run',
  );
  figures.exportNdjson = ndjson;
  figures.exportCsv = csv;
  figures.exportQuarter = small;

  // Parquet: the columns of `history sql`'s events table, through a DuckDB file with capped memory.
  const parquetQuarter = await exportOf('quarter.parquet', ['--to-position', String(quarter)], quarter);
  const parquet = await exportOf('all.parquet', [], total);
  line('  export Parquet', parquet.eventsPerSecond, 'events/s', readRate, '>= 200,000 events/s');
  line(
    `  export Parquet peak RSS, ${fmt(total)} events`,
    parquet.peakRssMb,
    'MB',
    parquetQuarter.peakRssMb,
    'flat: about 100% of the quarter run',
  );
  figures.exportParquet = parquet;
  figures.exportParquetQuarter = parquetQuarter;

  // SQL: loading the log into DuckDB once (a gateway does it at the first question), then the
  // question a warm engine answers: events per type per day.
  const sqlEvents = new SqliteEventStore(file);
  const loadStarted = performance.now();
  const sql = await EventLogSql.open(sqlEvents);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const perDay =
    "SELECT date_trunc('day', time) AS day, type, count(*) AS n FROM events GROUP BY ALL ORDER BY day, type";
  await sql.query(perDay, { timeoutMs: 60_000, maxRows: 1_000_000 });
  const queryStarted = performance.now();
  const answer = await sql.query(perDay, { timeoutMs: 60_000, maxRows: 1_000_000 });
  const querySeconds = (performance.now() - queryStarted) / 1000;
  sql.close();
  await sqlEvents.close();
  line(`  SQL: load ${fmt(total)} events into DuckDB (upcast, appender)`, total / loadSeconds, 'events/s', readRate);
  line(
    `  SQL: events per type per day, warm (${fmt(answer.rows.length)} rows)`,
    querySeconds * 1000,
    'ms',
    undefined,
    '<= 2,000 ms',
  );
  // The CLI keeps its loaded table under DATA_DIR: the first run loads the log, the next appends
  // only what came since (here nothing), so it costs about the query.
  const cliSql = await history(dataDir, ['sql', perDay, '--csv', '--max-rows', '1000000']);
  line('  SQL: the same as a whole CLI run, first (load included)', cliSql.seconds, 's');
  line('  SQL: CLI peak RSS, first run', cliSql.maxRssMb, 'MB');
  const warmCliSql = await history(dataDir, ['sql', perDay, '--csv', '--max-rows', '1000000']);
  line('  SQL: the same as a whole CLI run, warm (the kept table)', warmCliSql.seconds, 's', cliSql.seconds);
  line('  SQL: CLI peak RSS, warm run', warmCliSql.maxRssMb, 'MB');
  figures.sql = {
    loadSeconds,
    querySeconds,
    rows: answer.rows.length,
    cliSeconds: cliSql.seconds,
    cliPeakRssMb: cliSql.maxRssMb,
    warmCliSeconds: warmCliSql.seconds,
    warmCliPeakRssMb: warmCliSql.maxRssMb,
  };

  /**
   * `replay --as-of` into a namespace of its own: every read model, from the start of the log.
   * @param {number} asOf
   */
  const replayTo = async (asOf) => {
    const run = await history(dataDir, ['replay', '--as-of', String(asOf), '--name', `b${asOf}`, '--show', 'summary']);
    const built = /: ([\d,]+) events up to position/.exec(run.err);
    const replayed = Number((built?.[1] ?? '0').replaceAll(',', ''));
    return {
      asOfPosition: asOf,
      events: replayed,
      seconds: run.seconds,
      eventsPerSecond: replayed / run.seconds,
      peakRssMb: run.maxRssMb,
      summary: run.out,
    };
  };
  // A quarter of the log first, for its peak memory alone: a flat replay is judged at 250,000 events against 1,000,000.
  const quarterReplay = await replayTo(quarter);
  const half = await replayTo(Math.floor(total / 2));
  line(
    `  replay --as-of ${fmt(half.asOfPosition)}: every read model`,
    half.eventsPerSecond,
    'events/s',
    readRate,
    '>= 100,000 events/s and >= 30%',
  );
  const whole = await replayTo(total);
  line(
    `  replay of the whole log (${fmt(total)}): every read model`,
    whole.eventsPerSecond,
    'events/s',
    readRate,
    '>= 100,000 events/s and >= 30%',
  );
  // Right after it, so the two share the machine's load: the same replay with personal values sealed.
  const sealedWhole = await (async () => {
    const run = await history(dirname(sealed.file), [
      'replay',
      '--as-of',
      String(total),
      '--name',
      'sealed',
      '--show',
      'summary',
    ]);
    return { seconds: run.seconds, eventsPerSecond: total / run.seconds };
  })();
  line(
    `  replay of the whole log, personal values sealed`,
    sealedWhole.eventsPerSecond,
    'events/s',
    whole.eventsPerSecond,
    'about 100% of the plain replay',
  );
  // The same engine with no projecting: what reading the log and writing these documents alone allow.
  const ceiling = await writeCeiling(file, `b${total}`);
  line(
    `  the same, writing its ${fmt(ceiling.documents)} documents unprojected`,
    ceiling.eventsPerSecond,
    'events/s',
    readRate,
  );
  figures.writeCeiling = ceiling;
  const alone = await projectingAlone(file);
  line('  the same, projecting with nothing written', alone.eventsPerSecond, 'events/s', readRate);
  figures.projectingAlone = alone;
  line(`  replay peak RSS, ${fmt(quarterReplay.events)} events`, quarterReplay.peakRssMb, 'MB');
  line(`  replay peak RSS, ${fmt(half.events)} events`, half.peakRssMb, 'MB', quarterReplay.peakRssMb);
  line(
    `  replay peak RSS, ${fmt(whole.events)} events`,
    whole.peakRssMb,
    'MB',
    quarterReplay.peakRssMb,
    'flat in the log size',
  );
  figures.sealed = {
    sealingEventsPerSecond: total / sealed.seconds,
    openingReadPlainEventsPerSecond: openingPlainRate,
    openingReadSealedEventsPerSecond: openingSealedRate,
    replayWholeSealed: sealedWhole,
  };
  const { summary, ...halfFigures } = half;
  const { summary: _whole, ...wholeFigures } = whole;
  figures.replayQuarter = {
    events: quarterReplay.events,
    seconds: quarterReplay.seconds,
    peakRssMb: quarterReplay.peakRssMb,
  };
  figures.replayAsOf = halfFigures;
  figures.replayWhole = wholeFigures;
  console.log(
    summary
      .trim()
      .split('\n')
      .map((l) => `    ${l}`)
      .join('\n'),
  );
  rmSync(dataDir, { recursive: true, force: true });
  return figures;
}
