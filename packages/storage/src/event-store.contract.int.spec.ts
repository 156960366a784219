import { join } from 'node:path';
import { EsdbEventStore } from './esdb/esdb-event-store.js';
import { EsdbClientDouble } from './testing/esdb-client-double.js';
import { SqliteEventStore } from './sqlite/sqlite-event-store.js';
import { eventStoreContract } from './testing/event-store.contract.js';
import { tempDir } from './testing/harness.js';

describe('SqliteEventStore', () => {
  const file = join(tempDir('events-'), 'events.db');
  eventStoreContract(() => Promise.resolve(new SqliteEventStore(file)));
});

// The adapter's own logic (positions with gaps, the server's `$` events, paging, retried appends,
// the subscription's queue) over a client that answers as the server does; the server itself below.
describe('EsdbEventStore over a client double', () => {
  eventStoreContract(() => Promise.resolve(EsdbEventStore.over(new EsdbClientDouble())));
});

// Registered only with a server to run against; testing/report-unreachable-adapters.js says when not.
const eventStoreUrl = process.env.EVENTSTORE_URL ?? '';
if (eventStoreUrl !== '') {
  describe('EsdbEventStore', () => {
    eventStoreContract(() => EsdbEventStore.connect(eventStoreUrl));
  });
}
