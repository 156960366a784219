export type { EventMetadata, NewEvent, RecordedEvent } from './events.js';
