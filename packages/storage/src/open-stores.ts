import { join } from 'node:path';
import type { DocumentStore } from './document-store.js';
import type { EventStore } from './event-store.js';
import { SqliteDocumentStore } from './sqlite/sqlite-document-store.js';
import { SqliteEventStore } from './sqlite/sqlite-event-store.js';

export interface StoreSettings {
  /** Where the embedded SQLite file `creators.db` lives. */
  readonly dataDir: string;
  /** `esdb://...`; unset or empty keeps the events in SQLite. */
  readonly eventStoreUrl?: string | null | undefined;
  /** `mongodb://...`; unset or empty keeps the read models in SQLite. */
  readonly mongodbUrl?: string | null | undefined;
}

export interface Stores {
  readonly events: EventStore;
  readonly documents: DocumentStore;
  /** True when both stores are the embedded SQLite ones (neither URL set). */
  readonly embedded: boolean;
}

const isSet = (url: string | null | undefined): url is string => url !== undefined && url !== null && url.trim() !== '';

/**
 * Opens each store on its production server when its URL is set, else on the one SQLite file. A
 * production adapter (and its client library) is loaded only when its URL is set: together they
 * take about 0.3 s to load, which every process on the embedded default would otherwise pay.
 */
export async function openStores({ dataDir, eventStoreUrl, mongodbUrl }: StoreSettings): Promise<Stores> {
  const file = join(dataDir, 'creators.db');
  const events = isSet(eventStoreUrl)
    ? await (await import('./esdb/esdb-event-store.js')).EsdbEventStore.connect(eventStoreUrl)
    : new SqliteEventStore(file);
  let documents: DocumentStore;
  try {
    documents = isSet(mongodbUrl)
      ? await (await import('./mongo/mongo-document-store.js')).MongoDocumentStore.connect(mongodbUrl)
      : new SqliteDocumentStore(file);
  } catch (error) {
    await events.close();
    throw error;
  }
  return { events, documents, embedded: !isSet(eventStoreUrl) && !isSet(mongodbUrl) };
}
