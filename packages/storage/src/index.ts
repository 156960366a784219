export * from './event-store.js';
export * from './document-store.js';
export { encodeCursor, decodeCursor, searchTerms, type CursorPosition } from './cursor.js';
export { SqliteEventStore } from './sqlite/sqlite-event-store.js';
export { SqliteDocumentStore } from './sqlite/sqlite-document-store.js';
export { EsdbEventStore } from './esdb/esdb-event-store.js';
export { MongoDocumentStore } from './mongo/mongo-document-store.js';
export { openStores, type StoreSettings, type Stores } from './open-stores.js';
