/**
 * The production adapters, for tests: EventStoreDB's over a client double that can fail on cue
 * (see `EsdbClientDouble`), and MongoDB's for suites that run when `MONGODB_URL` names a server.
 */
export { EsdbEventStore } from '../esdb/esdb-event-store.js';
export { MongoDocumentStore } from '../mongo/mongo-document-store.js';
export { EsdbClientDouble } from './esdb-client-double.js';
export { newEvent } from './new-event.js';
