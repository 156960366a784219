import { PERSONAL_DATA } from '@creators/contracts';
import type { SqliteEventStore } from '../sqlite/sqlite-event-store.js';
import { sealEvent } from './personal-fields.js';
import type { PersonalKeys } from './personal-keys.js';

const PERSONAL_TYPES = [...PERSONAL_DATA].flatMap(([type, entry]) => (entry.personal === undefined ? [] : [type]));

/**
 * Seals, in place, the personal values of events written before they were sealed: positions,
 * revisions and every other byte of the events stay as they were, and the plain text is scrubbed
 * from the file. Idempotent: an event already sealed is left alone. Answers how many were rewritten.
 */
export const sealStoredEvents = (log: SqliteEventStore, keys: PersonalKeys): Promise<number> =>
  log.rewriteData(PERSONAL_TYPES, async (event) => (await sealEvent(event, keys)).data);
