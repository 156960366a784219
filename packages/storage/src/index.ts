export * from './event-store.js';
export * from './document-store.js';
export * from './blob-store.js';
export { encodeCursor, decodeCursor, searchTerms, textGroups, type CursorPosition } from './cursor.js';
export { SqliteEventStore } from './sqlite/sqlite-event-store.js';
export { threadModule } from './thread-module.js';
export { SqliteDocumentStore } from './sqlite/sqlite-document-store.js';
// The production adapters are opened through `openStores` and `openBlobStore`, which load them
// (and their client libraries) only when their URL is set; they are not exported from here.
export { openEventLog, openStores, type StoreSettings, type Stores } from './open-stores.js';
export { FileBlobStore } from './blob/file-blob-store.js';
export type { S3BlobStoreOptions } from './blob/s3-blob-store.js';
export { openBlobStore, DEFAULT_S3_BUCKET, type BlobStoreSettings } from './open-blob-store.js';
export { LOG_LEVELS, SETTINGS, readConfiguration, type Configuration, type LogLevel } from './config/configuration.js';
export { ConfigurationError, exitOnBadConfiguration } from './config/configuration-error.js';
export { isTransientStoreError } from './transient-error.js';
export { APP_SECRETS_COLLECTION, appSecretFor } from './personal-data/app-secrets.js';
export { PersonalKeys, PERSONAL_KEYS_COLLECTION, type SubjectKey } from './personal-data/personal-keys.js';
export { PersonalDataEventStore } from './personal-data/personal-data-event-store.js';
export { sealStoredEvents } from './personal-data/seal-stored-events.js';
export { PseudonymousEventStore } from './personal-data/pseudonymous-event-store.js';
export { hidePersonal } from './personal-data/personal-fields.js';
