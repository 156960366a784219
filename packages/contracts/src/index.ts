export type { EventMetadata, NewEvent, RecordedEvent } from './events.js';
export * from './kinds.js';
export * from './item-events.js';
export * from './creator-events.js';
export * from './api.js';
