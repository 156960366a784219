import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { tempDir } from '../testing/harness.js';
import { newEvent } from '../testing/new-event.js';
import { SqliteDocumentStore } from './sqlite-document-store.js';
import { SqliteEventStore } from './sqlite-event-store.js';
import { writeTransaction } from './write-transaction.js';

const busy = (): Error => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });

describe('writeTransaction', () => {
  let db: Database.Database;
  beforeEach(() => {
    db = new Database(':memory:');
    db.exec('CREATE TABLE t (n INTEGER)');
  });
  afterEach(() => {
    db.close();
  });

  it('tries a write SQLite refused as busy again, and applies it once', async () => {
    let tries = 0;
    const answer = await writeTransaction(db, () => {
      tries += 1;
      db.prepare('INSERT INTO t VALUES (?)').run(tries);
      if (tries < 3) throw busy();
      return 'written';
    });
    expect(answer).toBe('written');
    expect(tries).toBe(3);
    // The refused tries were rolled back: only the third is in.
    expect(db.prepare('SELECT n FROM t').all()).toEqual([{ n: 3 }]);
  });

  it('gives up with the busy error once it has waited as long as the busy timeout', async () => {
    await expect(
      writeTransaction(db, () => {
        throw busy();
      }),
    ).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
  });

  it('answers any other error at once', async () => {
    let tries = 0;
    await expect(
      writeTransaction(db, () => {
        tries += 1;
        throw new Error('constraint');
      }),
    ).rejects.toThrow('constraint');
    expect(tries).toBe(1);
  });
});

/**
 * SQLite's busy timeout does not cover a BEGIN that meets another connection's schema change: it
 * answers SQLITE_BUSY at once. A projector in another thread makes and drops collections while the
 * gateway writes; not one of the gateway's writes may be refused for it.
 */
describe('writes beside another connection changing the schema', () => {
  it('all land, in the event store and the document store', async () => {
    const file = join(tempDir('busy-'), 'creators.db');
    const events = new SqliteEventStore(file);
    const documents = new SqliteDocumentStore(file);
    await documents.ensureCollections([{ name: 'accounts', fields: {} }]);
    const projector = new Worker(
      `const Database = require('better-sqlite3');
       const { parentPort, workerData } = require('node:worker_threads');
       const db = new Database(workerData.file);
       db.pragma('busy_timeout = 5000');
       let stop = false;
       let changes = 0;
       parentPort.on('message', () => { stop = true; });
       const step = () => {
         if (stop) { db.close(); parentPort.postMessage(changes); return; }
         const name = 'aside_' + (changes % 4);
         db.transaction(() => {
           db.exec('DROP TABLE IF EXISTS ' + name + '; CREATE TABLE ' + name + ' (id TEXT PRIMARY KEY, body TEXT)');
           const insert = db.prepare('INSERT INTO ' + name + ' VALUES (?, ?)');
           for (let i = 0; i < 50; i += 1) insert.run(String(i), 'x');
           db.exec('CREATE INDEX ix_' + name + ' ON ' + name + ' (body)');
         }).immediate();
         changes += 1;
         setTimeout(step, 1);
       };
       parentPort.postMessage('started');
       step();`,
      { eval: true, workerData: { file } },
    );
    const stopped = new Promise<number>((resolve, reject) => {
      projector.on('message', (message: unknown) => {
        if (typeof message === 'number') resolve(message);
      });
      projector.on('error', reject);
    });
    try {
      await new Promise((resolve, reject) => {
        projector.once('message', resolve);
        projector.once('error', reject);
      });
      const refused: unknown[] = [];
      for (let n = 0; n < 200; n += 1) {
        await Promise.all([
          events.append(`account-${n}`, [newEvent('AccountOpened', { n })], 'no_stream').catch((e: unknown) => {
            refused.push(e);
          }),
          documents.write([{ op: 'put', collection: 'accounts', doc: { id: `a${n}` } }]).catch((e: unknown) => {
            refused.push(e);
          }),
        ]);
      }
      expect(refused).toEqual([]);
      expect(await events.headPosition()).toBe(200);
    } finally {
      projector.postMessage('stop');
      try {
        // The schema changed all along the writes (a check that the test tested something).
        expect(await stopped).toBeGreaterThan(0);
      } finally {
        await projector.terminate();
        await events.close();
        await documents.close();
      }
    }
  });
});

/**
 * A write meeting another connection's write lock is answered busy at once (`beginWithoutWaiting`:
 * the thread must not sleep in SQLite's busy handler) and tried again until the lock is free: it
 * waits, it is never refused, and it never slips in before the other write.
 */
describe('a write that meets another connection holding the write lock', () => {
  it('waits for it and lands after it, in the event store and the document store', async () => {
    const file = join(tempDir('locked-'), 'creators.db');
    const events = new SqliteEventStore(file);
    const documents = new SqliteDocumentStore(file);
    await documents.ensureCollections([{ name: 'accounts', fields: {} }]);
    const other = new Database(file);
    try {
      other.exec('BEGIN IMMEDIATE');
      other.exec(
        "INSERT INTO events (stream_id, revision, event_id, type, version, data, metadata) VALUES ('first-1', 0, 'e-first', 'First', 1, '{}', '{}')",
      );
      const order: string[] = [];
      const appended = events.append('account-1', [newEvent('AccountOpened', { n: 1 })], 'no_stream').then((result) => {
        order.push('appended');
        return result;
      });
      const written = documents.write([{ op: 'put', collection: 'accounts', doc: { id: 'a1' } }]).then(() => {
        order.push('written');
      });
      // Both writes have tried (and met the lock) before this timer runs.
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push('released');
      other.exec('COMMIT');
      // The append lands after the other connection's event: the lock was waited for, not broken.
      await expect(appended).resolves.toMatchObject({ position: 2 });
      await written;
      expect(order[0]).toBe('released');
      expect(await documents.get('accounts', 'a1')).toEqual({ id: 'a1' });
    } finally {
      other.close();
      await events.close();
      await documents.close();
    }
  });
});
