import { join } from 'node:path';
import type { DocumentStore } from './document-store.js';
import type { EventStore } from './event-store.js';
import { PersonalDataEventStore } from './personal-data/personal-data-event-store.js';
import { PersonalKeys } from './personal-data/personal-keys.js';
import { sealStoredEvents } from './personal-data/seal-stored-events.js';
import { SqliteDocumentStore } from './sqlite/sqlite-document-store.js';
import { SqliteEventStore } from './sqlite/sqlite-event-store.js';

export interface StoreSettings {
  /** Where the embedded SQLite file `creators.db` lives. */
  readonly dataDir: string;
  /** `esdb://...`; unset or empty keeps the events in SQLite. */
  readonly eventStoreUrl?: string | null | undefined;
  /** `mongodb://...`; unset or empty keeps the read models in SQLite. */
  readonly mongodbUrl?: string | null | undefined;
  /** `APP_SECRET`: what the keys of people's personal data are wrapped with (null: a key generated and kept). */
  readonly appSecret: string | null;
  /**
   * Seal, in place, the personal values of embedded events written before they were sealed (one
   * process does it at start: the gateway's).
   */
  readonly sealStoredEvents?: boolean;
}

export interface Stores {
  /** The log, personal values sealed on append and opened on every read. */
  readonly events: EventStore;
  /** Each person's key: destroying one erases their personal values from every event at once. */
  readonly personalKeys: PersonalKeys;
  readonly documents: DocumentStore;
  /** True when both stores are the embedded SQLite ones (neither URL set). */
  readonly embedded: boolean;
}

const isSet = (url: string | null | undefined): url is string => url !== undefined && url !== null && url.trim() !== '';

/**
 * The event log alone, as stored (personal values neither sealed nor opened): on EventStoreDB when
 * its URL is set, else in the SQLite file of `dataDir`. For tools that copy a log into another.
 */
export async function openEventLog({
  dataDir,
  eventStoreUrl,
}: Pick<StoreSettings, 'dataDir' | 'eventStoreUrl'>): Promise<EventStore> {
  return isSet(eventStoreUrl)
    ? (await import('./esdb/esdb-event-store.js')).EsdbEventStore.connect(eventStoreUrl)
    : new SqliteEventStore(join(dataDir, 'creators.db'));
}

/**
 * Opens each store on its production server when its URL is set, else on the one SQLite file. A
 * production adapter (and its client library) is loaded only when its URL is set: together they
 * take about 0.3 s to load, which every process on the embedded default would otherwise pay.
 */
export async function openStores(settings: StoreSettings): Promise<Stores> {
  const { dataDir, eventStoreUrl, mongodbUrl, appSecret } = settings;
  const file = join(dataDir, 'creators.db');
  const log = await openEventLog({ dataDir, eventStoreUrl });
  let documents: DocumentStore;
  try {
    documents = isSet(mongodbUrl)
      ? await (await import('./mongo/mongo-document-store.js')).MongoDocumentStore.connect(mongodbUrl)
      : new SqliteDocumentStore(file);
  } catch (error) {
    await log.close();
    throw error;
  }
  const personalKeys = new PersonalKeys(documents, appSecret);
  try {
    if (settings.sealStoredEvents === true && log instanceof SqliteEventStore)
      await sealStoredEvents(log, personalKeys, documents);
  } catch (error) {
    await log.close();
    await documents.close();
    throw error;
  }
  return {
    events: new PersonalDataEventStore(log, personalKeys),
    personalKeys,
    documents,
    embedded: !isSet(eventStoreUrl) && !isSet(mongodbUrl),
  };
}
