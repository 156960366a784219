import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@creators/contracts';

/** A well-formed event for storage tests. */
export const newEvent = (
  type = 'ThingHappened',
  data: unknown = { n: 1 },
  eventId: string = randomUUID(),
): NewEvent => ({
  type,
  version: 1,
  data,
  metadata: {
    eventId,
    occurredAt: new Date().toISOString(),
    creatorId: null,
    correlationId: eventId,
    causationId: null,
  },
});
