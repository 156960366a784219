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
  // FULL: the WAL is synced at every commit, so an acknowledged write survives a crash or power loss.
  db.pragma('synchronous = FULL');
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
