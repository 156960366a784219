export * from './event-store.js';
export * from './document-store.js';
export { encodeCursor, decodeCursor, searchTerms, type CursorPosition } from './cursor.js';
export { SqliteEventStore } from './sqlite/sqlite-event-store.js';
export { SqliteDocumentStore } from './sqlite/sqlite-document-store.js';
