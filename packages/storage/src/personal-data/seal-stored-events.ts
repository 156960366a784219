import { PERSONAL_DATA } from '@creators/contracts';
import { collectionName, type CollectionSpec, type Doc, type DocumentStore } from '../document-store.js';
import type { SqliteEventStore } from '../sqlite/sqlite-event-store.js';
import { sealEvent } from './personal-fields.js';
import type { PersonalKeys } from './personal-keys.js';

const PERSONAL_TYPES = [...PERSONAL_DATA].flatMap(([type, entry]) => (entry.personal === undefined ? [] : [type]));

/** Where the sealing of older events got to: each start looks only at what came after. */
const SEALING = collectionName<SealedUpTo>('personal_data_sealing');
export const SEALING_COLLECTION: CollectionSpec = { name: SEALING, fields: {} };
interface SealedUpTo extends Doc {
  readonly position: number | null;
}

/**
 * Seals, in place, the personal values of events written before they were sealed: positions,
 * revisions and every other byte of the events stay as they were, and the plain text is scrubbed
 * from the file. Idempotent (an event already sealed is left alone), and it remembers how far it
 * got, so a start over a long log sealed already reads only the events appended since (by an
 * older version, say). Answers how many events were rewritten.
 */
export async function sealStoredEvents(
  log: SqliteEventStore,
  keys: PersonalKeys,
  documents: DocumentStore,
): Promise<number> {
  await documents.ensureCollections([SEALING_COLLECTION]);
  const done = await documents.get(SEALING, 'sealed');
  const { rewritten, upTo } = await log.rewriteData(
    PERSONAL_TYPES,
    async (event) => (await sealEvent(event, keys)).data,
    done?.position ?? null,
  );
  if (upTo !== (done?.position ?? null))
    await documents.write([{ op: 'put', collection: SEALING_COLLECTION.name, doc: { id: 'sealed', position: upTo } }]);
  return rewritten;
}
