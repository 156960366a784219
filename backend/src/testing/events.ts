import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@creators/contracts';

/** An event as the gateway appends it (schema version 1 unless said), for tests that write the log directly. */
export function anEvent(type: string, data: object, creatorId: string | null = null, version = 1): NewEvent {
  const eventId = randomUUID();
  return {
    type,
    version,
    data,
    metadata: { eventId, occurredAt: new Date().toISOString(), creatorId, correlationId: eventId, causationId: null },
  };
}
