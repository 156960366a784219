import { setTimeout as pause } from 'node:timers/promises';
import type Database from 'better-sqlite3';
import { BUSY_TIMEOUT_MS } from './open-database.js';

/**
 * How long a write SQLite answered busy pauses before it is tried again: short, because the thread
 * serves other work meanwhile, and another connection's write (a projector's batch) takes a few ms.
 */
const BUSY_PAUSE_MS = 1;

/**
 * A write that meets another connection's write lock (`beginWithoutWaiting`), or its schema change
 * (a projector making, indexing or dropping collections, which SQLite answers busy at once), is
 * rolled back whole and tried again after a pause, for as long as the busy timeout would have
 * waited. Answers the pause before the next try, or null when the error is another one or the
 * write has waited long enough.
 */
export function busyPause(error: unknown, waited: number): number | null {
  const busy = errorCode(error)?.startsWith('SQLITE_BUSY') === true;
  return busy && waited < BUSY_TIMEOUT_MS ? BUSY_PAUSE_MS : null;
}

/** An error's `code` (SQLite's `SQLITE_BUSY`, Node's `ENOENT`), if it has one. */
export function errorCode(error: unknown): string | undefined {
  // Not `instanceof Error`: an error made by the native module may come from another realm (a test runner's).
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/**
 * Runs a transaction in BEGIN IMMEDIATE without waiting in the thread for another connection's
 * write lock. SQLite's busy handler waits by sleeping the thread, which on the gateway is the event
 * loop every request needs: a projector's commit in another thread would stall them all. So the
 * busy timeout is 0 for the BEGIN, SQLITE_BUSY comes back at once, and the caller tries again after
 * a timer (`busyPause`). The connection's reads keep the busy timeout.
 */
export function beginWithoutWaiting<T>(db: Database.Database, transaction: Database.Transaction<() => T>): T {
  // Prepared anew each time: SQLite applies this pragma when it prepares it, not when it runs it.
  db.pragma('busy_timeout = 0');
  try {
    return transaction.immediate();
  } finally {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  }
}

/**
 * Runs `work` in a write transaction (BEGIN IMMEDIATE) and answers what it returns, tried again
 * while SQLite answers busy (`busyPause`).
 */
export async function writeTransaction<T>(db: Database.Database, work: () => T): Promise<T> {
  const transaction = db.transaction(work);
  const started = performance.now();
  for (;;) {
    try {
      return beginWithoutWaiting(db, transaction);
    } catch (error) {
      // Waited is counted in real time: a busy machine fires the pauses' timers late.
      const ms = busyPause(error, performance.now() - started);
      if (ms === null) throw error;
      await pause(ms);
    }
  }
}
