import type Database from 'better-sqlite3';

/** How long a write waits in all for its turn: the busy timeout every connection is opened with. */
export const BUSY_WAIT_MS = 5000;

/** Whether SQLite refused because another connection holds the lock (SQLITE_BUSY and its variants). */
export const isBusy = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('SQLITE_BUSY');

const pause = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Runs `work` in a write transaction (BEGIN IMMEDIATE) and answers what it returns. The busy timeout
 * makes a writer wait while another connection writes, except right after that connection changed
 * the schema (a projector making, indexing or dropping collections): BEGIN then answers SQLITE_BUSY
 * at once. Such a write, rolled back whole, is tried again after a short pause, for as long as the
 * busy timeout would have waited. `synchronous` is set just before each try, so a write another
 * one overtook during a pause still gets the durability it asked for.
 */
export async function writeTransaction<T>(
  db: Database.Database,
  work: () => T,
  synchronous?: 'FULL' | 'NORMAL',
): Promise<T> {
  const transaction = db.transaction(work);
  let waited = 0;
  for (let attempt = 1; ; attempt += 1) {
    if (synchronous !== undefined) db.pragma(`synchronous = ${synchronous}`);
    try {
      return transaction.immediate();
    } catch (error) {
      if (!isBusy(error) || waited >= BUSY_WAIT_MS) throw error;

      const ms = Math.min(50, 2 ** attempt);
      await pause(ms);
      waited += ms;
    }
  }
}
