import type { Page } from './api.js';
import type { RecordedEvent } from './events.js';

/**
 * `GET /api/events` and `GET /api/events/streams/{stream}` (role `analyst`): stored events, raw
 * (as written, at their own schema version), in log order. A page may hold fewer than `limit`
 * events and still have a `nextCursor`: a sparse filter scans a bounded stretch of the log per call.
 */
export type EventPage = Page<RecordedEvent>;
