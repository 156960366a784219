import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/** How long a connection waits for another's write lock before SQLite answers SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5000;

/** Opens (creating when missing) a SQLite file set up for durable, concurrent use. */
export function openDatabase(file: string): Database.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // NORMAL: a commit does not sync the WAL, which would hold the thread for the disk's few
  // milliseconds; a write that must survive a power loss is answered once `WalSync` has synced it,
  // off the thread. Checkpoints (which copy the WAL into the file) still sync both files.
  db.pragma('synchronous = NORMAL');
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma('foreign_keys = ON');
  // Read models rebuild and index whole collections: a page cache of 64 MiB instead of 2 keeps their
  // indexes' hot pages in memory.
  db.pragma('cache_size = -65536');
  db.pragma('temp_store = MEMORY');
  // Deleted and overwritten content is zeroed, not left in free space: a destroyed key or a
  // rewritten event leaves no copy in the file.
  db.pragma('secure_delete = ON');
  return db;
}
