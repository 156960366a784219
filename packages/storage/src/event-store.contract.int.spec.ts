import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from './sqlite/sqlite-event-store.js';
import { eventStoreContract } from './testing/event-store.contract.js';

describe('SqliteEventStore', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'events-')), 'events.db');
  eventStoreContract(() => Promise.resolve(new SqliteEventStore(file)));
});
