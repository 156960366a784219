import type Database from 'better-sqlite3';
import { BUSY_TIMEOUT_MS } from './open-database.js';

/** How long a write SQLite answered busy pauses before it is tried again. */
const BUSY_PAUSE_MS = 10;

/**
 * The busy timeout makes a writer wait while another connection writes, except right after that
 * connection changed the schema (a projector making, indexing or dropping collections): BEGIN then
 * answers SQLITE_BUSY at once. Such a write, rolled back whole, is tried again after a pause, for
 * as long as the busy timeout would have waited. Answers the pause before the next try, or null
 * when the error is another one or the write has waited long enough.
 */
export function busyPause(error: unknown, waited: number): number | null {
  const busy =
    error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('SQLITE_BUSY');
  return busy && waited < BUSY_TIMEOUT_MS ? BUSY_PAUSE_MS : null;
}

const pause = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Runs `work` in a write transaction (BEGIN IMMEDIATE) and answers what it returns, tried again
 * while SQLite answers busy (`busyPause`). `synchronous` is set just before each try, so a write
 * another one overtook during a pause still gets the durability it asked for.
 */
export async function writeTransaction<T>(
  db: Database.Database,
  work: () => T,
  synchronous?: 'FULL' | 'NORMAL',
): Promise<T> {
  const transaction = db.transaction(work);
  for (let waited = 0; ;) {
    if (synchronous !== undefined) db.pragma(`synchronous = ${synchronous}`);
    try {
      return transaction.immediate();
    } catch (error) {
      const ms = busyPause(error, waited);
      if (ms === null) throw error;
      await pause(ms);
      waited += ms;
    }
  }
}
